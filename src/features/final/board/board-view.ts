/**
 * The big screen (/final) as text: what each part of the board says for one answer of GET /api/final/board. Plain
 * data, no DOM, so it is tested without a browser; board-dom.ts puts it on the page.
 */
import type { Board, PitchState } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES, PITCH_STATES } from '../../../shared/messages/final.ts';

export interface BoardRow {
  /** The running order, 1 first. */
  position: number;
  /** Its place in the ranking, '' while the ranking is hidden or the pitch is not ranked. */
  rank: string;
  /** The startup once it has gone on stage; until then "Pitch 3". */
  name: string;
  state: PitchState;
  stateLabel: string;
  /** "2 of 3 judges scored" from the moment it goes on stage. */
  progress: string;
  /** The score once revealed (two decimals), "Score to be revealed" until then, '' before its pitch. */
  score: string;
}

export interface BoardView {
  /** The final's name under the page's heading; '' when there is none. */
  name: string;
  /** The line in place of the board: loading, or no final yet; '' once there are pitches. */
  notice: string;
  /** The pitch on stage, for the large "Now pitching" panel. */
  now: { name: string; progress: string } | null;
  /** What the panel says between pitches: the next is coming, or nothing (all pitched). */
  between: string;
  /** Whether the rows are in the order of the ranking (with its column) rather than the running order. */
  ranked: boolean;
  rows: BoardRow[];
  /** The network dropped the last ask: the board shows the last answer. */
  stale: string;
}

const scoreText = (score: number | null, state: PitchState) => {
  if (score !== null) return score.toFixed(2);
  return state === 'waiting' ? '' : FINAL_MESSAGES.hiddenScore;
};

/** The ranking first (ranked pitches by rank, the others after them in running order); else the running order. */
const byRank = (a: Board['pitches'][number], b: Board['pitches'][number]) =>
  (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) || a.position - b.position;

/** The board for `board` (null before the first answer), `stale` when the latest ask failed. */
export function boardView(board: Board | null, stale = false): BoardView {
  const staleLine = stale ? FINAL_MESSAGES.boardStale : '';
  if (!board) {
    return {
      name: '',
      notice: FINAL_MESSAGES.boardLoading,
      now: null,
      between: '',
      ranked: false,
      rows: [],
      stale: staleLine,
    };
  }
  const empty = board.name === null || board.pitches.length === 0;
  const progress = (scored: number) => FINAL_MESSAGES.judgesScored(scored, board.judges);
  const rows = [...board.pitches]
    .sort(board.ranked ? byRank : (a, b) => a.position - b.position)
    .map((p): BoardRow => ({
      position: p.position,
      rank: board.ranked && p.rank !== null ? String(p.rank) : '',
      name: p.startupName ?? FINAL_MESSAGES.pitchNumber(p.position),
      state: p.state,
      stateLabel: PITCH_STATES[p.state],
      progress: p.state === 'waiting' ? '' : progress(p.scored),
      score: scoreText(p.score, p.state),
    }));
  const open = rows.find((r) => r.state === 'open');
  return {
    name: board.name ?? '',
    notice: empty ? FINAL_MESSAGES.boardEmpty : '',
    now: open ? { name: open.name, progress: open.progress } : null,
    between: !open && rows.some((r) => r.state === 'waiting') ? FINAL_MESSAGES.waiting : '',
    ranked: board.ranked,
    rows: empty ? [] : rows,
    stale: staleLine,
  };
}
