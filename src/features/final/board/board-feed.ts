/**
 * The big screen's feed: each ask of the board shows its answer; a failed ask (the venue's network) keeps the last
 * board up, marked stale, until an ask succeeds again.
 */
import type { Board } from '../../../shared/final-schemas.ts';
import { type BoardView, boardView } from './board-view.ts';

/** One ask: `fetchBoard` throws when no board came back. */
export function createBoardFeed(fetchBoard: () => Promise<Board>, show: (view: BoardView) => void) {
  let last: Board | null = null;
  return async function refresh(): Promise<void> {
    let stale = false;
    try {
      last = await fetchBoard();
    } catch {
      stale = true;
    }
    show(boardView(last, stale));
  };
}
