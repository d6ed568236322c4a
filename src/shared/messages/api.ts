/**
 * The API's protocol answers: requests the site's own forms never send (a malformed upload, a wrong content
 * type, an unknown path) and the answers every route may give (busy, broken). Also the reviewers' words for
 * each other and for a blinded file.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 */
import { tooLong } from './text-length.ts';

/** The API's protocol answers. */
export const API_MESSAGES = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  /** The static server's 404 when the build has no 404 page (the spec's wording). */
  pageNotFound: 'Page not Found',
  badRequest: 'Bad request',
  invalidRequest: 'Invalid request',
  bodyTooLarge: 'Request body too large',
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** 503: nothing is wrong with the request; the client sends it again shortly. */
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  couldNotSignIn: 'Could not sign in',
  applicationNotMultipart: 'The application must be sent as multipart/form-data',
  fileNotMultipart: 'The file must be sent as multipart/form-data',
  submissionEmpty: 'The submission is empty',
  malformedMultipart: 'Malformed multipart body',
  uploadInterrupted: 'The upload was interrupted or malformed',
  fieldsPartTooLarge: 'The fields part is too large',
  tooManyParts: 'Too many parts in the submission',
  fieldsPartNotJson: 'The fields part is not valid JSON',
  fieldsPartShape: 'The fields part must be a list of {fieldId, value}',
  valueTooLong: tooLong,
  exportFormat: "format must be 'csv' or 'json'",
} as const;

/** How reviewers are named to each other: their scores are shown, never who they are. */
export const REVIEWER_LABELS = {
  you: 'You',
  other: (n: number) => `Reviewer ${n}`,
  /** An organiser's comment in the discussion, as a reviewer reads it. */
  organiser: 'Organiser',
  /** A file's answer as a reviewer reads it: its name could identify the applicant. */
  blindFile: 'File attached',
} as const;
