/**
 * Duplicate applications: what organisers and the applicant read. Part of the one message catalogue
 * (src/shared/messages/). Browser-safe.
 */
export const DUPLICATE_MESSAGES = {
  /** POST /api/organiser/submissions/:id/duplicate-of. */
  marked: 'Marked as a duplicate and withdrawn',
  sameApplication: 'An application cannot be a duplicate of itself',
  otherNotFound: 'The other application was not found',
  alreadyWithdrawn: 'This application is already withdrawn',
  otherWithdrawn: 'The other application is withdrawn: mark this one a duplicate of a live application',
  otherIsDuplicate: 'The other application is itself marked a duplicate: mark this one a duplicate of the original',
  noteTooLong: 'The note can be up to 500 characters',
  /** The withdrawal's note, which the applicant reads on /application and in the SMS. */
  applicantNote: (note: string) =>
    `Withdrawn by the organisers as a duplicate of another application${note ? `: ${note}` : ''}`,
  /** Why two applications look alike, on the organiser's page. */
  reasons: { name: 'Same startup name', site: 'Same website', file: 'Same file' },
  /** The list's badge: `count` look-alikes, `atLeast` when the list stopped counting there. */
  listBadge: (count: number, atLeast: boolean) =>
    `possible duplicate${count === 1 && !atLeast ? '' : ` ×${count}${atLeast ? '+' : ''}`}`,
  /** Under an application's look-alikes when more were found than it lists; `atLeast` when counting stopped there. */
  listedOf: (listed: number, counted: number, atLeast: boolean) =>
    `The oldest ${listed} of ${counted}${atLeast ? ' or more' : ''} are listed.`,
  /** The badge's tooltip. */
  listBadgeTitle: "Same startup name, website or file as another account's application",
} as const;
