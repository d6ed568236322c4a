import { describe, expect, it } from 'vitest';
import { countdownParts, msToNextTick, pad2 } from './countdown.ts';

const target = Date.parse('2025-11-01T00:00:00+05:30');

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_000);
    expect(countdownParts(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6, done: false });
  });

  it('rounds a part-second up, so it shows 1 second until the target itself', () => {
    expect(countdownParts(target, target - 1)).toMatchObject({ seconds: 1, done: false });
    expect(countdownParts(target, target - 999)).toMatchObject({ seconds: 1, done: false });
    expect(countdownParts(target, target - 1001)).toMatchObject({ seconds: 2, done: false });
  });

  it('shows zeros and done at the target and after it', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts(target, target)).toEqual(zeros);
    expect(countdownParts(target, target + 86_400_000 * 400)).toEqual(zeros);
  });

  it('counts more than 99 days without wrapping', () => {
    expect(countdownParts(target, target - 150 * 86_400_000).days).toBe(150);
  });
});

describe('pad2', () => {
  it('pads to two digits and leaves longer numbers alone', () => {
    expect([0, 7, 42, 120].map(pad2)).toEqual(['00', '07', '42', '120']);
  });
});

describe('msToNextTick', () => {
  it('waits until the displayed second changes', () => {
    expect(msToNextTick(target, target - 10_250)).toBe(250);
    expect(msToNextTick(target, target - 10_000)).toBe(1000);
  });
});
