import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, POLL_MS, nextPollDelay } from './poll-schedule.ts';

describe('when the judge’s page reads the stage again', () => {
  it('every 3 s online and on screen, backing off after failures up to 30 s', () => {
    const at = (failures: number) => nextPollDelay({ online: true, hidden: false, failures });
    expect(at(0)).toBe(POLL_MS);
    expect([1, 2, 3, 4].map(at)).toEqual([6_000, 12_000, 24_000, MAX_BACKOFF_MS]);
    expect(at(1000)).toBe(MAX_BACKOFF_MS);
  });

  it('not at all while offline or hidden', () => {
    expect(nextPollDelay({ online: false, hidden: false, failures: 0 })).toBeNull();
    expect(nextPollDelay({ online: true, hidden: true, failures: 0 })).toBeNull();
  });
});
