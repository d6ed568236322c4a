import { interestKey, interestsInRound } from './interests.ts';
import { and, eq, sql } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES } from '../../shared/messages/review-assignment.ts';
import type { SubmissionDetail } from '../../shared/organiser-schemas.ts';
import type { ApiDeps } from '../deps.ts';
import { reviewComments, reviews } from '../db/schema.ts';
import { fail } from '../errors.ts';
import type { Application } from './application-for-viewer.ts';
import type { Viewer } from './reviewer-scope.ts';
import { reviewerPool } from './assignment.ts';
import { assigneesOf, commentsOf, conflictsOf } from './assignment-views.ts';
import type { ScoredReview } from './scores.ts';
import { staffNames } from '../staff/staff-names.ts';
import { REVIEWER_LABELS } from '../../shared/messages/api.ts';
import { maySeeOthersScores } from './reviewer-visibility.ts';
import { type ActiveRound, currentRoundId } from './rounds.ts';

type DetailFields = Pick<SubmissionDetail['submission'], 'assignees' | 'conflicts' | 'comments' | 'reviewers'>;

/**
 * What one application's detail adds for `viewer` beyond the answers: (organisers) its assignees and conflicts in
 * `round`; the discussion; and whether the others' reviews show. A reviewer gets the others' reviews when the round's
 * visibility says (by default once their own review is saved, so the first opinion stays their own), and the
 * discussion once their own review is saved.
 */
export async function reviewerDetailExtras(
  deps: ApiDeps,
  a: Application,
  viewer: Viewer,
  scored: ScoredReview[],
  round: ActiveRound,
) {
  const id = a.submission.id;
  const organiser = viewer.role === 'ORGANISER';
  const own = scored.filter((r) => r.submissionId === id);
  const ownSaved = own.some((r) => r.reviewerMobile === viewer.mobile);
  const othersVisible = maySeeOthersScores(viewer.role, round.visibility, ownSaved);
  const comments = organiser || ownSaved ? await commentsOf(deps.db, id) : [];
  const nameOf = await staffNames(
    deps.db,
    comments.map((c) => c.authorMobile),
  );
  const others = own.map((r) => r.reviewerMobile).filter((m) => m !== viewer.mobile);
  const reviewerLabel = (mobile: string) =>
    mobile === viewer.mobile ? REVIEWER_LABELS.you : REVIEWER_LABELS.other(others.indexOf(mobile) + 1);
  // Organisers read who wrote what; a reviewer reads the discussion as they read the reviews (You, Reviewer 2), and
  // an organiser's comment as the organisers': never a colleague's name or number.
  const authorFor = (mobile: string) =>
    organiser ? nameOf(mobile) : deps.roles.organisers.has(mobile) ? REVIEWER_LABELS.organiser : reviewerLabel(mobile);
  const fields: DetailFields = {
    comments: comments.map((c) => ({ author: authorFor(c.authorMobile), text: c.text, at: c.createdAt.toISOString() })),
  };
  if (organiser) {
    const staffNameOf = await staffNames(deps.db, [...deps.roles.reviewers, ...deps.roles.organisers]);
    fields.assignees = await assigneesOf(deps.db, round.id, id, staffNameOf);
    fields.conflicts = await conflictsOf(deps.db, id, deps.roles, staffNameOf);
    const interests = await interestsInRound(deps.db, round.id);
    fields.reviewers = reviewerPool(deps.roles).map((mobile) => {
      const interest = interests.get(interestKey(id, mobile));
      return { mobile, name: staffNameOf(mobile), ...(interest ? { interest } : {}) };
    });
  }
  return {
    othersVisible,
    /** How a reviewer sees who wrote a review: 'You', or 'Reviewer 2' for the others (their scores, not who). */
    reviewerLabel,
    fields,
  };
}

/**
 * Adds `text` by `viewer` to the discussion of `submissionId`. A reviewer joins it only once their own review in the
 * current round is saved (409 before), as they only read it then.
 */
export async function addComment(deps: ApiDeps, submissionId: string, viewer: Viewer, text: string): Promise<void> {
  if (viewer.role !== 'ORGANISER') {
    const [own] = await deps.db
      .select({ id: reviews.submissionId })
      .from(reviews)
      .where(
        and(
          sql`${reviews.roundId} = ${currentRoundId}`,
          eq(reviews.submissionId, submissionId),
          eq(reviews.reviewerMobile, viewer.mobile),
        ),
      );
    if (!own) throw fail(409, ASSIGNMENT_MESSAGES.reviewFirst);
  }
  await deps.db
    .insert(reviewComments)
    .values({ submissionId, authorMobile: viewer.mobile, text, createdAt: deps.now() });
}
