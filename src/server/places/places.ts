import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { PLACE_MESSAGES } from '../../shared/messages/places.ts';
import type { DbOrTx } from '../db/client.ts';
import { placeConfirmations, submissions } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { readPlaceSettings } from './settings.ts';

/** Answers that give a place up: it goes to the next on the waitlist. */
export const GIVEN_UP = ['DECLINED', 'LAPSED'] as const;

/**
 * Every step that may fill a place (an organiser's acceptance, a release, a promotion) takes this lock before any row
 * lock (second in the one lock order, src/server/db/lock-order.ts), so the count of places taken and the
 * acceptance are one step across processes and never deadlock.
 */
export async function lockPlaces(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('finalist-places'))`);
}

/** Accepted applications that still hold their place: waiting for their answer, or confirmed. */
export async function placesTaken(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .leftJoin(placeConfirmations, eq(placeConfirmations.submissionId, submissions.id))
    .where(
      and(
        eq(submissions.status, 'ACCEPTED'),
        or(isNull(placeConfirmations.answer), notInArray(placeConfirmations.answer, [...GIVEN_UP])),
      ),
    );
  return Number(row?.n ?? 0);
}

/** 409 when every finalist place is taken; the caller holds `lockPlaces`. */
export async function assertPlaceFree(tx: DbOrTx): Promise<void> {
  const { finalistPlaces } = await readPlaceSettings(tx);
  if ((await placesTaken(tx)) >= finalistPlaces) throw fail(409, PLACE_MESSAGES.placesFull(finalistPlaces));
}

/** The deadline of an acceptance reaching its applicant at `now`. */
export async function confirmDeadline(tx: DbOrTx, now: Date): Promise<Date> {
  const { confirmWithinHours } = await readPlaceSettings(tx);
  return new Date(now.getTime() + confirmWithinHours * 3_600_000);
}

/** The application is accepted (again): it waits for its answer until `confirmBy`. */
export async function openConfirmation(tx: DbOrTx, submissionId: string, confirmBy: Date): Promise<void> {
  const fresh = { confirmBy, answer: null, answeredAt: null, handedOnAt: null, promotedId: null };
  await tx
    .insert(placeConfirmations)
    .values({ submissionId, ...fresh })
    .onConflictDoUpdate({ target: placeConfirmations.submissionId, set: fresh });
}

/**
 * An organiser moved the application away from ACCEPTED: its place no longer waits for an answer. A place it had
 * already given up and that was not yet handed on stays, so the sweep still hands it on.
 */
export async function closeConfirmation(tx: DbOrTx, submissionId: string): Promise<void> {
  await tx
    .delete(placeConfirmations)
    .where(
      and(
        eq(placeConfirmations.submissionId, submissionId),
        or(
          isNull(placeConfirmations.answer),
          notInArray(placeConfirmations.answer, [...GIVEN_UP]),
          sql`${placeConfirmations.handedOnAt} is not null`,
        ),
      ),
    );
}

/** The applicant withdrew an accepted application: its place is given up like a decline, and handed on. */
export async function withdrawConfirmation(tx: DbOrTx, submissionId: string, now: Date): Promise<void> {
  await tx
    .update(placeConfirmations)
    .set({ answer: 'DECLINED', answeredAt: now })
    .where(
      and(
        eq(placeConfirmations.submissionId, submissionId),
        or(isNull(placeConfirmations.answer), inArray(placeConfirmations.answer, ['CONFIRMED'])),
      ),
    );
}
