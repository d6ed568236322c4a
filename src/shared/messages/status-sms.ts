import { type ApplicationStatus, STATUS_LABELS } from '../organiser-labels.ts';
import { withoutSignInLine } from '../sign-in-line.ts';

/** One SMS segment: 160 characters of GSM-7's basic set (any other character cuts a segment to 70). */
const SEGMENT = 160;
const GSM7_BASIC = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

/** The applicant's page every decision SMS links to: where the decision, its note and any next step are. */
export const applicationPageOf = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/application`;

/**
 * The SMS an applicant gets when a decision is made: the decision, the page that holds it
 * (`siteUrl` + /application), and the organisers' note (their next step) when the whole text still fits
 * one segment, which reaches every phone whole and costs one SMS. A note too long for that, or written in
 * characters outside GSM-7, stays on the page, and the text says a note waits there. An acceptance asks for an
 * answer by `confirmBy` instead (its note waits on the page): accepted founders who are not told that action is
 * required often never confirm. Nothing in it reads as a sign-in code's line (sign-in-line.ts), whatever the note says.
 */
export const statusSmsText = (...args: Parameters<typeof builtInText>): string =>
  withoutSignInLine(builtInText(...args));

function builtInText(eventName: string, status: ApplicationStatus, siteUrl: string, note = '', confirmBy = ''): string {
  const page = applicationPageOf(siteUrl);
  if (status === 'ACCEPTED' && confirmBy) return acceptedSmsText(eventName, confirmBy, page);
  const head = `${eventName}: your application status is now ${STATUS_LABELS[status]}.`;
  const step = note.trim().replace(/\s+/g, ' ');
  if (!step) return `${head} Read the details and any next step at ${page}`;
  const sentence = /[.!?]$/.test(step) ? step : `${step}.`;
  const whole = `${head} ${sentence} Details: ${page}`;
  if (whole.length <= SEGMENT && GSM7_BASIC.test(whole)) return whole;
  return `${head} Read the organisers' note and your next step at ${page}`;
}

/**
 * The same text as a template (src/shared/sms-templates.ts): where the message editor starts for a status
 * nobody has written a template for yet. Until one is saved, `statusSmsText` is what is sent.
 */
export const defaultStatusTemplate = (eventName: string) =>
  `${eventName}: your application status is now {status}. Read the details and any next step at {link}`;

const acceptedSmsText = (eventName: string, confirmBy: string, page: string) =>
  `${eventName}: Action required. Your application is Accepted. Confirm your place by ${confirmBy} at ${page}`;

/** The built-in template of an acceptance, the same text as `statusSmsText` sends for it. */
export const defaultAcceptedTemplate = (eventName: string) =>
  `${eventName}: Action required. Your application is {status}. Confirm your place by {confirmBy} at {link}`;
