/**
 * The API's answers to the organisers' and reviewers' calls, and the checks of their requests' shapes
 * (organiser-schemas.ts, decision-schemas.ts). Kept apart from the workspace's own words (workspace.ts): the shapes
 * are shared with the portal's pages, which then carry these answers but never the workspace's words.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 */

/** The API's answers to the workspace's calls. */
export const ORGANISER_MESSAGES = {
  forbidden: 'This page is for organisers and reviewers only',
  organisersOnly: 'Only organisers can do this',
  notFound: 'No application with this id',
  fileNotFound: 'No such file in this application',
  fileLinkExpired: "This link to the file has expired. Open it again from the application's page.",
  fileLinkEnded:
    "This link to the file ended with the sign-in that made it. Sign in and open it again from the application's page.",
  sameStatus: 'The application already has this status',
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
  /** Every export the server runs at once is taken, whoever asked for them. */
  exportsBusyEveryone: 'The server is busy with other exports. Please try again in a minute.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  deckNotBlind: 'This deck could not be prepared for blind review. Please ask an organiser.',
  statusFilterRefused: 'Reviewers do not see where applications stand, so the list cannot be filtered by status',
  pageInvalid: 'page must be a whole number from 1',
  pageSizeInvalid: 'pageSize must be a whole number from 1 to 200',
} as const;
