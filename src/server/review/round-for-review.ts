import { and, eq, sql } from 'drizzle-orm';
import { ROUND_MESSAGES } from '../../shared/messages/rounds.ts';
import type { RoundKind, Rubric } from '../../shared/round-schemas.ts';
import type { Db } from '../db/client.ts';
import { reviewRounds } from '../db/schema.ts';
import { fail } from '../errors.ts';
import type { ActiveRound } from './rounds.ts';

/**
 * The open round a review is saved in, with the rubric it is checked against (409 when no round is open). Its first
 * review marks the round's row (`first_review_at`) in the review's transaction: that row lock and a rubric edit's
 * "no review yet" condition (round-writes.ts) meet on the same row, so either the edit lands first and this review
 * reads its rubric, or the review does and the edit is refused. Later reviews only read the row, whose rubric no
 * longer changes.
 */
export async function roundForReview(tx: Db, fallback: Rubric, now: Date): Promise<ActiveRound> {
  const [open] = await tx.select().from(reviewRounds).where(eq(reviewRounds.status, 'open'));
  if (!open) throw fail(409, ROUND_MESSAGES.noneOpen);
  let row = open;
  if (open.firstReviewAt === null) {
    const [marked] = await tx
      .update(reviewRounds)
      .set({ firstReviewAt: sql`coalesce(${reviewRounds.firstReviewAt}, ${now})` })
      .where(and(eq(reviewRounds.id, open.id), eq(reviewRounds.status, 'open')))
      .returning();
    if (!marked) throw fail(409, ROUND_MESSAGES.noneOpen);
    row = marked;
  }
  return {
    id: row.id,
    name: row.name,
    rubric: row.rubric ?? fallback,
    visibility: row.visibility,
    kind: row.kind as RoundKind,
  };
}
