import { describe, expect, it, vi } from 'vitest';
import { backgroundWorker } from './worker.ts';

/** A round that waits until the test lets it finish, answering `more` then. */
function heldRounds() {
  const started: ((more: boolean) => void)[] = [];
  const round = () => new Promise<boolean>((resolve) => started.push(resolve));
  return { started, round };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a background worker', () => {
  it('runs one round per wake, and one more when woken during a round', async () => {
    const { started, round } = heldRounds();
    const worker = backgroundWorker('[test] Run', round);
    worker.wake();
    worker.wake();
    worker.wake();
    await settle();
    expect(started).toHaveLength(1);
    started[0]!(false);
    await settle();
    // The wakes during the first round ask for exactly one more.
    expect(started).toHaveLength(2);
    started[1]!(false);
    await worker.idle();
    expect(started).toHaveLength(2);
  });

  it('goes on while a round says more is due, and stops at the first that does not', async () => {
    const answers = [true, true, false];
    const round = vi.fn(async () => answers.shift()!);
    const worker = backgroundWorker('[test] Run', round);
    worker.wake();
    await worker.idle();
    expect(round).toHaveBeenCalledTimes(3);
  });

  it('logs a round that throws and runs again at the next wake', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const round = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce(false);
    const worker = backgroundWorker('[test] Run', round);
    try {
      worker.wake();
      await worker.idle();
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[test\] Run failed: Error: database down/));
      worker.wake();
      await worker.idle();
      expect(round).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
  });
});
