/**
 * What an island that failed shows in its place (every React island sits in IslandBoundary).
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

/** An island that failed: the spec's heading, and what to do. */
export const ISLAND_MESSAGES = {
  failedTitle: 'Unexpected Application Error!',
  failed: 'This part of the page could not be shown. Reload the page to try again.',
} as const;
