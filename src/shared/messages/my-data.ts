/**
 * "My data" on /profile: the export and the account's deletion (not in the spec). Part of the one message
 * catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 */
export const MY_DATA_MESSAGES = {
  deleted: 'Your account and your data have been deleted',
  /** The note on the withdrawal a deletion makes, which organisers read in the history. */
  deletedNote: 'The applicant deleted their account',
  codeSent: 'We sent a one-time code to your number: enter it to delete your account',
  confirm: 'This erases your profile, drafts and files for good, and withdraws an application you submitted.',
  exportFailed: 'Your data could not be downloaded. Please try again.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  /** In the export, above its file links. */
  linksNote: (until: string) =>
    `Each file link in this export opens the file without signing in until ${until}, unless you sign out first on the device that downloaded it. After that, download your data again from your profile.`,
  linkExpired: 'This link to your file has expired. Download your data again from your profile for a new one.',
  linkEnded:
    'This link to your file ended when you signed out. Sign in and download your data again from your profile for a new one.',
} as const;
