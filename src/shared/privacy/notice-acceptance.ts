/**
 * The privacy notice's acceptance as the profile forms send it: `privacyNoticeVersion`, beside the spec's profile
 * payload, names the notice version the applicant ticked the box for. Browser-safe.
 */
import { PRIVACY_MESSAGES } from '../messages/privacy.ts';

/** The field of the profile payload that carries the accepted notice's version. */
export const NOTICE_FIELD = 'privacyNoticeVersion';

/** The version a profile payload accepts, or '' when it accepts none (missing, empty or not text). */
export function acceptedNoticeVersion(payload: unknown): string {
  const value =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[NOTICE_FIELD] : '';
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Why a profile may not be saved, or '' when it may: the payload accepts the `current` notice, or the applicant
 * accepted it before (`stored`). A payload naming another version was filled in against a notice since replaced.
 */
export function noticeRefusal(accepted: string, stored: string | null, current: string): string {
  if (accepted === '') return stored === current ? '' : PRIVACY_MESSAGES.noticeRequired;
  return accepted === current ? '' : PRIVACY_MESSAGES.noticeOutdated;
}
