/** The decision flow's effects in the browser: the session's token and the decisions API. */
import { getMatchingIds, setDecisions } from '../../../lib/decisions-api.ts';
import { $token } from '../../../stores/auth.ts';
import type { DecideEffects } from './decide.ts';
import { sendWrite } from '../common/send.ts';
import { endSession, isUnauthorized } from '../../../stores/user-details.ts';

/** `reload` shows the decisions once set (the list's rows, or the decisions page's preview). */
export const browserDecideEffects = (reload: () => Promise<void>): DecideEffects => ({
  async matching(filter) {
    try {
      return await getMatchingIds($token.get() ?? '', filter);
    } catch (error) {
      if (isUnauthorized(error)) endSession(error.data.message);
      throw error;
    }
  },
  setDecisions: (body) => sendWrite((token) => setDecisions(token, body)),
  reload,
});
