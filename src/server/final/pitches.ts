import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PitchState } from '../../shared/final-schemas.ts';
import type { Rubric } from '../../shared/round-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import { finalPitches, reviewRounds, reviews, roundApplications, startups, submissions, users } from '../db/schema.ts';
import { round as twoPlaces } from '../review/scores.ts';
import { weightedScore } from '../review/rubric.ts';

type RoundRow = typeof reviewRounds.$inferSelect;

/** The final as the pages read it: its round row, its rubric never null (a final is made with one). */
export interface Final {
  row: RoundRow;
  rubric: Rubric;
}

const asFinal = (row: RoundRow | undefined, fallback: Rubric): Final | undefined =>
  row ? { row, rubric: row.rubric ?? fallback } : undefined;

/** The final being run: the open round when it is a final; none while a review round is open or none is. */
export async function openFinal(db: DbOrTx, fallback: Rubric): Promise<Final | undefined> {
  const [row] = await db
    .select()
    .from(reviewRounds)
    .where(sql`${reviewRounds.status} = 'open' and ${reviewRounds.kind} = 'final'`);
  return asFinal(row, fallback);
}

/**
 * The final organisers run and the big screen shows: the open final, else the final made last (a draft one is
 * prepared, a closed one keeps its results). `opened`: only a final that has been opened (the big screen's).
 */
export async function latestFinal(db: DbOrTx, fallback: Rubric, opened = false): Promise<Final | undefined> {
  const [row] = await db
    .select()
    .from(reviewRounds)
    .where(
      opened
        ? sql`${reviewRounds.kind} = 'final' and ${reviewRounds.openedAt} is not null`
        : eq(reviewRounds.kind, 'final'),
    )
    .orderBy(sql`${reviewRounds.status} = 'open' desc`, desc(reviewRounds.id))
    .limit(1);
  return asFinal(row, fallback);
}

/** A finalist's startup as the application named it, else as their profile does. */
const startupNameSql = sql<string>`coalesce(nullif(${submissions.answerStartupName}, ''), nullif(${startups.name}, ''), '')`;

/** One finalist's pitch with the judges' scores of it. */
export interface Pitch {
  id: string;
  startupName: string;
  founderName: string;
  state: PitchState;
  revealed: boolean;
  /** Every judge's score of it, by judge's mobile: one each (the reviews' primary key). */
  scores: Map<string, Record<string, number>>;
  /** The judges' mean weighted score, two decimals; null before the first. */
  score: number | null;
}

/**
 * The pitches of `final` in running order (the order the finalists were carried into it, those carried together by
 * startup name), withdrawn applications
 * left out, each with its state and the judges' scores. Two queries, whatever the number of finalists.
 */
export async function pitchesOf(db: DbOrTx, final: Final): Promise<Pitch[]> {
  const roundId = final.row.id;
  const [rows, scored] = await Promise.all([
    db
      .select({
        id: submissions.id,
        startupName: startupNameSql,
        founderName: sql<string>`coalesce(nullif(${users.name}, ''), ${submissions.answerFullName}, '')`,
        openedAt: finalPitches.openedAt,
        closedAt: finalPitches.closedAt,
        revealedAt: finalPitches.revealedAt,
      })
      .from(roundApplications)
      .innerJoin(submissions, eq(submissions.id, roundApplications.submissionId))
      .innerJoin(users, eq(users.id, submissions.userId))
      .leftJoin(startups, eq(startups.userId, users.id))
      .leftJoin(
        finalPitches,
        sql`${finalPitches.roundId} = ${roundApplications.roundId} and ${finalPitches.submissionId} = ${submissions.id}`,
      )
      .where(sql`${roundApplications.roundId} = ${roundId} and ${submissions.status} <> 'WITHDRAWN'`)
      .orderBy(asc(roundApplications.addedAt), startupNameSql, asc(submissions.id)),
    db
      .select({ submissionId: reviews.submissionId, judge: reviews.reviewerMobile, scores: reviews.scores })
      .from(reviews)
      .where(eq(reviews.roundId, roundId)),
  ]);
  const roundClosed = final.row.status === 'closed';
  return rows.map((r) => {
    const scores = new Map(scored.filter((s) => s.submissionId === r.id).map((s) => [s.judge, s.scores]));
    const weighted = [...scores.values()].map((s) => weightedScore(final.rubric, s));
    const state: PitchState = !r.openedAt ? 'waiting' : r.closedAt || roundClosed ? 'closed' : 'open';
    return {
      id: r.id,
      startupName: r.startupName,
      founderName: r.founderName,
      state,
      revealed: r.revealedAt !== null,
      scores,
      score: weighted.length ? twoPlaces(weighted.reduce((a, b) => a + b, 0) / weighted.length) : null,
    };
  });
}
