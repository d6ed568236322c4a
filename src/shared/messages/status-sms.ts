/**
 * The SMS an applicant gets when a decision is made, as the template every texted status uses until an
 * organiser saves their own: what it is and the one page that holds the organisers' note and any next step.
 * The note itself stays on the page: it may run long, and a text of one GSM-7 segment (160 characters)
 * reaches every phone whole and costs one SMS. Placeholders: see src/shared/sms-templates.ts.
 */
export const defaultStatusTemplate = (eventName: string) =>
  `${eventName}: your application status is now {status}. Read the details and any next step at {link}`;
