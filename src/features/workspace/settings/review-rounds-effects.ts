/** The review rounds' effects in the browser: the API with the session's token (see review-rounds.ts). */
import { createRound, getRounds, openOrCloseRound, updateRound } from '../../../lib/rounds-api.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';
import { createReviewRounds } from './review-rounds.ts';

export const reviewRounds = createReviewRounds({
  async read() {
    const outcome = await readWith(browserSession, getRounds);
    if (!outcome) return undefined;
    return outcome.phase === 'ready' ? { rounds: outcome.value } : { error: outcome.message };
  },
  create: (round) => sendWrite((token) => createRound(token, round)),
  update: (id, change) => sendWrite((token) => updateRound(token, id, change)),
  openOrClose: (id, action) => sendWrite((token) => openOrCloseRound(token, id, action)),
});
