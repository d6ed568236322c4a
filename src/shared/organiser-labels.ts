/**
 * The organiser workspace's constants and wording, without zod, so the pages can import them
 * without shipping the schemas. Roles, the window's wording and the statuses live in their own small modules (every
 * public page's header and apply button needs the first two, /profile the statuses' labels, not the rest) and are
 * re-exported here.
 */
export * from './roles.ts';
export * from './messages/window.ts';
export * from './application-statuses.ts';

/** Most applications one pending decision may name: every row of the largest call with room to spare. */
export const MAX_DECISION_IDS = 2000;

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
