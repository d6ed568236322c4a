/** The calls about applicants under 18: the organisers' setting and an applicant's guardian consent. Types only. */
import type { GuardianConsentView, MinorsSettings } from '../shared/privacy/minors-schemas.ts';
import { JSON_HEADERS, type MessageResponse, type SendOtpResponse, answerOrNull, bearer, read } from './api-client.ts';

export const getMinorsSettings = (token: string) => read<MinorsSettings>('/api/organiser/settings/minors', token);

export const saveMinorsSettings = (token: string, body: MinorsSettings) =>
  answerOrNull<MessageResponse>('/api/organiser/settings/minors', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

/** The applicant's side: whether organisers take a guardian's consent, and the one on record. */
export const getGuardianConsent = (token: string) => read<GuardianConsentView>('/api/guardian-consent', token);

/** Texts the applicant's guardian a consent code. */
export const sendGuardianCode = (token: string, guardianMobile: string) =>
  answerOrNull<SendOtpResponse>('/api/guardian-consent/code', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify({ guardianMobile }),
  });
