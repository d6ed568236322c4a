import { describe, expect, it } from 'vitest';
import { localGate } from './local-gate.ts';

describe('a gate of two', () => {
  it('runs two jobs at once, the others in the order they came, each once, a failure included', async () => {
    const inTurn = localGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (n: number) => async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 1) throw new Error('job 1 failed');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => inTurn(job(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.message))).toEqual([
      'job 1 failed',
      2,
      3,
      4,
      5,
    ]);
    // Every place was given back: two more start at once.
    running = 0;
    most = 0;
    await Promise.all([6, 7].map((n) => inTurn(job(n))));
    expect(most).toBe(2);
  });
});
