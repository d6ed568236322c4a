/**
 * The organiser workspace's constants and wording, without zod, so the pages can import them
 * without shipping the schemas. Roles and the window's wording live in their own small modules (every
 * public page's header and apply button needs them, not the rest) and are re-exported here.
 */
export * from './roles.ts';
export * from './messages/window.ts';

/** Statuses organisers may set; every submission starts as 'SUBMITTED'. */
export const DECISION_STATUSES = ['UNDER_REVIEW', 'SHORTLISTED', 'WAITLISTED', 'REJECTED', 'ACCEPTED'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
/** Most applications one pending decision may name: every row of the largest call with room to spare. */
export const MAX_DECISION_IDS = 2000;
/** 'WITHDRAWN' is the applicant's own doing: organisers never set it and cannot change it afterwards. */
export const APPLICATION_STATUSES = ['SUBMITTED', ...DECISION_STATUSES, 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  SHORTLISTED: 'Shortlisted',
  WAITLISTED: 'Waitlisted',
  REJECTED: 'Not selected',
  ACCEPTED: 'Accepted',
  WITHDRAWN: 'Withdrawn',
};

export const ORGANISER_MESSAGES = {
  forbidden: 'This page is for organisers and reviewers only',
  organisersOnly: 'Only organisers can do this',
  notFound: 'No application with this id',
  fileNotFound: 'No such file in this application',
  fileLinkExpired: "This link to the file has expired. Open it again from the application's page.",
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
  deckNotBlind: 'This deck could not be prepared for blind review. Please ask an organiser.',
  pageInvalid: 'page must be a whole number from 1',
  pageSizeInvalid: 'pageSize must be a whole number from 1 to 200',
} as const;
