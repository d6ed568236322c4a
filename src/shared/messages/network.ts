/**
 * What a page says when a call got no answer at all: the portal's writes, the invitations' and the workspace's.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 * Apart from request-failed.ts, which the API client on every portal page loads: only pages that write carry this.
 */

/** A call that got no answer at all (network down, server gone). */
export const NO_ANSWER = 'The server could not be reached. Please try again.';
