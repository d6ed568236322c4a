import { describe, expect, it } from 'vitest';
import { isoToIstInput, istInputToIso, timeLeft } from './organiser-dates.ts';

describe('organiser dates', () => {
  it('shows any ISO moment in India time and reads the input back with +05:30', () => {
    expect(isoToIstInput('2026-05-01T03:30:00Z')).toBe('2026-05-01T09:00');
    expect(isoToIstInput('2026-05-01T09:00:00+05:30')).toBe('2026-05-01T09:00');
    expect(istInputToIso('2026-05-01T09:00')).toBe('2026-05-01T09:00:00+05:30');
    expect(isoToIstInput('')).toBe('');
  });

  it('words the time left in days, hours and minutes', () => {
    const h = 3_600_000;
    expect(timeLeft(3 * 24 * h + 4 * h + 5 * 60_000, 0)).toBe('3 days, 4 hours and 5 minutes');
    expect(timeLeft(h, 0)).toBe('1 hour');
    expect(timeLeft(30_000, 0)).toBe('less than a minute');
    expect(timeLeft(0, h)).toBe('less than a minute');
  });
});
