/**
 * The organisers' setting for applicants under 18. The applicant's side is guardian-consent-api.ts: a module shared by
 * the profile's island and the settings' would be one chunk, and the profile page would load the organisers' calls too.
 */
import type { MinorsSettings } from '../shared/privacy/minors-schemas.ts';
import { type MessageResponse, answerOrNull, read } from './api-client.ts';

export const getMinorsSettings = (token: string) => read<MinorsSettings>('/api/organiser/settings/minors', token);

export const saveMinorsSettings = (token: string, body: MinorsSettings) =>
  answerOrNull<MessageResponse>('/api/organiser/settings/minors', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
