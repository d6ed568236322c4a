/**
 * The /final page's script: asks for the board every second while the page is in view (a score shows within two
 * seconds of a judge sending it) and shows each answer that changed something. Read-only: nothing else runs.
 */
import { getBoard } from '../../../lib/final-board-api.ts';
import { poll } from '../../../lib/poll.ts';
import { createBoardFeed } from './board-feed.ts';
import { findBoard, renderBoard } from './board-dom.ts';

/** How often the big screen asks: within 2 s of a score it shows. */
const BOARD_POLL_MS = 1000;

const elements = findBoard(document);
if (elements) {
  let shown = '';
  const refresh = createBoardFeed(getBoard, (view) => {
    const key = JSON.stringify(view);
    if (key === shown) return;
    shown = key;
    renderBoard(elements, view);
  });
  poll(refresh, BOARD_POLL_MS);
}
