/** The release flow's effects in the browser: the session's token and the decisions API. */
import { clearDecision, releaseDecisions, type ReleaseAnswer } from '../../../lib/decisions-api.ts';
import { $token } from '../../../stores/auth.ts';
import type { ReleaseEffects } from './release.ts';
import { resultOf, sendWrite } from '../common/send.ts';

/** `changed` loads the preview (and the page's list) again. */
export const browserReleaseEffects = (changed: () => void): ReleaseEffects => ({
  clear: (id) => sendWrite((token) => clearDecision(token, id)),
  async release(seen) {
    const token = $token.get();
    const answer = token ? await releaseDecisions(token, seen) : null;
    return { ...resultOf(answer), counts: (answer?.data as Partial<ReleaseAnswer> | undefined)?.counts };
  },
  changed,
});
