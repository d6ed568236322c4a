/**
 * The application draft kept on the server (not in the spec). Part of the one message catalogue
 * (src/shared/messages/): each message is written once, here. Browser-safe.
 */
export const DRAFT_MESSAGES = {
  saved: 'Draft saved',
  fileSaved: 'File saved with your draft',
  fileRemoved: 'File removed from your draft',
  noFile: 'Please choose a file',
  notAFileField: 'No file field with this name in the application form',
  fileNotInDraft: 'Your draft has no file for this field',
  unknownField: 'The draft names a field the application form does not have',
  invalid: 'A draft is a set of answers by field name, each a text of at most 10000 characters',
  /** Which copy the page restored, when both this device and the account had one. */
  restoredFromAccount:
    'Restored your draft from your account: it was saved more recently than the copy on this device.',
  restoredFromDevice: 'Restored your draft from this device: it was saved more recently than the copy in your account.',
  /** Followed by the files' names. */
  filesInDraft: 'Kept with your draft, and sent unless you choose another file:',
  /** Under the submit button. */
  savedAsYouType: 'Your answers and files are saved to your account as you type, so you can continue on any device.',
} as const;
