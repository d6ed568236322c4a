import { inArray } from 'drizzle-orm';
import type { DecisionPreview, ReleaseRequest } from '../../shared/decision-schemas.ts';
import { DECISION_MESSAGES } from '../../shared/messages/decisions.ts';
import { DECISION_STATUSES } from '../../shared/organiser-labels.ts';
import type { Db } from '../db/client.ts';
import { pendingDecisions, submissions } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { applyStatusChange } from '../applications/status-change.ts';
import { lockPlaces } from '../places/places.ts';
import { pendingDigest } from './digest.ts';
import { lockPendingForDecisions } from '../db/lock-order.ts';
import { pendingOverCap } from './over-cap.ts';
import type { SmsContext } from './pending.ts';
import { attachFeedback } from './feedback-release.ts';

type Counts = DecisionPreview['counts'];
type DecisionStatus = (typeof DECISION_STATUSES)[number];

const countsMatch = (actual: Counts, expected: Record<string, number>) =>
  DECISION_STATUSES.every((s) => (actual[s] ?? 0) === (expected[s] ?? 0));

export interface ReleaseResult {
  /** Applications moved to their pending status (history written, SMS queued where texted). */
  released: Counts;
  /** Applications that already had their pending status, or were withdrawn, when released: cleared unchanged. */
  unchanged: string[];
  /** With `withFeedback`: how many released decisions carry feedback reasons (those whose reviewers ticked some). */
  feedback?: number;
}

/**
 * Releases every pending decision in one transaction, only when the counts per status are exactly `expect` (what the
 * organiser previewed) and, when the request sends the preview's digest, exactly the decisions previewed (ids,
 * statuses and notes); otherwise 409 with the current counts and nothing changes. The table lock
 * makes the count and the release one step: of two releases at once, from any processes, the second waits,
 * then finds nothing pending and is refused. Each change goes through the status history and its SMS through
 * the one status-SMS outbox. Acceptances beyond the finalist places refuse the whole release (409 naming how many,
 * nothing changes), counted as the preview counts them (over-cap.ts). With `withFeedback`, each decision carries the
 * feedback reasons its reviewers ticked (feedback-release.ts).
 */
export async function releasePendingDecisions(
  db: Db,
  seen: ReleaseRequest,
  ctx: SmsContext & { by: string; now: Date },
): Promise<ReleaseResult> {
  return db.transaction(async (tx) => {
    // In the one lock order (db/lock-order.ts): the table, the places, then each application's row in
    // applyStatusChange.
    await lockPendingForDecisions(tx);
    // An acceptance over the places refuses the whole release.
    await lockPlaces(tx);
    const pending = await tx.select().from(pendingDecisions);
    const counts: Counts = {};
    for (const p of pending) counts[p.status as DecisionStatus] = (counts[p.status as DecisionStatus] ?? 0) + 1;
    if (!countsMatch(counts, seen.expect)) {
      throw fail(409, pending.length ? DECISION_MESSAGES.countsChanged : DECISION_MESSAGES.nothingPending, {
        counts,
      });
    }
    if (!pending.length) throw fail(409, DECISION_MESSAGES.nothingPending, { counts });
    if (seen.previewDigest !== undefined && seen.previewDigest !== pendingDigest(pending)) {
      throw fail(409, DECISION_MESSAGES.previewChanged, { counts });
    }
    // Counted before the rows go (over-cap.ts reads them), with the same rule the preview warned with.
    const overCap = await pendingOverCap(tx);
    if (overCap) throw fail(409, DECISION_MESSAGES.releaseOverCap(overCap), { counts, overCap });
    await tx.delete(pendingDecisions);
    const current = await tx
      .select({ id: submissions.id, status: submissions.status })
      .from(submissions)
      .where(
        inArray(
          submissions.id,
          pending.map((p) => p.submissionId),
        ),
      );
    const statusOf = new Map(current.map((r) => [r.id, r.status]));
    const result: ReleaseResult = { released: {}, unchanged: [] };
    // Moves away from Accepted first: the places they free are there for the acceptances, as over-cap.ts counts.
    const acceptancesLast = [...pending].sort(
      (a, b) => Number(a.status === 'ACCEPTED') - Number(b.status === 'ACCEPTED'),
    );
    for (const p of acceptancesLast) {
      // Already there, or withdrawn by the applicant since it was set (a withdrawn application takes no decision).
      if (statusOf.get(p.submissionId) === p.status || statusOf.get(p.submissionId) === 'WITHDRAWN') {
        result.unchanged.push(p.submissionId);
        continue;
      }
      const status = p.status as DecisionStatus;
      const changeId = await applyStatusChange(tx, {
        submissionId: p.submissionId,
        status,
        note: p.note,
        by: ctx.by,
        now: ctx.now,
        eventName: ctx.eventName,
        siteUrl: ctx.siteUrl,
      });
      result.released[status] = (result.released[status] ?? 0) + 1;
      if (seen.withFeedback && (await attachFeedback(tx, p.submissionId, changeId))) {
        result.feedback = (result.feedback ?? 0) + 1;
      }
    }
    if (seen.withFeedback) result.feedback ??= 0;
    return result;
  });
}
