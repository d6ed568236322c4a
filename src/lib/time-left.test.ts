import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

describe('time left', () => {
  it('words the time left in days, hours and minutes', () => {
    const h = 3_600_000;
    expect(timeLeft(3 * 24 * h + 4 * h + 5 * 60_000, 0)).toBe('3 days, 4 hours and 5 minutes');
    expect(timeLeft(h, 0)).toBe('1 hour');
    expect(timeLeft(30_000, 0)).toBe('less than a minute');
    expect(timeLeft(0, h)).toBe('less than a minute');
  });
});
