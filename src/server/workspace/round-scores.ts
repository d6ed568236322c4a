import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoundScoresSchema } from '../../shared/round-schemas.ts';
import type { Db } from '../db/client.ts';
import { FIRST_ROUND_ID, roundApplications } from '../db/schema.ts';
import type { ActiveRound } from '../review/rounds.ts';
import { scoreBoard } from '../review/score-board.ts';
import { round } from '../review/scores.ts';

/**
 * One application's scores in each round it is in (the first, and those it was carried into), oldest round first:
 * each round's board, so its z-scores are the ones the list showed while that round was current.
 */
export async function scoresByRound(
  db: Db,
  rounds: ActiveRound[],
  submissionId: string,
): Promise<z.infer<typeof RoundScoresSchema>[]> {
  const carried = await db
    .select({ roundId: roundApplications.roundId })
    .from(roundApplications)
    .where(eq(roundApplications.submissionId, submissionId));
  const inIt = new Set([FIRST_ROUND_ID, ...carried.map((c) => c.roundId)]);
  const out = [];
  for (const r of rounds.filter((x) => inIt.has(x.id))) {
    const scores = (await scoreBoard(db, r)).byApplication.get(submissionId);
    out.push({
      id: r.id,
      name: r.name,
      reviewCount: scores?.reviewCount ?? 0,
      weightedScore: scores ? round(scores.weighted) : null,
      normalisedScore: scores ? round(scores.normalised) : null,
    });
  }
  return out;
}
