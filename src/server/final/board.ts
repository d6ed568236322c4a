import type { Board } from '../../shared/final-schemas.ts';
import type { Rubric } from '../../shared/round-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import { latestFinal, pitchesOf } from './pitches.ts';

/**
 * GET /api/final/board, the big screen, read by anyone: only what the organiser revealed. A startup is named once
 * its pitch has gone on stage, its score shown once revealed, and ranks given (among the revealed scores, ties
 * sharing a rank) once the ranking is shown. The final shown is the open one, else the last one opened.
 */
export async function readBoard(db: DbOrTx, fallback: Rubric, judges: number): Promise<Board> {
  const final = await latestFinal(db, fallback, true);
  if (!final) return { name: null, judges, ranked: false, pitches: [] };
  const pitches = await pitchesOf(db, final);
  const ranked = final.row.rankingRevealedAt !== null;
  const shownScores = pitches.flatMap((p) => (p.revealed && p.score !== null ? [p.score] : []));
  const rankOf = (score: number) => 1 + shownScores.filter((s) => s > score).length;
  return {
    name: final.row.name,
    judges,
    ranked,
    pitches: pitches.map((p, i) => {
      const score = p.revealed ? p.score : null;
      return {
        position: i + 1,
        startupName: p.state === 'waiting' ? null : p.startupName,
        state: p.state,
        scored: p.scores.size,
        score,
        rank: ranked && score !== null ? rankOf(score) : null,
      };
    }),
  };
}

/** How long one process reuses the board it read: a room of phones polling every second reads it once. */
export const BOARD_REUSE_MS = 500;

/**
 * The board as this process last read it, reused for BOARD_REUSE_MS, and read afresh at once after this process
 * changed the final (a score, a pitch opened or revealed): the big screen lags another process's change by at most
 * the reuse time plus its poll, well within the 2 s the organisers are promised.
 */
export function boardReader(read: () => Promise<Board>) {
  let last: { at: number; board: Promise<Board> } | undefined;
  return {
    read(): Promise<Board> {
      const now = performance.now();
      if (!last || now - last.at >= BOARD_REUSE_MS) {
        const board = read();
        last = { at: now, board };
        // A failed read is not reused: the next request reads again.
        board.catch(() => {
          if (last?.board === board) last = undefined;
        });
      }
      return last.board;
    },
    changed() {
      last = undefined;
    },
  };
}
