import type { ReviewRequest } from '../../shared/organiser-schemas.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import { ASSIGNMENT_MESSAGES } from '../../shared/messages/review-assignment.ts';
import { reviews } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';
import { openApplication } from './application-for-viewer.ts';
import type { Viewer } from './reviewer-scope.ts';
import { conflictOf } from './conflict-rule.ts';

/**
 * PUT /api/organiser/submissions/:id/review: the viewer's review of one application, stored or replaced. Every
 * criterion of the rubric and no other (400); only on an application that is the viewer's to review (404, as if it
 * did not exist) and that the conflict rule lets them review (409 for an organiser, who sees every application).
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
  const known = new Set(deps.rubric.criteria.map((k) => k.id));
  if (Object.keys(scores).some((k) => !known.has(k))) throw fail(400, ORGANISER_MESSAGES.unknownCriterion);
  if ([...known].some((k) => scores[k] === undefined)) throw fail(400, ORGANISER_MESSAGES.missingCriterion);
  await openApplication(db, id, viewer);
  const conflict = await conflictOf(db, id, viewer.mobile);
  if (conflict) throw fail(409, ASSIGNMENT_MESSAGES.ownConflict(conflict));
  const now = deps.now();
  // One atomic upsert on (submission, reviewer): concurrent saves from any process leave exactly one row.
  await db
    .insert(reviews)
    .values({ submissionId: id, reviewerMobile: viewer.mobile, scores, comment, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [reviews.submissionId, reviews.reviewerMobile],
      set: { scores, comment, updatedAt: now },
    });
}
