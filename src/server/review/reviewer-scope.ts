import { type SQL, sql } from 'drizzle-orm';
import { reviewAssignments, reviews, submissions } from '../db/schema.ts';
import type { Role } from '../../shared/organiser-schemas.ts';
import { mayReview, refusedReviews } from './conflict-rule.ts';
import { currentRoundId, inRound } from './rounds.ts';

/** Who is looking: their role and, for reviewers, whose reviews are their own. */
export interface Viewer {
  role: Role;
  mobile: string;
}

/**
 * The applications that are `mobile`'s to review, as a condition on `submissions`: of the current round's
 * applications (rounds.ts), the ones assigned to them in it, or every one while nothing at all is assigned in it yet (a small event needs no assignment); never one the conflict rule
 * (conflict-rule.ts: declared or found automatically) keeps from them. Decided in the database, so a list, one
 * application, a file, a signed link, the export and the queue all apply the same rule, and a page of 50 costs the
 * same as one row. `id` is the submission's id as the query names it (an aliased table's, in the list's own SQL).
 */
export const assignedTo = (mobile: string, id: SQL = sql`${submissions.id}`): SQL => sql`(
  ${inRound(currentRoundId, id)}
  and (
    not exists (select 1 from ${reviewAssignments} a0 where a0.round_id = ${currentRoundId})
    or exists (select 1 from ${reviewAssignments} a
      where a.round_id = ${currentRoundId} and a.submission_id = ${id} and a.reviewer_mobile = ${mobile})
  )
  and ${mayReview(sql`${mobile}`, id)})`;

/**
 * What `viewer` may open, as a condition on `submissions` (undefined: everything). Organisers see every
 * application; a reviewer only those `assignedTo` them, and anything else answers 404 as if it did not exist.
 */
export const reviewerScope = (viewer: Viewer, id?: SQL): SQL | undefined =>
  viewer.role === 'ORGANISER' ? undefined : assignedTo(viewer.mobile, id);

/** A review that counts towards scores: one its reviewer may write (conflict-rule.ts), whoever they are. */
export const countedReview: SQL = mayReview(sql`${reviews.reviewerMobile}`, sql`${reviews.submissionId}`);

/** `countedReview` for a query over every review (the scores): the refused ones found in one pass. */
export const countedReviews: SQL = sql`(${reviews.submissionId}, ${reviews.reviewerMobile}) not in ${refusedReviews}`;

/** An application still in the running: a withdrawn one leaves assignment and every reviewer's queue. */
export const liveApplication: SQL = sql`${submissions.status} <> 'WITHDRAWN'`;
