/**
 * The application draft kept on the server (not in the spec). Part of the one message catalogue
 * (src/shared/messages/): each message is written once, here. Browser-safe.
 */
export const DRAFT_MESSAGES = {
  saved: 'Draft saved',
  /** 409 to a save made from an older revision: the form merges the newer draft and says what it did. */
  changedElsewhere: 'Your draft was changed in another tab or on another device since this one was loaded.',
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
  /**
   * Said on the form when another tab or device saved the draft meanwhile and its answers were merged into this one:
   * the fields taken from there, and each field both changed with the answer given there (this tab's is kept).
   */
  mergedFromElsewhere: (taken: string[], clashes: { label: string; theirs: string }[]) =>
    [
      'Your draft was also changed in another tab or on another device.',
      taken.length ? `Its answers to ${taken.join(', ')} are now here too, saved with yours.` : '',
      ...clashes.map(
        (c) =>
          `${c.label} was changed in both: this tab’s answer is kept; the other had “${c.theirs.length > 80 ? `${c.theirs.slice(0, 80)}…` : c.theirs}”.`,
      ),
    ]
      .filter(Boolean)
      .join(' '),
  /** Followed by the files' names. */
  filesInDraft: 'Kept with your draft, and sent unless you choose another file:',
  /** Under the submit button. */
  savedAsYouType: 'Your answers and files are saved to your account as you type, so you can continue on any device.',
} as const;
