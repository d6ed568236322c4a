import { describe, expect, it } from 'vitest';
import {
  formatIst,
  formatIstDay,
  formatIstShort,
  formatIstTime,
  istDay,
  istHourStart,
  isoToIstInput,
  istInputToIso,
  nextIstMidnight,
} from './india-time.ts';

describe('India time', () => {
  it('shows any ISO moment in India time and reads the input back with +05:30', () => {
    expect(isoToIstInput('2026-05-01T03:30:00Z')).toBe('2026-05-01T09:00');
    expect(isoToIstInput('2026-05-01T09:00:00+05:30')).toBe('2026-05-01T09:00');
    expect(istInputToIso('2026-05-01T09:00')).toBe('2026-05-01T09:00:00+05:30');
    expect(isoToIstInput('')).toBe('');
  });

  it('words a moment for sentences, tables and days, in India whatever the zone of the machine', () => {
    const lateUtc = '2026-04-30T20:00:00Z';
    expect(formatIst(lateUtc)).toBe('1 May 2026, 1:30 am IST');
    expect(formatIstShort(lateUtc)).toBe('1 May 2026, 1:30 am');
    expect(formatIstDay(lateUtc)).toBe('1 May 2026');
    expect(formatIstTime(lateUtc)).toBe('1:30 am');
    expect(istDay(new Date(lateUtc))).toBe('2026-05-01');
  });

  it('knows when the next India day begins', () => {
    expect(nextIstMidnight(new Date('2026-04-30T18:29:59Z')).toISOString()).toBe('2026-04-30T18:30:00.000Z');
    expect(nextIstMidnight(new Date('2026-04-30T18:30:00Z')).toISOString()).toBe('2026-05-01T18:30:00.000Z');
  });

  it('starts an hour of India’s clock on the half hour in UTC, so its rows read 3:00 pm, not 3:30 pm', () => {
    const start = istHourStart(new Date('2026-03-01T10:00:00Z'));
    expect(start.toISOString()).toBe('2026-03-01T09:30:00.000Z');
    expect(formatIstTime(start)).toBe('3:00 pm');
    expect(istHourStart(new Date('2026-03-01T09:29:59.999Z')).toISOString()).toBe('2026-03-01T08:30:00.000Z');
    expect(istHourStart(new Date('2026-03-01T09:30:00Z')).toISOString()).toBe('2026-03-01T09:30:00.000Z');
  });
});
