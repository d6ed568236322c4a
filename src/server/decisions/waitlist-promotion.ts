import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Rubric } from '../../shared/organiser-schemas.ts';
import { appendAudit } from '../audit/audit.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { placeConfirmations, submissions } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { logSafe } from '../log-safe.ts';
import { scoreBoard } from '../review/score-board.ts';
import { currentRound } from '../review/rounds.ts';
import { applyStatusChange } from '../applications/status-change.ts';
import { GIVEN_UP, lockPlaces, placesTaken } from '../places/places.ts';
import { readPlaceSettings } from '../places/settings.ts';

/** Who the status history and the audit log name for what the server does on its own. */
const SYSTEM = 'system';

export interface SweepResult {
  /** Applications whose deadline passed unanswered in this sweep. */
  lapsed: string[];
  /** Each place handed on in this sweep, and the application promoted into it (null: nobody waiting, or no room). */
  handedOn: { from: string; to: string | null }[];
}

type Ranked = { id: string; createdAt: Date };

/** The waitlist best first: normalised score, then weighted score, then the earlier submission; unscored last. */
function rankWaitlist(waiting: Ranked[], scores: Awaited<ReturnType<typeof scoreBoard>>['byApplication']): Ranked[] {
  const key = (id: string) => scores.get(id) ?? { normalised: -Infinity, weighted: -Infinity };
  return [...waiting].sort(
    (a, b) =>
      key(b.id).normalised - key(a.id).normalised ||
      key(b.id).weighted - key(a.id).weighted ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
}

/**
 * Honours the deadlines and hands on every place given up, in one transaction under the places lock, so of several
 * processes sweeping at once one does each step and the others find it done: waiting places whose deadline passed
 * are marked LAPSED; each place declined, lapsed or withdrawn and not yet handed on is claimed (handedOnAt) and, while
 * fewer than finalistPlaces are taken, the best waitlisted application is accepted into it by the system, with its
 * own deadline, its history row, its SMS queued and an audit entry.
 */
export async function sweepPlaces(
  db: Db,
  ctx: { rubric: Rubric; now: Date; eventName: string; siteUrl: string },
): Promise<SweepResult> {
  // Scored before the transaction: the board reads through the pool, which a transaction on PGlite holds.
  const scores = (await scoreBoard(db, await currentRound(db, ctx.rubric))).byApplication;
  return db.transaction(async (tx) => {
    await lockPlaces(tx);
    // Locked so none of them is withdrawn or decided on between the ranking and its acceptance; before any
    // confirmation row, as the one lock order has it (src/server/db/lock-order.ts).
    const waiting = await tx
      .select({ id: submissions.id, createdAt: submissions.createdAt })
      .from(submissions)
      .where(eq(submissions.status, 'WAITLISTED'))
      .for('update');
    const lapsed = await tx
      .update(placeConfirmations)
      .set({ answer: 'LAPSED', answeredAt: ctx.now })
      .where(and(isNull(placeConfirmations.answer), lte(placeConfirmations.confirmBy, ctx.now)))
      .returning({ id: placeConfirmations.submissionId });
    for (const { id } of lapsed) await record(tx, ctx.now, 'place.lapsed', id, {});
    const claimed = await tx
      .update(placeConfirmations)
      .set({ handedOnAt: ctx.now })
      .where(and(inArray(placeConfirmations.answer, [...GIVEN_UP]), isNull(placeConfirmations.handedOnAt)))
      .returning({ id: placeConfirmations.submissionId, answeredAt: placeConfirmations.answeredAt });
    const result: SweepResult = { lapsed: lapsed.map((l) => l.id), handedOn: [] };
    if (!claimed.length) return result;
    const { finalistPlaces } = await readPlaceSettings(tx);
    let taken = await placesTaken(tx);
    const queue = rankWaitlist(waiting, scores);
    claimed.sort((a, b) => (a.answeredAt?.getTime() ?? 0) - (b.answeredAt?.getTime() ?? 0) || a.id.localeCompare(b.id));
    for (const place of claimed) {
      const next = taken < finalistPlaces ? queue.shift() : undefined;
      if (next) {
        await applyStatusChange(tx, {
          submissionId: next.id,
          status: 'ACCEPTED',
          note: '',
          by: SYSTEM,
          now: ctx.now,
          eventName: ctx.eventName,
          siteUrl: ctx.siteUrl,
        });
        taken++;
        await tx
          .update(placeConfirmations)
          .set({ promotedId: next.id })
          .where(eq(placeConfirmations.submissionId, place.id));
      }
      await record(tx, ctx.now, 'place.handed-on', place.id, { promoted: next?.id ?? null });
      result.handedOn.push({ from: place.id, to: next?.id ?? null });
    }
    return result;
  });
}

const record = (tx: DbOrTx, at: Date, action: 'place.lapsed' | 'place.handed-on', target: string, details: object) =>
  appendAudit(tx, { actor: SYSTEM, action, target, details: { ...details }, at });

/**
 * Sweeps now on behalf of a request or the timer: a promotion's SMS is sent by the outbox in the background. A failed
 * sweep is logged and left for the next one (the timer's, or another process's), never failing the request.
 */
export async function honourDeadlines(
  deps: Pick<ApiDeps, 'db' | 'rubric' | 'now' | 'eventName' | 'siteUrl' | 'smsOutbox'>,
): Promise<SweepResult | undefined> {
  try {
    const result = await sweepPlaces(deps.db, { ...deps, now: deps.now() });
    if (result.handedOn.some((h) => h.to)) deps.smsOutbox.wake();
    return result;
  } catch (err) {
    console.error(`[places] Deadline sweep failed: ${logSafe(err)}`);
    return undefined;
  }
}

/** Sweeps every `everyMs` (a minute) from start-up, so a deadline is honoured even when nobody calls; returns a stop. */
export function sweepEvery(deps: Parameters<typeof honourDeadlines>[0], everyMs = 60_000): () => void {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= honourDeadlines(deps).finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
