/**
 * The public site's search, schedule and agenda: what they say to visitors.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

/** The search boxes (header popup, blog sidebar). */
export const SEARCH_MESSAGES = {
  /** Announced while the visitor types. */
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  noResult: 'No results',
  /** The spec's blog search toast, kept for a query with no result. */
  blogSearchToast: 'Thanks for your Message!',
} as const;

/** The personal agenda: the stars on sessions and /my-agenda. */
export const AGENDA_MESSAGES = {
  /** The star's accessible name; aria-pressed says whether the session is kept. */
  star: (title: string) => `Keep "${title}" in my agenda`,
  remove: (title: string) => `Remove "${title}" from my agenda`,
  empty: 'No sessions in your agenda yet. Star the sessions you want to attend on the schedule.',
  clash: (first: string, second: string) => `Clash: "${first}" and "${second}" overlap.`,
  export: 'Export my agenda (.ics)',
} as const;
