/** What the workspace's writes say when the server's own message is not there to show. */
export const ORGANISER_WRITE_MESSAGES = {
  noAnswer: 'The server could not be reached. Please try again.',
  /** Bulk decisions from the list. */
  chooseRows: 'Choose applications in the list, or every application matching the filter',
  matching: (n: number) => `${n} application${n === 1 ? '' : 's'} match the filter`,
  tooManyMatching: (n: number, max: number) =>
    `${n} applications match the filter; narrow it to at most ${max} to set a decision on all of them`,
} as const;
