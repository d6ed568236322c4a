/**
 * Which registered wording (messages/sms-wordings.ts) tells an applicant of each texted decision: the statuses
 * applicants are texted about, the wordings of each, and how a decision's SMS is made. Shared by the server and the
 * workspace's "Decision messages". Browser-safe.
 */
import { formatIstDay, formatIstTime } from './india-time.ts';
import { SMS_WORDINGS, type SmsPurpose, type SmsWordingId } from './messages/sms-wordings.ts';
import type { ApplicationStatus } from './organiser-labels.ts';
import { type SmsMessage, smsMessage } from './sms-message.ts';

/** Statuses applicants are texted about, each with the registered wordings organisers choose among. */
export const TEXTED_DECISIONS = [
  'SHORTLISTED',
  'WAITLISTED',
  'REJECTED',
  'ACCEPTED',
] as const satisfies readonly ApplicationStatus[];
export type TextedStatus = (typeof TEXTED_DECISIONS)[number];

/** The wording each texted status is sent in. */
export type ChosenWordings = Record<TextedStatus, SmsWordingId>;

/** The registered wordings for `purpose`, in the catalogue's order (the first is the default). */
export const wordingsFor = (purpose: SmsPurpose): SmsWordingId[] =>
  (Object.keys(SMS_WORDINGS) as SmsWordingId[]).filter((id) => SMS_WORDINGS[id].purpose === purpose);

/** What every texted status is sent in until organisers choose another wording. */
export const DEFAULT_WORDINGS = Object.fromEntries(
  TEXTED_DECISIONS.map((status) => [status, wordingsFor(status)[0]!]),
) as ChosenWordings;

/** The applicant's page every decision SMS links to: where the decision, the organisers' note and any next step are. */
export const applicationPageOf = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/application`;

/** A deadline as an SMS's date variable holds it, at most 30 characters: '30 Sept 2026, 11:00 pm IST'. */
export const smsDate = (at: Date) => `${formatIstDay(at)}, ${formatIstTime(at)} IST`;

/** Who a decision's SMS goes to, as its variables name them. */
export interface DecisionRecipient {
  /** The applicant's name as the application gives it. */
  name: string;
  /** The startup's name as the application gives it (its startupName answer). */
  startup: string;
  /** An acceptance's deadline to confirm the place. */
  confirmBy?: Date;
}

/**
 * The SMS of a decision: the wording chosen for `status`, with the applicant's names, the deadline of an acceptance
 * and the link to their page. Nothing else: the organisers' note is on the page and in the e-mail, never in an SMS.
 */
export function decisionSms(
  chosen: ChosenWordings,
  status: TextedStatus,
  site: { eventName: string; siteUrl: string },
  to: DecisionRecipient,
): SmsMessage {
  return smsMessage(chosen[status], site.eventName, {
    name: to.name,
    startup: to.startup,
    date: to.confirmBy ? smsDate(to.confirmBy) : '',
    link: applicationPageOf(site.siteUrl),
  });
}

/** A sample applicant for previews: the real message is made the same way for each applicant. */
export const SAMPLE_RECIPIENT = { name: 'Asha Mehta', startup: 'Krishi Sense' } as const;
