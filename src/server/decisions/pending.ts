import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DecisionPreview, ReleaseDelivery } from '../../shared/decision-schemas.ts';
import type { OverCap } from '../../shared/over-cap-schema.ts';
import { APPLICANT_CHANGE_MESSAGES } from '../../shared/messages/applicant-changes.ts';
import { DECISION_MESSAGES } from '../../shared/messages/decisions.ts';
import type { ApplicationStatus } from '../../shared/organiser-labels.ts';
import { type TextedStatus, decisionSms } from '../../shared/decision-wordings.ts';
import type { Db } from '../db/client.ts';
import { pendingDecisions, startups, submissions, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { TEXTED_STATUSES } from '../applications/status-sms-queue.ts';
import { applicationStartupName } from '../applications/startup-name.ts';
import { chosenWordings } from '../applications/templates.ts';
import { confirmDeadline } from '../places/places.ts';
import { pendingDigest } from './digest.ts';
import { lockPendingForDecisions } from '../db/lock-order.ts';
import { pendingOverCap } from './over-cap.ts';
import type { SmsLimits } from '../sms/delivery.ts';
import { bulkAllowance, smsSentOn } from '../sms/sms-budget.ts';

type DecisionStatus = DecisionPreview['decisions'][number]['status'];

export interface SetPendingInput {
  ids: string[];
  status: DecisionStatus;
  note: string;
  by: string;
  now: Date;
}

/** How many pending decisions were set, and how far the pending acceptances now overshoot the finalist places. */
export interface SetPendingResult {
  set: number;
  overCap: OverCap | undefined;
}

/**
 * Records `status` as the pending decision of every application in `ids`, replacing any earlier one, in one
 * transaction: an unknown id or an application that already has the status refuses the whole request, so
 * nothing is half set. It takes the same table lock as a release, so a decision lands wholly before or after it.
 * Acceptances beyond the finalist places are set all the same (the organiser may be about to move others away from
 * Accepted), and the answer says by how many, so the organiser learns it now rather than at Release.
 */
export async function setPendingDecisions(db: Db, input: SetPendingInput): Promise<SetPendingResult> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    await lockPendingForDecisions(tx);
    const found = await tx
      .select({ id: submissions.id, status: submissions.status })
      .from(submissions)
      .where(inArray(submissions.id, ids));
    if (found.length !== ids.length) {
      const known = new Set(found.map((f) => f.id));
      throw fail(404, DECISION_MESSAGES.unknownIds, { ids: ids.filter((id) => !known.has(id)) });
    }
    const withdrawn = found.filter((f) => f.status === 'WITHDRAWN').map((f) => f.id);
    if (withdrawn.length) throw fail(409, APPLICANT_CHANGE_MESSAGES.decidedAfterWithdrawal, { ids: withdrawn });
    const same = found.filter((f) => f.status === input.status).map((f) => f.id);
    if (same.length) throw fail(409, DECISION_MESSAGES.alreadyHasStatus, { ids: same });
    const row = { status: input.status, note: input.note, setBy: input.by, setAt: input.now };
    await tx
      .insert(pendingDecisions)
      .values(ids.map((submissionId) => ({ submissionId, ...row })))
      .onConflictDoUpdate({ target: pendingDecisions.submissionId, set: row });
    return { set: ids.length, overCap: await pendingOverCap(tx) };
  });
}

/** Clears the pending decision of one application; answers what it was, or undefined when there was none. */
export async function clearPendingDecision(db: Db, id: string): Promise<{ status: string } | undefined> {
  const [gone] = await db
    .delete(pendingDecisions)
    .where(eq(pendingDecisions.submissionId, id))
    .returning({ status: pendingDecisions.status });
  return gone;
}

/** What the SMS text needs besides the status. */
export interface SmsContext {
  eventName: string;
  siteUrl: string;
}

/**
 * Every pending decision with the applicant it reaches and the message they will get, oldest first, and the digest of
 * them all a release may send back. An acceptance names the deadline it would get if released at `now`.
 */
export async function previewPendingDecisions(
  db: Db,
  ctx: SmsContext & { now: Date; limits: SmsLimits },
): Promise<DecisionPreview> {
  const rows = await db
    .select({
      pending: pendingDecisions,
      currentStatus: submissions.status,
      applicantName: sql<string>`coalesce(nullif(${submissions.answerFullName}, ''), ${users.name})`,
      startupName: applicationStartupName,
      email: sql<string>`coalesce(nullif(${submissions.answerEmail}, ''), ${users.email})`,
    })
    .from(pendingDecisions)
    .innerJoin(submissions, eq(submissions.id, pendingDecisions.submissionId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(startups, eq(startups.userId, users.id))
    .orderBy(asc(pendingDecisions.setAt), asc(pendingDecisions.submissionId));
  const chosen = await chosenWordings(db);
  const overCap = (await pendingOverCap(db)) ?? null;
  const confirmBy = await confirmDeadline(db, ctx.now);
  const preview: DecisionPreview = {
    counts: {},
    ids: {},
    decisions: [],
    digest: pendingDigest(rows.map((r) => r.pending)),
    overCap,
    delivery: { sms: 0, emails: 0, perMinute: 0, leftToday: 0, minutes: 0, laterDays: 0 },
  };
  for (const { pending, currentStatus, applicantName, startupName } of rows) {
    const status = pending.status as DecisionStatus;
    preview.counts[status] = (preview.counts[status] ?? 0) + 1;
    (preview.ids[status] ??= []).push(pending.submissionId);
    preview.decisions.push({
      id: pending.submissionId,
      startupName: startupName ?? '',
      applicantName,
      currentStatus: currentStatus as ApplicationStatus,
      status,
      note: pending.note,
      setBy: pending.setBy,
      setAt: pending.setAt.toISOString(),
      // The release's own rule (status-change.ts), so the preview is the text sent.
      message: TEXTED_STATUSES.has(status)
        ? decisionSms(chosen, status as TextedStatus, ctx, {
            name: applicantName,
            startup: startupName ?? '',
            confirmBy: status === 'ACCEPTED' ? confirmBy : undefined,
          }).text
        : null,
    });
  }
  const texted = rows.filter((r) => TEXTED_STATUSES.has(r.pending.status as ApplicationStatus));
  preview.delivery = {
    ...(await releaseDelivery(db, texted.length, ctx.limits, ctx.now)),
    emails: texted.filter((r) => r.email).length,
  };
  return preview;
}

/**
 * How a release of `sms` texted decisions drains: at SMS_RELEASE_PER_MINUTE, today as far as the budget less the
 * sign-in reserve allows, the rest on the following days (delivery.ts keeps exactly these rules).
 */
async function releaseDelivery(
  db: Db,
  sms: number,
  limits: SmsLimits,
  now: Date,
): Promise<Omit<ReleaseDelivery, 'emails'>> {
  const allowance = bulkAllowance({ daily: limits.smsDailyBudget, signInReserve: limits.smsSigninReserve });
  const leftToday = Math.max(0, allowance - (await smsSentOn(db, now)));
  const today = Math.min(sms, leftToday);
  const perMinute = limits.smsReleasePerMinute;
  return {
    sms,
    perMinute,
    leftToday,
    minutes: Math.ceil(today / perMinute),
    laterDays: Math.ceil((sms - today) / Math.max(1, allowance)),
  };
}
