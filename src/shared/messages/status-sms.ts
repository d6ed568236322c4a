import { type ApplicationStatus, STATUS_LABELS } from '../organiser-labels.ts';

/**
 * The SMS an applicant gets when a decision is made: what it is and the one page that holds the
 * organisers' note and any next step. The note itself stays on the page: it may run long, and a text
 * of one GSM-7 segment (160 characters) reaches every phone whole and costs one SMS.
 */
export function statusSmsText(eventName: string, status: ApplicationStatus, siteUrl: string): string {
  const page = `${siteUrl.replace(/\/+$/, '')}/application`;
  return `${eventName}: your application status is now ${STATUS_LABELS[status]}. Read the details and any next step at ${page}`;
}

/**
 * The same text as a template (src/shared/sms-templates.ts): where the message editor starts for a status
 * nobody has written a template for yet. Until one is saved, `statusSmsText` is what is sent.
 */
export const defaultStatusTemplate = (eventName: string) =>
  `${eventName}: your application status is now {status}. Read the details and any next step at {link}`;
