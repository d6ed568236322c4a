/**
 * Every SMS the product sends besides the sign-in code, as the operator registers it under India's DLT rules: one
 * template per wording, fixed text with typed variables only. `{event}` is the event's name from content/site.json,
 * fixed text at registration (docs/organisers.md, "Registering the SMS templates", lists each text as registered);
 * `{name}` and `{startup}` are names cut to 30 characters, `{date}` a date and time in India, `{link}` a page of the
 * site on SITE_URL's host, `{code}` a one-time code of 6 digits the server made. No variable ever carries a note, a message or anything else a person wrote as free text.
 * Browser-safe: the workspace's "Decision messages" shows these wordings.
 */

/** The typed variables a registered template may hold. */
export type SmsVariable = 'name' | 'startup' | 'date' | 'link' | 'code';

/** What one wording is for: the status it tells an applicant of, or another kind of message. */
export type SmsPurpose =
  | 'SHORTLISTED'
  | 'WAITLISTED'
  | 'REJECTED'
  | 'ACCEPTED'
  | 'WITHDRAWN'
  | 'finalistReminder'
  | 'cofounderInvite'
  | 'reviewerInvite'
  | 'organiserInvite'
  | 'judgeInvite'
  | 'reviewerReminder'
  | 'breachNotice'
  | 'guardianConsent';

interface SmsWording {
  purpose: SmsPurpose;
  /** Shown to organisers choosing among the wordings of a status. */
  label: string;
  text: string;
}

/**
 * The registered wordings by id; `MSG91_<ID>_TEMPLATE_ID` names each one's template at MSG91. The first wording of a
 * status is the one sent until organisers choose another.
 */
export const SMS_WORDINGS = {
  SHORTLISTED: {
    purpose: 'SHORTLISTED',
    label: 'Short, no names',
    text: '{event}: your application status is now Shortlisted. Read the details and any next step at {link}',
  },
  SHORTLISTED_NAMED: {
    purpose: 'SHORTLISTED',
    label: 'With the founder’s and the startup’s names',
    text: '{event}: Hi {name}, {startup} is shortlisted. Read the details and your next step at {link}',
  },
  WAITLISTED: {
    purpose: 'WAITLISTED',
    label: 'Short, no names',
    text: '{event}: your application status is now Waitlisted. Read the details and any next step at {link}',
  },
  WAITLISTED_NAMED: {
    purpose: 'WAITLISTED',
    label: 'With the founder’s and the startup’s names',
    text: '{event}: Hi {name}, {startup} is on the waitlist. We will tell you if a place opens. Details at {link}',
  },
  REJECTED: {
    purpose: 'REJECTED',
    label: 'Short, no names',
    text: '{event}: your application status is now Not selected. Read the details and any next step at {link}',
  },
  REJECTED_NAMED: {
    purpose: 'REJECTED',
    label: 'With the founder’s and the startup’s names',
    text: '{event}: Hi {name}, thank you for applying with {startup}. It was not selected this time. Details at {link}',
  },
  ACCEPTED: {
    purpose: 'ACCEPTED',
    label: 'Short, no names',
    text: '{event}: Action required. Your application is Accepted. Confirm your place by {date} at {link}',
  },
  ACCEPTED_NAMED: {
    purpose: 'ACCEPTED',
    label: 'With the founder’s and the startup’s names',
    text: '{event}: Action required. Hi {name}, {startup} is Accepted. Confirm your place by {date} at {link}',
  },
  WITHDRAWN_DUPLICATE: {
    purpose: 'WITHDRAWN',
    label: 'Withdrawn as a duplicate',
    text: "{event}: your application status is now Withdrawn. Read the organisers' note and your next step at {link}",
  },
  FINALIST_REMINDER: {
    purpose: 'finalistReminder',
    label: 'Reminder to confirm a place',
    text: '{event}: Action required. Hi {name}, confirm the place of {startup} by {date} at {link}',
  },
  COFOUNDER_INVITE: {
    purpose: 'cofounderInvite',
    label: 'Co-founder invitation',
    text: "{event}: you are invited to join a startup's application as a co-founder. Sign in with this number to see who invited you, then accept or decline at {link}",
  },
  REVIEWER_INVITE: {
    purpose: 'reviewerInvite',
    label: 'Reviewer invitation',
    text: '{event}: you are invited to review applications. Sign in with this number at {link}',
  },
  ORGANISER_INVITE: {
    purpose: 'organiserInvite',
    label: 'Organiser invitation',
    text: '{event}: you are invited to help organise the event. Sign in with this number at {link}',
  },
  JUDGE_INVITE: {
    purpose: 'judgeInvite',
    label: 'Judge invitation',
    text: '{event}: you are invited to judge the live final. Sign in with this number on your phone at {link}',
  },
  REVIEWER_REMINDER: {
    purpose: 'reviewerReminder',
    label: 'Reminder to reviewers behind',
    text: '{event}: you have applications waiting for your review, due by {date}. Continue at {link}',
  },
  BREACH_NOTICE: {
    purpose: 'breachNotice',
    label: 'Personal data breach notice',
    text: '{event}: a security incident may have affected your personal data held by us. We have e-mailed you what happened and what you can do. Our grievance contact: {link}',
  },
  GUARDIAN_CONSENT: {
    purpose: 'guardianConsent',
    label: 'Code for a guardian’s consent',
    text: '{event}: {code} is the code to consent, as parent or guardian, to your child applying. Give it only if you agree. Our privacy notice: {link}',
  },
} as const satisfies Record<string, SmsWording>;

export type SmsWordingId = keyof typeof SMS_WORDINGS;
