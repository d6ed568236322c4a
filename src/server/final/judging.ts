import { and, eq, sql } from 'drizzle-orm';
import type { JudgeView } from '../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../shared/messages/final.ts';
import type { Rubric } from '../../shared/round-schemas.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { reviewRounds, reviews } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { checkScores } from '../review/review-save.ts';
import { openFinal, pitchesOf } from './pitches.ts';

/** GET /api/final/judge: the open final's criteria and pitches in running order, with the judge's own scores. */
export async function judgeView(db: DbOrTx, fallback: Rubric, judge: string): Promise<JudgeView> {
  const final = await openFinal(db, fallback);
  if (!final) return { final: null, pitches: [] };
  const pitches = await pitchesOf(db, final);
  return {
    final: {
      id: final.row.id,
      name: final.row.name,
      criteria: final.rubric.criteria.map(({ id, label, help, min, max }) => ({ id, label, help, min, max })),
    },
    pitches: pitches.map((p) => ({
      id: p.id,
      startupName: p.startupName,
      state: p.state,
      myScores: p.scores.get(judge) ?? null,
    })),
  };
}

/**
 * PUT /api/final/scores/:id: a judge's score of one pitch of the open final, stored once. A phone that lost the
 * answer sends the same score again: the insert then does nothing (the reviews' primary key on round, pitch and
 * judge), so every process counts it once, and `duplicate` says so. A pitch scores from the moment it opens, and after
 * it closes (a judge offline during it sends later), while the final is open. The first score marks the round's row
 * as review-save.ts does, so its rubric no longer changes under the judges.
 */
export async function scorePitch(
  tx: Db,
  fallback: Rubric,
  score: { submissionId: string; judge: string; scores: Record<string, number>; now: Date },
): Promise<{ duplicate: boolean }> {
  let final = await openFinal(tx, fallback);
  if (!final) throw fail(409, FINAL_MESSAGES.noFinal);
  if (final.row.firstReviewAt === null) {
    // The rubric read is the one the mark locks in: an edit either landed before it, or is refused after.
    const [marked] = await tx
      .update(reviewRounds)
      .set({ firstReviewAt: sql`coalesce(${reviewRounds.firstReviewAt}, ${score.now})` })
      .where(and(eq(reviewRounds.id, final.row.id), eq(reviewRounds.status, 'open')))
      .returning();
    if (!marked) throw fail(409, FINAL_MESSAGES.noFinal);
    final = { row: marked, rubric: marked.rubric ?? fallback };
  }
  const pitch = (await pitchesOf(tx, final)).find((p) => p.id === score.submissionId);
  if (!pitch) throw fail(404, FINAL_MESSAGES.notAPitch);
  if (pitch.state === 'waiting') throw fail(409, FINAL_MESSAGES.notStarted);
  checkScores(final.rubric, score.scores);
  const stored = await tx
    .insert(reviews)
    .values({
      roundId: final.row.id,
      submissionId: score.submissionId,
      reviewerMobile: score.judge,
      scores: score.scores,
      createdAt: score.now,
      updatedAt: score.now,
    })
    .onConflictDoNothing({ target: [reviews.roundId, reviews.submissionId, reviews.reviewerMobile] })
    .returning({ id: reviews.submissionId });
  return { duplicate: stored.length === 0 };
}
