import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FeedbackReason, FeedbackReasonsRequest } from '../../shared/feedback-schemas.ts';
import { DEFAULT_FEEDBACK_REASONS, FEEDBACK_MESSAGES } from '../../shared/messages/feedback.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { appSettings, feedbackReasons, reviewFeedbackReasons } from '../db/schema.ts';
import { fail } from '../errors.ts';

/** The app_settings row that says the defaults were seeded once: an organiser emptying the list keeps it empty. */
const SEEDED = 'feedbackReasonsSeeded';

/**
 * Start-up: the default reasons, once per database. The marker row's insert decides which process seeds, so two
 * processes starting together never seed twice.
 */
export async function ensureFeedbackReasons(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const first = await tx
      .insert(appSettings)
      .values({ name: SEEDED, value: true, updatedAt: now, updatedBy: 'content' })
      .onConflictDoNothing()
      .returning({ name: appSettings.name });
    if (first.length === 0) return;
    await tx
      .insert(feedbackReasons)
      .values(
        DEFAULT_FEEDBACK_REASONS.map((label, position) => ({ label, position, updatedAt: now, updatedBy: 'content' })),
      );
  });
}

/** The list in its order. */
export const readFeedbackReasons = (db: DbOrTx): Promise<FeedbackReason[]> =>
  db
    .select({ id: feedbackReasons.id, label: feedbackReasons.label })
    .from(feedbackReasons)
    .orderBy(asc(feedbackReasons.position), asc(feedbackReasons.id));

/**
 * PUT /api/organiser/feedback-reasons: the list becomes `reasons`, in their order; one with an id is renamed or moved,
 * one without is added, one left out is deleted. Saves take turns (the table lock); an id no longer on the list is a
 * 409. Deleting a reason ticked in a review fails on the database's own reference (RESTRICT), which the caller turns
 * into a 409 naming it (`usedReasonAmong`) once this transaction has rolled back.
 */
export async function saveFeedbackReasons(
  tx: DbOrTx,
  { reasons }: FeedbackReasonsRequest,
  by: string,
  now: Date,
): Promise<FeedbackReason[]> {
  await tx.execute(sql`lock table ${feedbackReasons} in share row exclusive mode`);
  const current = await readFeedbackReasons(tx);
  const known = new Set(current.map((r) => r.id));
  if (reasons.some((r) => r.id && !known.has(r.id))) throw fail(409, FEEDBACK_MESSAGES.unknownReason);
  const kept = reasons.flatMap((r) => (r.id ? [r.id] : []));
  await tx.delete(feedbackReasons).where(kept.length ? notInArray(feedbackReasons.id, kept) : undefined);
  for (const [position, r] of reasons.entries()) {
    if (r.id) {
      await tx
        .update(feedbackReasons)
        .set({ label: r.label, position, updatedAt: now, updatedBy: by })
        .where(eq(feedbackReasons.id, r.id));
    } else {
      await tx.insert(feedbackReasons).values({ label: r.label, position, updatedAt: now, updatedBy: by });
    }
  }
  return readFeedbackReasons(tx);
}

/** Of the reasons `reasons` leaves out, the first that a review ticks: what a refused save names. */
export async function usedReasonAmong(db: Db, { reasons }: FeedbackReasonsRequest): Promise<string | undefined> {
  const kept = reasons.flatMap((r) => (r.id ? [r.id] : []));
  const [used] = await db
    .select({ label: feedbackReasons.label })
    .from(feedbackReasons)
    .where(
      and(
        kept.length ? notInArray(feedbackReasons.id, kept) : undefined,
        sql`exists (select 1 from ${reviewFeedbackReasons} where ${reviewFeedbackReasons.reasonId} = ${feedbackReasons.id})`,
      ),
    )
    .orderBy(asc(feedbackReasons.position))
    .limit(1);
  return used?.label;
}

/**
 * The reasons a review ticks become `ids` (a list of at most three, checked by the schema). The reasons are read with
 * FOR KEY SHARE, so none can be deleted before this transaction ends; one not on the list is a 400. Called after the
 * review's own row is written, whose lock makes two saves of one review take turns.
 */
export async function saveTickedReasons(
  tx: DbOrTx,
  review: { roundId: number; submissionId: string; reviewerMobile: string },
  ids: number[],
): Promise<void> {
  if (ids.length) {
    const found = await tx
      .select({ id: feedbackReasons.id })
      .from(feedbackReasons)
      .where(inArray(feedbackReasons.id, ids))
      .for('key share');
    if (found.length !== ids.length) throw fail(400, FEEDBACK_MESSAGES.unknownReason);
  }
  await tx
    .delete(reviewFeedbackReasons)
    .where(
      and(
        eq(reviewFeedbackReasons.roundId, review.roundId),
        eq(reviewFeedbackReasons.submissionId, review.submissionId),
        eq(reviewFeedbackReasons.reviewerMobile, review.reviewerMobile),
      ),
    );
  if (ids.length) await tx.insert(reviewFeedbackReasons).values(ids.map((reasonId) => ({ ...review, reasonId })));
}

/** The ids `mobile` ticked in their review of `submissionId` in `roundId`. */
export async function tickedBy(db: DbOrTx, roundId: number, submissionId: string, mobile: string): Promise<number[]> {
  const rows = await db
    .select({ id: reviewFeedbackReasons.reasonId })
    .from(reviewFeedbackReasons)
    .innerJoin(feedbackReasons, eq(feedbackReasons.id, reviewFeedbackReasons.reasonId))
    .where(
      and(
        eq(reviewFeedbackReasons.roundId, roundId),
        eq(reviewFeedbackReasons.submissionId, submissionId),
        eq(reviewFeedbackReasons.reviewerMobile, mobile),
      ),
    )
    .orderBy(asc(feedbackReasons.position));
  return rows.map((r) => r.id);
}

/**
 * Per application of `ids`, how many reviewers ticked each reason, in any round (a reviewer counted once per reason);
 * reasons nobody ticked are absent.
 */
export async function reasonCounts(db: DbOrTx, ids: string[]): Promise<Map<string, Map<number, number>>> {
  const out = new Map<string, Map<number, number>>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      submissionId: reviewFeedbackReasons.submissionId,
      reasonId: reviewFeedbackReasons.reasonId,
      count: sql<number>`count(distinct ${reviewFeedbackReasons.reviewerMobile})::int`,
    })
    .from(reviewFeedbackReasons)
    .where(inArray(reviewFeedbackReasons.submissionId, ids))
    .groupBy(reviewFeedbackReasons.submissionId, reviewFeedbackReasons.reasonId);
  for (const r of rows) {
    const of = out.get(r.submissionId) ?? new Map<number, number>();
    of.set(r.reasonId, Number(r.count));
    out.set(r.submissionId, of);
  }
  return out;
}

/** The distinct reasons the reviewers of `submissionId` ticked, in the list's order, worded as they are now. */
export async function releasableReasons(db: DbOrTx, submissionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ label: feedbackReasons.label, position: feedbackReasons.position, id: feedbackReasons.id })
    .from(reviewFeedbackReasons)
    .innerJoin(feedbackReasons, eq(feedbackReasons.id, reviewFeedbackReasons.reasonId))
    .where(eq(reviewFeedbackReasons.submissionId, submissionId))
    .orderBy(asc(feedbackReasons.position), asc(feedbackReasons.id));
  return rows.map((r) => r.label);
}
