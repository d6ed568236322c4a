import { type SQL, asc, eq, sql } from 'drizzle-orm';
import type { Round, RoundKind, Rubric } from '../../shared/round-schemas.ts';
import { ROUND_MESSAGES } from '../../shared/messages/rounds.ts';
import type { Db } from '../db/client.ts';
import { FIRST_ROUND_ID, reviewRounds, roundApplications, submissions } from '../db/schema.ts';
import { fail } from '../errors.ts';

export type RoundRow = typeof reviewRounds.$inferSelect;

/** A round as the scoring and the review use it: its rubric never null (see the first round in schema.ts). */
export interface ActiveRound {
  id: number;
  name: string;
  rubric: Rubric;
  visibility: RoundRow['visibility'];
  kind: RoundKind;
}

/**
 * The round the workspace shows, as SQL: the open one, else the one opened last (the first round is opened by its
 * migration, so there always is one). One uncorrelated sub-select, which the database computes once per query.
 */
export const currentRoundId: SQL = sql`(select cr.id from ${reviewRounds} cr where cr.opened_at is not null
  order by cr.status = 'open' desc, cr.opened_at desc, cr.id desc limit 1)`;

/**
 * Application `id` (as the query names it) is in the round `roundId`: the first holds them all, a later one those
 * carried into it.
 */
export const inRound = (roundId: SQL, id: SQL = sql`${submissions.id}`): SQL => sql`(${roundId} = ${FIRST_ROUND_ID}
  or exists (select 1 from ${roundApplications} ra where ra.round_id = ${roundId} and ra.submission_id = ${id}))`;

const active = (row: RoundRow, fallback: Rubric): ActiveRound => ({
  id: row.id,
  name: row.name,
  rubric: row.rubric ?? fallback,
  visibility: row.visibility,
  kind: row.kind as RoundKind,
});

/** The current round (see currentRoundId); `fallback` stands for a first round start-up has not filled yet. */
export async function currentRound(db: Db, fallback: Rubric): Promise<ActiveRound> {
  const [row] = await db
    .select()
    .from(reviewRounds)
    .where(sql`${reviewRounds.id} = ${currentRoundId}`);
  if (!row) throw new Error('No review round: migration 0030 creates the first');
  return active(row, fallback);
}

/** Every round, oldest first, as the scoring uses them. */
export async function allRounds(db: Db, fallback: Rubric): Promise<ActiveRound[]> {
  const rows = await db.select().from(reviewRounds).orderBy(asc(reviewRounds.id));
  return rows.map((r) => active(r, fallback));
}

/** Round `id` as the scoring uses it (404 when there is none), or the current round without an id. */
export async function roundShown(db: Db, fallback: Rubric, id?: number): Promise<ActiveRound> {
  return id === undefined ? currentRound(db, fallback) : active(await roundById(db, id), fallback);
}

/** One round by id; 404 when there is none. */
export async function roundById(db: Db, id: number): Promise<RoundRow> {
  const [row] = await db.select().from(reviewRounds).where(eq(reviewRounds.id, id));
  if (!row) throw fail(404, ROUND_MESSAGES.notFound);
  return row;
}

/** GET /api/organiser/rounds: every round, oldest first, with how many applications each holds. */
export async function listRounds(db: Db, fallback: Rubric): Promise<Round[]> {
  const rows = await db
    .select({
      round: reviewRounds,
      carried: sql<number>`(select count(*) from ${roundApplications} ra where ra.round_id = ${reviewRounds.id})::int`,
      current: sql<boolean>`${reviewRounds.id} = ${currentRoundId}`,
    })
    .from(reviewRounds)
    .orderBy(asc(reviewRounds.id));
  const [all] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(sql`${submissions.status} <> 'WITHDRAWN'`);
  return rows.map(({ round: r, carried, current }) => ({
    id: r.id,
    name: r.name,
    rubric: r.rubric ?? fallback,
    reviewsPerApplication: r.reviewsPerApplication,
    opensAt: r.opensAt?.toISOString() ?? null,
    closesAt: r.closesAt?.toISOString() ?? null,
    visibility: r.visibility,
    status: r.status as Round['status'],
    kind: r.kind as RoundKind,
    hasReviews: r.firstReviewAt !== null,
    applications: r.id === FIRST_ROUND_ID ? Number(all?.n ?? 0) : Number(carried),
    current: Boolean(current),
  }));
}
