import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { OrganiserFinal } from '../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../shared/messages/final.ts';
import type { Rubric } from '../../shared/round-schemas.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import { finalPitches, reviewRounds, staffMembers } from '../db/schema.ts';
import type { RoleConfig } from '../deps.ts';
import { fail } from '../errors.ts';
import { staffNames } from '../staff/staff-names.ts';
import { type Final, type Pitch, latestFinal, pitchesOf } from './pitches.ts';

/**
 * GET /api/organiser/final: the final organisers run (the open one, else the one made last), its pitches in running
 * order with every judge's progress and the mean scores (organisers see them whatever the big screen shows).
 */
export async function readStage(db: DbOrTx, roles: RoleConfig, fallback: Rubric): Promise<OrganiserFinal> {
  const final = await latestFinal(db, fallback);
  if (!final) return { final: null, judges: [], pitches: [] };
  const pitches = await pitchesOf(db, final);
  const judgeMobiles = [...new Set([...roles.judges, ...pitches.flatMap((p) => [...p.scores.keys()])])].sort();
  const [profileName, invited] = await Promise.all([
    staffNames(db, judgeMobiles),
    judgeMobiles.length
      ? db
          .select({ mobile: staffMembers.mobile, name: staffMembers.name })
          .from(staffMembers)
          .where(inArray(staffMembers.mobile, judgeMobiles))
      : [],
  ]);
  // The name the organiser invited them by, else their profile's.
  const invitedName = new Map(invited.map((j) => [j.mobile, j.name]));
  const nameOf = (mobile: string) => invitedName.get(mobile) || profileName(mobile);
  return {
    final: {
      id: final.row.id,
      name: final.row.name,
      status: final.row.status as 'draft' | 'open' | 'closed',
      ranked: final.row.rankingRevealedAt !== null,
    },
    judges: judgeMobiles
      .filter((mobile) => roles.judges.has(mobile))
      .map((mobile) => ({ mobile, name: nameOf(mobile), scored: pitches.filter((p) => p.scores.has(mobile)).length })),
    pitches: pitches.map((p) => ({
      id: p.id,
      startupName: p.startupName,
      founderName: p.founderName,
      state: p.state,
      revealed: p.revealed,
      scored: p.scores.size,
      score: p.score,
    })),
  };
}

/**
 * The final a stage action is on, its row locked for the rest of `tx`: the organisers' actions on it (from any
 * process) take their turns, so two "Open pitch" never leave two pitches on stage. Pitches open and close only in the
 * open final (409 otherwise); what the big screen shows may also change once it is closed, to reveal the results.
 */
async function lockFinal(tx: Tx, fallback: Rubric, stage: 'running' | 'shown'): Promise<Final> {
  const [row] = await tx
    .select()
    .from(reviewRounds)
    .where(
      stage === 'running'
        ? sql`${reviewRounds.status} = 'open' and ${reviewRounds.kind} = 'final'`
        : sql`${reviewRounds.kind} = 'final' and ${reviewRounds.openedAt} is not null`,
    )
    .orderBy(sql`${reviewRounds.status} = 'open' desc`, desc(reviewRounds.id))
    .limit(1)
    .for('update');
  if (!row) throw fail(409, FINAL_MESSAGES.noFinal);
  return { row, rubric: row.rubric ?? fallback };
}

/** The finalist `submissionId` of `final` (404 when it is not one of its pitches). */
async function pitchOf(tx: Tx, final: Final, submissionId: string): Promise<Pitch> {
  const pitch = (await pitchesOf(tx, final)).find((p) => p.id === submissionId);
  if (!pitch) throw fail(404, FINAL_MESSAGES.notAPitch);
  return pitch;
}

/**
 * POST /api/organiser/final/pitches/:id/open: puts the pitch on stage, closing the one there, and opens it to the
 * judges' scores. A closed pitch opens again (a judge who missed it scores then). Answers the startup's name.
 */
export async function openPitch(tx: Tx, fallback: Rubric, submissionId: string, now: Date): Promise<string> {
  const final = await lockFinal(tx, fallback, 'running');
  const pitch = await pitchOf(tx, final, submissionId);
  await tx
    .update(finalPitches)
    .set({ closedAt: now })
    .where(
      and(
        eq(finalPitches.roundId, final.row.id),
        isNull(finalPitches.closedAt),
        ne(finalPitches.submissionId, submissionId),
      ),
    );
  await tx
    .insert(finalPitches)
    .values({ roundId: final.row.id, submissionId, openedAt: now })
    .onConflictDoUpdate({ target: [finalPitches.roundId, finalPitches.submissionId], set: { closedAt: null } });
  return pitch.startupName;
}

/** POST /api/organiser/final/pitches/:id/close: the pitch leaves the stage; judges may still send late scores. */
export async function closePitch(tx: Tx, fallback: Rubric, submissionId: string, now: Date): Promise<string> {
  const final = await lockFinal(tx, fallback, 'running');
  const pitch = await pitchOf(tx, final, submissionId);
  if (pitch.state === 'waiting') throw fail(409, FINAL_MESSAGES.notStarted);
  await tx
    .update(finalPitches)
    .set({ closedAt: now })
    .where(
      and(
        eq(finalPitches.roundId, final.row.id),
        eq(finalPitches.submissionId, submissionId),
        isNull(finalPitches.closedAt),
      ),
    );
  return pitch.startupName;
}

/** PUT /api/organiser/final/pitches/:id/reveal: whether the big screen shows the pitch's score. */
export async function revealPitch(
  tx: Tx,
  fallback: Rubric,
  submissionId: string,
  revealed: boolean,
  now: Date,
): Promise<string> {
  const final = await lockFinal(tx, fallback, 'shown');
  const pitch = await pitchOf(tx, final, submissionId);
  if (pitch.state === 'waiting') throw fail(409, FINAL_MESSAGES.notStarted);
  await tx
    .update(finalPitches)
    .set({ revealedAt: revealed ? sql`coalesce(${finalPitches.revealedAt}, ${now})` : null })
    .where(and(eq(finalPitches.roundId, final.row.id), eq(finalPitches.submissionId, submissionId)));
  return pitch.startupName;
}

/** PUT /api/organiser/final/ranking: whether the big screen ranks the pitches whose scores it shows. */
export async function revealRanking(tx: Tx, fallback: Rubric, revealed: boolean, now: Date): Promise<void> {
  const final = await lockFinal(tx, fallback, 'shown');
  await tx
    .update(reviewRounds)
    .set({ rankingRevealedAt: revealed ? sql`coalesce(${reviewRounds.rankingRevealedAt}, ${now})` : null })
    .where(eq(reviewRounds.id, final.row.id));
}
