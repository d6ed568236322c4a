/**
 * What applicants do with a submitted application: change it until the deadline, or withdraw it (not in the
 * spec). Part of the one message catalogue (src/shared/messages/): each message is written once, here. Kept out
 * of the application's own messages, which more pages load. Browser-safe.
 */
export const APPLICANT_CHANGE_MESSAGES = {
  /** PUT /api/submission, the applicant's edit while the window is open. */
  edited: 'Your changes are saved',
  /** Above the form while an edit is open; followed by the kept files' names. */
  amendingNote: 'You are changing your submitted application. Files you do not choose again stay as they are:',
  editUnchanged: 'Nothing has changed since the last version',
  nothingToEdit: 'You have no application to change',
  editAfterDecision: 'Your application can no longer be changed: a decision has been made',
  /**
   * PUT /api/submission changing the founder's name, phone or e-mail (src/shared/fixed-answers.ts); also above the
   * form while an edit is open, saying why those fields are read-only.
   */
  fixedAnswer: 'Your name, phone number and e-mail address stay as you first submitted them',
  /** POST /api/submission/withdraw. */
  withdrawn: 'Your application has been withdrawn',
  alreadyWithdrawn: 'Your application is already withdrawn',
  nothingToWithdraw: 'You have no application to withdraw',
  withdrawFailed: 'Your application could not be withdrawn. Please try again.',
  /** POST /api/submission/withdraw once the outcome is final (not selected, a place declined or lapsed). */
  withdrawAfterOutcome: 'Your application has a final decision: there is nothing left to withdraw',
  withdrawConfirm: 'Withdraw your application? Organisers will no longer consider it.',
  /** Under the withdrawn application's outcome, above the form for applying again. */
  mayApplyAgain: 'You may apply again while applications are open.',
  /** To organisers, changing the status of an application its applicant withdrew. */
  decidedAfterWithdrawal: 'The applicant withdrew this application: its status cannot be changed',
} as const;
