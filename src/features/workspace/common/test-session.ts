/** For the workspace's unit tests: a session the reads run with, and the server's refusals. */
import { ApiRequestError } from '../../../lib/api-client.ts';

/** The server's reason when it ends a session (a 401). */
export const ENDED = 'Your session has ended. Please sign in again.';

export const refused = (status: number, message: string) => new ApiRequestError(status, { message });

/** A signed-in session (or none: an empty token) that records every time the page would end it, with the reason. */
export function session(token = 'token-1') {
  const ended: (string | undefined)[] = [];
  return { ended, effects: { token: () => token, endSession: (reason?: string) => void ended.push(reason) } };
}
