/**
 * The privacy notice on the profile forms: asked for until the applicant has accepted its current version, and
 * sent with the profile once ticked (the API refuses a save without it). Pure, so it is tested without a browser.
 */
import { PRIVACY_MESSAGES } from '../../../shared/messages/privacy.ts';
import { NOTICE_FIELD } from '../../../shared/privacy/notice-acceptance.ts';

export interface NoticeState {
  /** The version the page shows (content/privacy.json at build time). */
  version: string;
  /** The version this applicant accepted before, null for none. */
  accepted: string | null;
  /** Whether the box is ticked. */
  ticked: boolean;
  /** The message the box shows, from the form's check or the API's answer. */
  error?: string;
}

/** Whether the notice must be accepted with this save. */
export const noticeAsked = (notice: NoticeState): boolean => notice.accepted !== notice.version;

/** The box's message when the notice is asked for and not ticked, else undefined. */
export function noticeError(notice: NoticeState): string | undefined {
  return noticeAsked(notice) && !notice.ticked ? PRIVACY_MESSAGES.noticeRequired : undefined;
}

/** The payload to send: the checked profile, plus the accepted version when the box is ticked. */
export function withNotice(payload: Record<string, unknown>, notice: NoticeState): Record<string, unknown> {
  return noticeAsked(notice) && notice.ticked ? { ...payload, [NOTICE_FIELD]: notice.version } : payload;
}

/** The version a user object (the API's or the stored one) says was accepted. */
export function acceptedVersion(user: Record<string, unknown> | undefined): string | null {
  const version = user?.privacyNoticeVersion;
  return typeof version === 'string' ? version : null;
}
