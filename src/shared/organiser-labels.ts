/**
 * The organiser workspace's constants and wording, without zod, so the pages can import them
 * without shipping the schemas.
 */

/** Who a signed-in user is; participants are 'PARTICIPATOR', the spec's spelling. */
export const ROLES = ['PARTICIPATOR', 'REVIEWER', 'ORGANISER'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that work in the organiser workspace rather than the applicant portal. */
export const STAFF_ROLES: readonly Role[] = ['ORGANISER', 'REVIEWER'];
export const isStaffRole = (role: unknown): boolean => STAFF_ROLES.includes(role as Role);

/** Statuses organisers may set; every submission starts as 'SUBMITTED'. */
export const DECISION_STATUSES = ['UNDER_REVIEW', 'SHORTLISTED', 'WAITLISTED', 'REJECTED', 'ACCEPTED'] as const;
export const APPLICATION_STATUSES = ['SUBMITTED', ...DECISION_STATUSES] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  SHORTLISTED: 'Shortlisted',
  WAITLISTED: 'Waitlisted',
  REJECTED: 'Not selected',
  ACCEPTED: 'Accepted',
};

export const ORGANISER_MESSAGES = {
  forbidden: 'This page is for organisers and reviewers only',
  organisersOnly: 'Only organisers can do this',
  notFound: 'No application with this id',
  fileNotFound: 'No such file in this application',
  sameStatus: 'The application already has this status',
  scoreRange: 'Each score must be a whole number from 1 to 5',
  unknownCriterion: 'Unknown criterion',
  missingCriterion: 'Please score every criterion',
  statusInvalid: 'Unknown status',
  windowOrder: 'The close date must be after the open date',
  dateInvalid: 'Dates must be ISO date-times with an offset, e.g. 2026-05-01T09:00:00+05:30',
  reviewSaved: 'Review saved',
  statusSaved: 'Status updated',
  settingsSaved: 'Settings saved',
  smsRequeued: 'The SMS will be sent again now',
  smsNotUnknown: 'This SMS is not waiting to be sent again',
  exportsBusy: 'Two of your exports are still running. Please wait for one to finish.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const;

/** Messages applicants read when the window is shut; 'open on' is followed by the date. */
export const WINDOW_MESSAGES = {
  closed: 'Applications are closed',
  opensOn: (date: string) => `Applications open on ${date}`,
} as const;

/**
 * The two formatters of formatIst, made once: each Intl.DateTimeFormat holds native (ICU) memory that V8's
 * garbage collector does not see, so building two per call grew the server by about 270 MB per 5,000 calls
 * (an export of 5,000 applications) and never gave it back.
 */
let istFormats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;

/** A moment as applicants and organisers read it: India time, e.g. '1 May 2026, 9:00 am IST'. */
export function formatIst(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  istFormats ??= {
    date: new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
    time: new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    }),
  };
  return `${istFormats.date.format(d)}, ${istFormats.time.format(d).toLowerCase()} IST`;
}
