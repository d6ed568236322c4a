/**
 * What a page says when a call got no usable answer: the portal's, the invitations' and the workspace's calls alike.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 * Plain constants rather than an object: every portal page loads the API client, and the bundler inlines a constant
 * where an object would ship its keys too.
 */

/** A call that got no answer at all (network down, server gone). */
export const NO_ANSWER = 'The server could not be reached. Please try again.';

/** An error answer that carried no message of its own (a proxy's page, a bare status). */
export const requestFailed = (status: number) => `Request failed with status ${status}`;
