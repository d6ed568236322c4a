/**
 * The workspace's own words when the API gives no answer. Apart from ORGANISER_MESSAGES (organiser-labels.ts), whose
 * chunk the public pages' header loads too, so that only the workspace carries them.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 */

/** The workspace's words when the API gives no answer. */
export const WORKSPACE_MESSAGES = {
  /** A write got no answer at all (network down, server gone). */
  unreachable: 'The server could not be reached. Please try again.',
  /** Bulk decisions from the list. */
  chooseRows: 'Choose applications in the list, or every application matching the filter',
  matching: (n: number) => `${n} application${n === 1 ? '' : 's'} match the filter`,
  tooManyMatching: (n: number, max: number) =>
    `${n} applications match the filter; narrow it to at most ${max} to set a decision on all of them`,
} as const;

/** The organisers' notices on an application whose blind copy may not be blind (see organiser/team-reveal.ts). */
export const TEAM_REVEAL_NOTICES = {
  mayReveal: 'May reveal the team:',
  deckNotRead: (field: string, failed: boolean) =>
    failed
      ? `Deck text not read: “${field}” could not be read, so it was not searched for the team’s names. Check it yourself before reviewers see it.`
      : `Deck text not read yet: “${field}” has not been searched for the team’s names. Reload in a minute, or check it yourself.`,
} as const;
