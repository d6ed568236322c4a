/** The workspace's calls about retention (/api/organiser/retention). Types only: no zod ships. */
import type { RetentionSettings, RetentionView } from '../shared/privacy/retention-schemas.ts';
import { type MessageResponse, JSON_HEADERS, answerOrNull, bearer, read } from './api-client.ts';

export const getRetention = (token: string) => read<RetentionView>('/api/organiser/retention', token);

export const saveRetention = (token: string, body: RetentionSettings) =>
  answerOrNull<RetentionView & MessageResponse>('/api/organiser/retention', {
    method: 'PUT',
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify(body),
  });
