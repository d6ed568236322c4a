import { sql } from 'drizzle-orm';
import { formatIst, istDay } from '../../shared/india-time.ts';
import { STAFF_MESSAGES } from '../../shared/messages/staff.ts';
import type { DbOrTx } from '../db/client.ts';
import { reviewAssignments, reviews, staffSms, submissions } from '../db/schema.ts';
import type { StaffDirectory } from '../deps.ts';
import { fail } from '../errors.ts';
import { mayReview } from './conflict-rule.ts';
import { reviewerPool } from './assignment.ts';
import type { openRound } from './staff-members.ts';

type OpenRound = Awaited<ReturnType<typeof openRound>>;

/**
 * "Remind everyone behind": queues one REVIEWER_REMINDER SMS, naming the open round's deadline, to each reviewer with
 * an application of the open round still to review (assigned to them, not withdrawn, not one the conflict rule keeps
 * from them, no review of theirs yet). One INSERT ... SELECT under a key per reviewer and India day, so a reviewer is
 * reminded at most once a day whoever asks, from whichever process, however often. Answers how many were queued.
 */
export async function remindReviewersBehind(
  db: DbOrTx,
  roles: StaffDirectory,
  round: OpenRound,
  now: Date,
): Promise<number> {
  if (!round) throw fail(409, STAFF_MESSAGES.noOpenRound);
  if (!round.closesAt) throw fail(409, STAFF_MESSAGES.noDeadline);
  const pool = reviewerPool(roles);
  if (pool.length === 0) return 0;
  const day = istDay(now);
  const a = reviewAssignments;
  const res = (await db.execute(sql`insert into ${staffSms} (key, mobile, wording, date, created_at, sms_due_at)
    select 'reminder:' || behind.mobile || ':' || ${day}, behind.mobile, 'REVIEWER_REMINDER',
      ${formatIst(round.closesAt)}, ${now}, ${now}
    from (select distinct ${a.reviewerMobile} as mobile from ${a}
      join ${submissions} on ${submissions.id} = ${a.submissionId}
      where ${a.roundId} = ${round.id}
        and ${a.reviewerMobile} in (${sql.join(
          pool.map((m) => sql`${m}`),
          sql`, `,
        )})
        and ${submissions.status} <> 'WITHDRAWN'
        and not exists (select 1 from ${reviews} r where r.round_id = ${a.roundId}
          and r.submission_id = ${a.submissionId} and r.reviewer_mobile = ${a.reviewerMobile})
        and ${mayReview(sql`${a.reviewerMobile}`, sql`${a.submissionId}`)}) behind
    on conflict (key) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return res.rows.length;
}
