/** An applicant's guardian consent, where organisers take one for applicants under 18 (minors-api.ts is theirs). */
import type { GuardianConsentView } from '../shared/privacy/minors-schemas.ts';
import { JSON_HEADERS, type SendOtpResponse, answerOrNull, bearer, read } from './api-client.ts';

/** The applicant's side: whether organisers take a guardian's consent, and the one on record. */
export const getGuardianConsent = (token: string) => read<GuardianConsentView>('/api/guardian-consent', token);

/** Texts the applicant's guardian a consent code. */
export const sendGuardianCode = (token: string, guardianMobile: string) =>
  answerOrNull<SendOtpResponse>('/api/guardian-consent/code', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...bearer(token) },
    body: JSON.stringify({ guardianMobile }),
  });
