import { describe, expect, it, vi } from 'vitest';
import type { Board } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import { createBoardFeed } from './board-feed.ts';
import { boardView } from './board-view.ts';

const BOARD: Board = {
  name: 'Grand final',
  judges: 3,
  ranked: false,
  pitches: [
    { position: 1, startupName: 'Kisan Cart', state: 'closed', scored: 3, score: 7.25, rank: null },
    { position: 2, startupName: 'Pay Setu', state: 'closed', scored: 3, score: null, rank: null },
    { position: 3, startupName: 'Rent Ready', state: 'open', scored: 1, score: null, rank: null },
    { position: 4, startupName: null, state: 'waiting', scored: 0, score: null, rank: null },
  ],
};

describe('the big screen', () => {
  it('names the pitch on stage with its judges’ progress, and hides what is not revealed', () => {
    const view = boardView(BOARD);
    expect(view.name).toBe('Grand final');
    expect(view.notice).toBe('');
    expect(view.now).toEqual({ name: 'Rent Ready', progress: '1 of 3 judges scored' });
    expect(view.between).toBe('');
    expect(view.rows.map((r) => [r.position, r.name, r.stateLabel, r.progress, r.score])).toEqual([
      [1, 'Kisan Cart', 'Done', '3 of 3 judges scored', '7.25'],
      [2, 'Pay Setu', 'Done', '3 of 3 judges scored', FINAL_MESSAGES.hiddenScore],
      [3, 'Rent Ready', 'On stage', '1 of 3 judges scored', FINAL_MESSAGES.hiddenScore],
      [4, 'Pitch 4', 'Waiting', '', ''],
    ]);
    expect(view.rows.every((r) => r.rank === '')).toBe(true);
  });

  it('between pitches says the next is coming, and nothing once all have pitched', () => {
    const between = boardView({ ...BOARD, pitches: BOARD.pitches.filter((p) => p.state !== 'open') });
    expect(between.now).toBeNull();
    expect(between.between).toBe(FINAL_MESSAGES.waiting);
    const over = boardView({ ...BOARD, pitches: BOARD.pitches.filter((p) => p.state === 'closed') });
    expect(over.between).toBe('');
  });

  it('once the ranking is shown, lists the ranked pitches first, by rank', () => {
    const ranked: Board = {
      ...BOARD,
      ranked: true,
      pitches: [
        { ...BOARD.pitches[0]!, rank: 2 },
        { ...BOARD.pitches[1]!, score: 8.5, rank: 1 },
        BOARD.pitches[3]!,
        { ...BOARD.pitches[2]!, state: 'closed' },
      ],
    };
    const view = boardView(ranked);
    expect(view.ranked).toBe(true);
    expect(view.rows.map((r) => [r.rank, r.name])).toEqual([
      ['1', 'Pay Setu'],
      ['2', 'Kisan Cart'],
      ['', 'Rent Ready'],
      ['', 'Pitch 4'],
    ]);
  });

  it('says the final has not started when there is none or it has no pitches, and loading before any answer', () => {
    expect(boardView({ name: null, judges: 0, ranked: false, pitches: [] }).notice).toBe(FINAL_MESSAGES.boardEmpty);
    expect(boardView({ ...BOARD, pitches: [] }).notice).toBe(FINAL_MESSAGES.boardEmpty);
    expect(boardView(null)).toMatchObject({ notice: FINAL_MESSAGES.boardLoading, rows: [], stale: '' });
  });
});

describe('the big screen’s feed', () => {
  it('keeps the last board up, marked stale, while asks fail, until one answers again', async () => {
    const fetchBoard = vi.fn<() => Promise<Board>>();
    const show = vi.fn();
    const refresh = createBoardFeed(fetchBoard, show);
    fetchBoard.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await refresh();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ notice: FINAL_MESSAGES.boardLoading, stale: FINAL_MESSAGES.boardStale }),
    );
    fetchBoard.mockResolvedValueOnce(BOARD);
    await refresh();
    expect(show).toHaveBeenLastCalledWith(boardView(BOARD));
    fetchBoard.mockRejectedValueOnce(new Error('The board answered 502'));
    await refresh();
    expect(show).toHaveBeenLastCalledWith({ ...boardView(BOARD), stale: FINAL_MESSAGES.boardStale });
  });
});
