/**
 * When the judge's page next asks the server what is on stage. Every 3 s while the phone is online and the page is
 * on screen; after failures, twice as long each time up to 30 s, so a phone on a weak network does not spend its
 * little bandwidth on reads; not at all while offline or hidden (the 'online' and 'visibilitychange' events ask at
 * once when that ends).
 */

export const POLL_MS = 3_000;
export const MAX_BACKOFF_MS = 30_000;
/** How often scores still kept on the phone are sent again, whatever the reads do. */
export const RESEND_MS = 5_000;

export interface PollConditions {
  online: boolean;
  hidden: boolean;
  /** Reads in a row that got no answer or an error. */
  failures: number;
}

/** Milliseconds to the next read, or null for none until the phone is back online or the page back on screen. */
export function nextPollDelay({ online, hidden, failures }: PollConditions): number | null {
  if (!online || hidden) return null;
  return Math.min(POLL_MS * 2 ** Math.min(failures, 10), MAX_BACKOFF_MS);
}
