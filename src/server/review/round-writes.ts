import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ROUND_MESSAGES } from '../../shared/messages/rounds.ts';
import type { RoundCreate, RoundUpdate, Rubric } from '../../shared/round-schemas.ts';
import type { Db } from '../db/client.ts';
import { FIRST_ROUND_ID, reviewRounds, roundApplications, submissions } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { fail } from '../errors.ts';
import { type RoundRow, roundById } from './rounds.ts';

interface Writer {
  mobile: string;
  now: Date;
}

const dateOf = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/**
 * Start-up: the first round exists (migration 0030 makes it; this makes it again on a database emptied since, such as
 * a test's), open, and takes content/review-rubric.json as its rubric once. A rubric organisers have since edited in
 * the workspace stays theirs: the file is only the first round's default. Idempotent, for every process at once.
 */
export async function ensureFirstRound(db: Db, rubric: Rubric, now: Date): Promise<void> {
  const made = await db
    .insert(reviewRounds)
    .values({
      id: FIRST_ROUND_ID,
      name: ROUND_MESSAGES.firstRoundName,
      rubric,
      reviewsPerApplication: 3,
      visibility: { othersScores: 'afterOwn' },
      status: 'open',
      openedAt: now,
      createdAt: now,
      createdBy: 'content',
    })
    .onConflictDoNothing()
    .returning({ id: reviewRounds.id });
  // A round made with its id named leaves the id sequence behind: the next round must not take id 1 again.
  if (made.length > 0) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence('review_rounds', 'id'), (select max(id) from ${reviewRounds}))`,
    );
  }
  await db
    .update(reviewRounds)
    .set({ rubric })
    .where(and(eq(reviewRounds.id, FIRST_ROUND_ID), isNull(reviewRounds.rubric)));
}

/** POST /api/organiser/rounds: a new round, not open yet. */
export async function createRound(db: Db, input: RoundCreate, by: Writer): Promise<RoundRow> {
  const [row] = await db
    .insert(reviewRounds)
    .values({
      name: input.name,
      rubric: input.rubric,
      reviewsPerApplication: input.reviewsPerApplication,
      opensAt: dateOf(input.opensAt),
      closesAt: dateOf(input.closesAt),
      visibility: input.visibility,
      kind: input.kind,
      createdAt: by.now,
      createdBy: by.mobile,
    })
    .returning();
  return row!;
}

/**
 * PUT /api/organiser/rounds/:id. A change of rubric or of reviews per application requires, in the same statement,
 * that no review of the round was saved (review-save.ts marks the round's row at its first review, under the row's
 * lock), so an edit and a first review never pass each other: 409 once one exists.
 */
export async function updateRound(db: Db, id: number, change: RoundUpdate): Promise<RoundRow> {
  const scoring = change.rubric !== undefined || change.reviewsPerApplication !== undefined;
  const [row] = await db
    .update(reviewRounds)
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.rubric !== undefined ? { rubric: change.rubric } : {}),
      ...(change.reviewsPerApplication !== undefined ? { reviewsPerApplication: change.reviewsPerApplication } : {}),
      ...(change.opensAt !== undefined ? { opensAt: dateOf(change.opensAt) } : {}),
      ...(change.closesAt !== undefined ? { closesAt: dateOf(change.closesAt) } : {}),
      ...(change.visibility !== undefined ? { visibility: change.visibility } : {}),
    })
    .where(and(eq(reviewRounds.id, id), scoring ? isNull(reviewRounds.firstReviewAt) : undefined))
    .returning();
  if (row) return row;
  const existing = await roundById(db, id);
  throw fail(409, ROUND_MESSAGES.rubricLocked(existing.name));
}

/**
 * Opens round `id`. The partial unique index on open rounds refuses a second one, whichever process asks: 409
 * naming the one that is open.
 */
export async function openRound(db: Db, id: number, now: Date): Promise<RoundRow> {
  const round = await roundById(db, id);
  if (round.status === 'open') throw fail(409, ROUND_MESSAGES.alreadyOpen(round.name));
  try {
    // In a savepoint of the caller's transaction: a refused update leaves it usable for the lookup below.
    const [row] = await db.transaction((sp) =>
      sp
        .update(reviewRounds)
        .set({ status: 'open', openedAt: sql`coalesce(${reviewRounds.openedAt}, ${now})` })
        .where(and(eq(reviewRounds.id, id), ne(reviewRounds.status, 'open')))
        .returning(),
    );
    if (!row) throw fail(409, ROUND_MESSAGES.alreadyOpen(round.name));
    return row;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const [open] = await db.select().from(reviewRounds).where(eq(reviewRounds.status, 'open'));
    throw fail(409, ROUND_MESSAGES.anotherOpen(open?.name ?? round.name));
  }
}

/** Closes round `id`; 409 when it is not open. */
export async function closeRound(db: Db, id: number): Promise<RoundRow> {
  const round = await roundById(db, id);
  const [row] = await db
    .update(reviewRounds)
    .set({ status: 'closed' })
    .where(and(eq(reviewRounds.id, id), eq(reviewRounds.status, 'open')))
    .returning();
  if (!row) throw fail(409, ROUND_MESSAGES.notOpen(round.name));
  return row;
}

/**
 * POST /api/organiser/rounds/:id/advance: carries the applications `ids` into round `id`. Idempotent (carrying one
 * twice changes nothing); all or nothing: 400 when one of them does not exist. Answers the round's name and how many
 * of those asked it holds now.
 */
export async function advanceIntoRound(
  db: Db,
  id: number,
  ids: string[],
  by: Writer,
): Promise<{ name: string; carried: number }> {
  const round = await roundById(db, id);
  if (round.id === FIRST_ROUND_ID) throw fail(400, ROUND_MESSAGES.firstHoldsAll);
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: submissions.id }).from(submissions).where(inArray(submissions.id, unique));
    if (found.length < unique.length) throw fail(400, ROUND_MESSAGES.unknownIds(unique.length - found.length));
    // Taken from the submissions table in the same statement: one deleted meanwhile is simply not carried.
    await tx.execute(sql`insert into ${roundApplications} (round_id, submission_id, added_at, added_by)
      select ${id}::int, ${submissions.id}, ${by.now}, ${by.mobile} from ${submissions}
      where ${inArray(submissions.id, unique)}
      on conflict do nothing`);
    return { name: round.name, carried: unique.length };
  });
}
