/**
 * The startup application (docs/spec.md §5, "Application").
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

import { PORTAL_TOASTS } from './toasts.ts';

/** The startup application (docs/spec.md §5, "Application"). */
export const APPLICATION_MESSAGES = {
  required: 'This field is required',
  fileRequired: 'This file is required',
  /** Not in the spec: the modal makes deck and video each optional, and at least one is needed. */
  deckOrVideo: 'Please attach a pitch deck or enter a video pitch link',
  videoUrl: 'Please enter a valid YouTube video URL (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)',
  /** Shown while typing, when the value is not a URL at all yet. */
  notAUrl: 'Please enter a valid URL (e.g., https://www.youtube.com)',
  /** When a file is picked. */
  fileTooLargeOnPick: 'File size exceeds 10MB',
  fileTypeOnPick: 'Unsupported file type',
  /** When the form is submitted (and the server's 413 / 415 messages). */
  fileTooLarge: 'File exceeds 10MB limit',
  fileType: 'Invalid file type',
  formInvalid: 'Please fix errors before submitting',
  /** While the form's definition loads, and when it could not be read. */
  formLoading: 'Loading the application form…',
  formLoadFailed: 'The application form could not be loaded.',
  // Written once, with the portal's toasts: /profile loads those, and not the rest of this catalogue.
  submitted: PORTAL_TOASTS.applicationSubmitted,
  alreadySubmitted: 'You have already submitted an application',
  /** Not in the spec: a select value outside its options, a number field that is not a number. */
  invalidOption: 'Please choose one of the options',
  notANumber: 'Please enter a number',
  /** Under the draft: files cannot be kept in localStorage. */
  filesNotKept: 'Files are not kept on this device: attach your pitch deck again before you submit.',
  /** Not in the spec: the upload stopped arriving (a dropped connection the client never closed). */
  uploadStalled: 'The upload stopped arriving. Please check your connection and submit again.',
  /** Not in the spec: POST /api/application-status/seen. */
  decisionSeen: 'Marked as read',
  /** Not in the spec: a fourth application upload from one account while three are still arriving. */
  uploadsBusy: 'Your earlier uploads are still arriving. Please wait for them to finish and try again.',
} as const;
