import { and, eq, sql } from 'drizzle-orm';
import type { Interest } from '../../shared/interest-schemas.ts';
import type { Db } from '../db/client.ts';
import { reviewAssignments, reviewInterests, submissions } from '../db/schema.ts';
import { assignedTo, liveApplication } from './reviewer-scope.ts';
import { currentRoundId } from './rounds.ts';

interface Marking {
  submissionId: string;
  mobile: string;
  /** null takes the interest back. */
  interest: Interest | null;
  now: Date;
}

/**
 * Marks `mobile`'s interest in application `submissionId` in the current round, or takes it back. One statement each,
 * which also checks the reviewer may open the application (a live one of the current round, theirs to review): false
 * when they may not, so the route answers 404 as for any application they cannot see.
 */
export async function markInterest(db: Db, m: Marking): Promise<boolean> {
  const theirs = sql`exists (select 1 from ${submissions} where ${submissions.id} = ${m.submissionId}
    and ${liveApplication} and ${assignedTo(m.mobile)})`;
  if (m.interest === null) {
    // Taking back an interest never marked changes nothing, and is not an error if the application is theirs.
    await db
      .delete(reviewInterests)
      .where(
        and(
          sql`${reviewInterests.roundId} = ${currentRoundId}`,
          eq(reviewInterests.submissionId, m.submissionId),
          eq(reviewInterests.reviewerMobile, m.mobile),
        ),
      );
    const result = await db.execute(sql`select ${theirs} as theirs`);
    return (result as unknown as { rows: { theirs: boolean }[] }).rows[0]?.theirs === true;
  }
  const result = await db.execute(sql`insert into ${reviewInterests}
      (round_id, submission_id, reviewer_mobile, interest, marked_at)
    select ${currentRoundId}, ${m.submissionId}, ${m.mobile}, ${m.interest}, ${m.now}
    where ${theirs}
    on conflict (round_id, submission_id, reviewer_mobile)
      do update set interest = excluded.interest, marked_at = excluded.marked_at
    returning 1 as marked`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Every interest marked in round `roundId`, by application and reviewer, for automatic assignment. */
export async function interestsInRound(db: Db, roundId: number): Promise<Map<string, Interest>> {
  const rows = await db
    .select({
      submissionId: reviewInterests.submissionId,
      mobile: reviewInterests.reviewerMobile,
      interest: reviewInterests.interest,
    })
    .from(reviewInterests)
    .where(eq(reviewInterests.roundId, roundId));
  return new Map(rows.map((r) => [interestKey(r.submissionId, r.mobile), r.interest as Interest]));
}

/** The key of one application and one reviewer in `interestsInRound`'s answer. */
export const interestKey = (submissionId: string, mobile: string) => `${submissionId} ${mobile}`;

/**
 * `mobile`'s interest in application `id` in the current round, while that round has no assignment yet (null: not
 * marked): the question is for before assignment. Once the round has assignments, undefined: pages no longer ask it.
 */
export async function interestWhileBidding(db: Db, mobile: string, id: string): Promise<Interest | null | undefined> {
  const result = await db.execute(sql`select
      exists (select 1 from ${reviewAssignments} a where a.round_id = ${currentRoundId}) as assigned,
      (select i.interest from ${reviewInterests} i where i.round_id = ${currentRoundId}
        and i.submission_id = ${id} and i.reviewer_mobile = ${mobile}) as interest`);
  const [row] = (result as unknown as { rows: { assigned: boolean; interest: Interest | null }[] }).rows;
  return row?.assigned ? undefined : (row?.interest ?? null);
}
