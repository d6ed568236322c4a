import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DUPLICATE_MESSAGES } from '../../shared/messages/duplicates.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import { DUPLICATES_LISTED, POSSIBLE_DUPLICATES_COUNTED } from '../../shared/organiser-labels.ts';
import { applicationPageOf } from '../../shared/decision-wordings.ts';
import { smsMessage } from '../../shared/sms-message.ts';
import { decisionEmail } from '../../shared/messages/emails.ts';
import { queueEmail } from '../email/outbox.ts';
import type { Db } from '../db/client.ts';
import { lockPendingForWithdrawal } from '../db/lock-order.ts';
import { statusSms, submissionFingerprints, submissions, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { withdrawSubmissionIn } from '../applications/withdraw.ts';
import type { FingerprintKind } from './fingerprints.ts';

/** Another application that looks like one application: from another account, with what they share. */
interface DuplicateLink {
  other: string;
  otherStatus: string;
  otherStartupName: string;
  kinds: FingerprintKind[];
}

/** The look-alikes of one application: the oldest DUPLICATES_LISTED, and how many were found. */
export interface Duplicates {
  links: DuplicateLink[];
  /** Up to POSSIBLE_DUPLICATES_COUNTED: that many means at least that many. */
  counted: number;
}

/**
 * The applications from other accounts that share a fingerprint (startup name, website, file) with application `id`,
 * withdrawn ones included (organisers see what was marked): the oldest DUPLICATES_LISTED with what they share, and
 * how many there are. Each fingerprint reads at most POSSIBLE_DUPLICATES_COUNTED matches from the (kind, value) index,
 * as the list's badge counts them, so an application in a group of thousands costs its page what one of a pair does.
 */
export async function duplicatesOf(db: Db, id: string): Promise<Duplicates> {
  const rows = rowsOf(
    await db.execute(sql`
      select l.other, sb.status as other_status, l.kinds, coalesce(sb.answer_startup_name, '') as other_startup_name,
        count(*) over () as counted
      from (
        select b.other, array_agg(distinct a.kind order by a.kind) as kinds
        from ${submissionFingerprints} a
        join ${submissions} sa on sa.id = a.submission_id
        cross join lateral (
          select f.submission_id as other from ${submissionFingerprints} f
          join ${submissions} sb on sb.id = f.submission_id
          where f.kind = a.kind and f.value = a.value and f.submission_id <> a.submission_id and sb.user_id <> sa.user_id
          limit ${POSSIBLE_DUPLICATES_COUNTED}
        ) b
        where a.submission_id = ${id}
        group by b.other
      ) l
      join ${submissions} sb on sb.id = l.other
      order by sb.created_at, l.other
      limit ${DUPLICATES_LISTED}`),
  );
  return {
    counted: Math.min(Number(rows[0]?.counted ?? 0), POSSIBLE_DUPLICATES_COUNTED),
    links: rows.map((r) => ({
      other: String(r.other),
      otherStatus: String(r.other_status),
      otherStartupName: String(r.other_startup_name),
      kinds: (Array.isArray(r.kinds) ? r.kinds : String(r.kinds).replace(/[{}]/g, '').split(',')) as FingerprintKind[],
    })),
  };
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export interface MarkDuplicateInput {
  submissionId: string;
  of: string;
  note: string;
  by: string;
  now: Date;
  eventName: string;
  siteUrl: string;
}

/**
 * Marks an application a duplicate of another: withdrawn with a note naming it a duplicate (the applicant reads it on
 * /application and gets it by SMS through the outbox), linked to the other, the applicant free to apply again. Only
 * of another application that is still live: not itself, not one withdrawn, not one marked a duplicate. Both rows are
 * locked in one statement, in id order (so two marks never wait on each other in a cycle), before either is judged:
 * two marks at once, of the same application or of each other, are taken one after the other, and the second sees
 * what the first did.
 */
export async function markDuplicate(db: Db, input: MarkDuplicateInput): Promise<void> {
  if (input.submissionId === input.of) throw fail(400, DUPLICATE_MESSAGES.sameApplication);
  await db.transaction(async (tx) => {
    // It is withdrawn below: the pending-decisions table before the rows (db/lock-order.ts), as a release takes them.
    await lockPendingForWithdrawal(tx);
    const locked = await tx
      .select({
        id: submissions.id,
        status: submissions.status,
        userId: submissions.userId,
        of: submissions.duplicateOf,
      })
      .from(submissions)
      .where(inArray(submissions.id, [input.submissionId, input.of]))
      .orderBy(asc(submissions.id))
      .for('update');
    const current = locked.find((s) => s.id === input.submissionId);
    const other = locked.find((s) => s.id === input.of);
    if (!current) throw fail(404, ORGANISER_MESSAGES.notFound);
    if (!other) throw fail(404, DUPLICATE_MESSAGES.otherNotFound);
    if (current.status === 'WITHDRAWN') throw fail(409, DUPLICATE_MESSAGES.alreadyWithdrawn);
    if (other.of) throw fail(409, DUPLICATE_MESSAGES.otherIsDuplicate);
    if (other.status === 'WITHDRAWN') throw fail(409, DUPLICATE_MESSAGES.otherWithdrawn);
    const [applicant] = await tx
      .select({
        mobile: users.mobile,
        name: sql<string>`coalesce(nullif(${submissions.answerFullName}, ''), ${users.name})`,
        startup: sql<string>`coalesce(${submissions.answerStartupName}, '')`,
        email: sql<string>`coalesce(nullif(${submissions.answerEmail}, ''), ${users.email})`,
      })
      .from(users)
      .innerJoin(submissions, eq(submissions.id, input.submissionId))
      .where(eq(users.id, current.userId));
    const note = DUPLICATE_MESSAGES.applicantNote(input.note);
    const changeId = await withdrawSubmissionIn(tx, input.submissionId, input.now, note, input.by);
    await tx.update(submissions).set({ duplicateOf: input.of }).where(eq(submissions.id, input.submissionId));
    await tx
      .update(users)
      .set({ isApplicationSubmitted: false, updatedAt: input.now })
      .where(eq(users.id, current.userId));
    await tx.insert(statusSms).values({
      statusChangeId: changeId,
      mobile: applicant!.mobile,
      ...smsMessage('WITHDRAWN_DUPLICATE', input.eventName, { link: applicationPageOf(input.siteUrl) }),
      nextAttemptAt: input.now,
      createdAt: input.now,
    });
    if (applicant!.email) {
      const mail = decisionEmail({
        ...input,
        status: 'WITHDRAWN',
        name: applicant!.name,
        startup: applicant!.startup,
        note,
        link: applicationPageOf(input.siteUrl),
      });
      await queueEmail(tx, `decision:${changeId}`, { to: applicant!.email, ...mail }, input.now);
    }
  });
}

/**
 * How many live applications from other accounts look like each of `ids`, up to POSSIBLE_DUPLICATES_COUNTED: the
 * badge in the organisers' list. Each fingerprint of the page's applications reads at most that many matches (live,
 * another account's) from the (kind, value) index, so a row of a group of thousands costs what a row of a pair does;
 * a count that reaches the cap means at least that many. Counts only: no answers are read.
 */
export async function duplicateCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute(sql`
    select a.submission_id as id, least(count(distinct m.other), ${POSSIBLE_DUPLICATES_COUNTED})::int as n
    from ${submissionFingerprints} a
    join ${submissions} sa on sa.id = a.submission_id
    cross join lateral (
      select f.submission_id as other from ${submissionFingerprints} f
      join ${submissions} sb on sb.id = f.submission_id
      where f.kind = a.kind and f.value = a.value and f.submission_id <> a.submission_id
        and sb.user_id <> sa.user_id and sb.status <> 'WITHDRAWN'
      limit ${POSSIBLE_DUPLICATES_COUNTED}
    ) m
    where a.submission_id in ${ids}
    group by a.submission_id`);
  return new Map(rowsOf(rows).map((r) => [String(r.id), Number(r.n)]));
}
