import { ne } from 'drizzle-orm';
import { ROUND_MESSAGES } from '../../shared/messages/rounds.ts';
import type { Db } from '../db/client.ts';
import { FIRST_ROUND_ID, reviewRounds } from '../db/schema.ts';

/**
 * Why applications cannot be changed any more because of the review rounds ('' when they can): once a round after
 * the first has been opened, its reviewers judge what was submitted, so "Change my application" is refused.
 * With `lock` (inside an edit's transaction) every later round's row is read FOR SHARE: a round being opened at that
 * moment is waited for and then seen opened, and a round cannot open while an edit that passed this check commits.
 */
export async function roundsEditRefusal(db: Pick<Db, 'select'>, lock = false): Promise<string> {
  const query = db
    .select({ openedAt: reviewRounds.openedAt })
    .from(reviewRounds)
    .where(ne(reviewRounds.id, FIRST_ROUND_ID));
  const rounds = lock ? await query.for('share') : await query;
  return rounds.some((r) => r.openedAt !== null) ? ROUND_MESSAGES.editsLocked : '';
}
