/**
 * What a read says when the server's error answer carried no message of its own (a proxy's page, a bare status).
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here. Browser-safe.
 * A plain function in a module of its own: the API client loads it on every portal page.
 */

export const requestFailed = (status: number) => `Request failed with status ${status}`;
