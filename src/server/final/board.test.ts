import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '../../shared/final-schemas.ts';
import { BOARD_REUSE_MS, boardReader } from './board.ts';

const board = (name: string): Board => ({ name, judges: 3, ranked: false, pitches: [] });

afterEach(() => vi.useRealTimers());

describe('the big screen’s board, as one process reads it', () => {
  it('is read once for a room of polls within the reuse time, afresh after it or after a change here', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    let reads = 0;
    const reader = boardReader(async () => board(`read ${++reads}`));
    const polls = await Promise.all(Array.from({ length: 50 }, () => reader.read()));
    expect(new Set(polls.map((b) => b.name))).toEqual(new Set(['read 1']));
    vi.advanceTimersByTime(BOARD_REUSE_MS - 1);
    expect((await reader.read()).name).toBe('read 1');
    vi.advanceTimersByTime(1);
    expect((await reader.read()).name).toBe('read 2');
    reader.changed();
    expect((await reader.read()).name).toBe('read 3');
  });

  it('does not reuse a failed read', async () => {
    let fail = true;
    const reader = boardReader(async () => {
      if (fail) throw new Error('database gone');
      return board('back');
    });
    await expect(reader.read()).rejects.toThrow('database gone');
    fail = false;
    expect((await reader.read()).name).toBe('back');
  });
});
