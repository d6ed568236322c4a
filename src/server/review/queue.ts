import { and, asc, sql } from 'drizzle-orm';
import type { QueueNext } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { reviews, submissions } from '../db/schema.ts';
import { assignedTo, countedReview, liveApplication } from './reviewer-scope.ts';
import { currentRoundId } from './rounds.ts';

/**
 * The caller's next application to review in the current round: one of theirs (see `assignedTo`) they have not reviewed, the one with
 * the fewest reviews first (then the oldest), so every application reaches its reviews before any gets extra;
 * with how many of theirs they have done.
 */
export async function nextInQueue(db: Db, mobile: string): Promise<QueueNext> {
  const reviewedByMe = sql`exists (select 1 from ${reviews} r
    where r.round_id = ${currentRoundId} and r.submission_id = ${submissions.id} and r.reviewer_mobile = ${mobile})`;
  const reviewCount = sql`(select count(*) from ${reviews} where ${reviews.roundId} = ${currentRoundId}
    and ${reviews.submissionId} = ${submissions.id} and ${countedReview})`;
  const [[next], [progress]] = await Promise.all([
    db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(assignedTo(mobile), liveApplication, sql`not ${reviewedByMe}`))
      .orderBy(reviewCount, asc(submissions.createdAt), asc(submissions.id))
      .limit(1),
    db
      .select({ total: sql<number>`count(*)::int`, done: sql<number>`count(*) filter (where ${reviewedByMe})::int` })
      .from(submissions)
      .where(and(assignedTo(mobile), liveApplication)),
  ]);
  return { submissionId: next?.id ?? null, done: Number(progress?.done ?? 0), total: Number(progress?.total ?? 0) };
}
