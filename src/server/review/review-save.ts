import type { ReviewRequest, Rubric } from '../../shared/organiser-schemas.ts';
import { ROUND_MESSAGES } from '../../shared/messages/rounds.ts';
import { FINAL_MESSAGES } from '../../shared/messages/final.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import { ASSIGNMENT_MESSAGES } from '../../shared/messages/review-assignment.ts';
import { and, eq, sql } from 'drizzle-orm';
import { reviews, submissions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';
import { openApplication } from './application-for-viewer.ts';
import type { Viewer } from './reviewer-scope.ts';
import { conflictOf } from './conflict-rule.ts';
import { roundForReview } from './round-for-review.ts';
import { inRound } from './rounds.ts';
import { saveTickedReasons } from './feedback-reasons.ts';

/**
 * PUT /api/organiser/submissions/:id/review: the viewer's review of one application in the open round (409 when none
 * is, or when the application was not carried into it), stored or replaced, with the feedback reasons it ticks. Every criterion of the round's rubric and
 * no other, each on its scale (400); only on an application that is the viewer's to review (404, as if it did not
 * exist) and that the conflict rule lets them review (409 for an organiser, who sees every application).
 * Written with `db`: the caller's transaction, which also holds the review's audit entry.
 */
export async function saveReview(
  db: Db,
  deps: Pick<ApiDeps, 'rubric' | 'now'>,
  id: string,
  viewer: Viewer,
  review: ReviewRequest,
): Promise<void> {
  const { scores, comment } = review;
  const now = deps.now();
  await openApplication(db, id, viewer);
  const round = await roundForReview(db, deps.rubric, now);
  if (round.kind === 'final') throw fail(409, FINAL_MESSAGES.notForReview);
  // Organisers open every application: one not carried into the open round is not theirs to score in it either.
  const [inIt] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, id), inRound(sql`${round.id}::int`)));
  if (!inIt) throw fail(409, ROUND_MESSAGES.notInRound(round.name));
  checkScores(round.rubric, scores);
  const conflict = await conflictOf(db, id, viewer.mobile);
  if (conflict) throw fail(409, ASSIGNMENT_MESSAGES.ownConflict(conflict));
  // One atomic upsert on (round, submission, reviewer): concurrent saves from any process leave exactly one row.
  await db
    .insert(reviews)
    .values({
      roundId: round.id,
      submissionId: id,
      reviewerMobile: viewer.mobile,
      scores,
      comment,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [reviews.roundId, reviews.submissionId, reviews.reviewerMobile],
      set: { scores, comment, updatedAt: now },
    });
  if (review.reasons) {
    await saveTickedReasons(db, { roundId: round.id, submissionId: id, reviewerMobile: viewer.mobile }, review.reasons);
  }
}

/** Every criterion of the rubric and no other, each a whole number on its own scale (400 otherwise). */
export function checkScores(rubric: Rubric, scores: Record<string, number>): void {
  const known = new Set(rubric.criteria.map((k) => k.id));
  if (Object.keys(scores).some((k) => !known.has(k))) throw fail(400, ORGANISER_MESSAGES.unknownCriterion);
  if ([...known].some((k) => scores[k] === undefined)) throw fail(400, ORGANISER_MESSAGES.missingCriterion);
  for (const c of rubric.criteria) {
    const s = scores[c.id]!;
    if (!Number.isInteger(s) || s < c.min || s > c.max) throw fail(400, ROUND_MESSAGES.scoreRange(c.min, c.max));
  }
}
