import { describe, expect, it } from 'vitest';
import { clockTime, isTimeZone, isWallClockTime, zonedTimeToInstant, zoneName } from './time.ts';

describe('zonedTimeToInstant', () => {
  it('reads a wall-clock time in India as the instant 5 h 30 earlier in UTC', () => {
    expect(zonedTimeToInstant('2022-05-12T09:00', 'Asia/Kolkata').toISOString()).toBe('2022-05-12T03:30:00.000Z');
  });

  it('follows daylight saving: New York is UTC-4 in June and UTC-5 in January', () => {
    expect(zonedTimeToInstant('2025-06-24T09:00', 'America/New_York').toISOString()).toBe('2025-06-24T13:00:00.000Z');
    expect(zonedTimeToInstant('2025-01-24T09:00', 'America/New_York').toISOString()).toBe('2025-01-24T14:00:00.000Z');
  });

  it('refuses a time written any other way', () => {
    expect(() => zonedTimeToInstant('12 May 2022 9:00', 'Asia/Kolkata')).toThrow('is not a time like 2025-06-24T09:00');
  });

  it('refuses a time that does not exist instead of rolling it over to another day', () => {
    expect(() => zonedTimeToInstant('2022-02-30T25:00', 'Asia/Kolkata')).toThrow('"2022-02-30T25:00" is not a time');
  });
});

describe('isWallClockTime', () => {
  it('accepts times that exist, 29 February of a leap year and midnight included', () => {
    expect(isWallClockTime('2022-05-12T09:00')).toBe(true);
    expect(isWallClockTime('2024-02-29T00:00')).toBe(true);
    expect(isWallClockTime('2022-12-31T23:59')).toBe(true);
  });

  it('refuses impossible days, hours and minutes, and other spellings', () => {
    for (const time of ['2022-02-30T10:00', '2023-02-29T10:00', '2022-04-31T10:00', '2022-13-01T10:00']) {
      expect(isWallClockTime(time), time).toBe(false);
    }
    for (const time of [
      '2022-05-12T25:00',
      '2022-05-12T24:00',
      '2022-05-12T09:60',
      '2022-05-12 09:00',
      '2022-5-12T09:00',
    ]) {
      expect(isWallClockTime(time), time).toBe(false);
    }
  });
});

describe('clockTime and zoneName', () => {
  const instant = new Date('2022-05-12T03:30:00Z');

  it('shows the time as the schedule always has, in the zone asked for', () => {
    expect(clockTime(instant, 'Asia/Kolkata')).toBe('09:00 AM');
    expect(clockTime(instant, 'Europe/London')).toBe('04:30 AM');
    expect(clockTime(new Date('2022-05-12T07:30:00Z'), 'Asia/Kolkata')).toBe('01:00 PM');
  });

  it('names the zone in words', () => {
    expect(zoneName(instant, 'Asia/Kolkata')).toBe('India Standard Time');
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Mumbai')).toBe(false);
    expect(isTimeZone('IST')).toBe(false);
    expect(isTimeZone('+05:30')).toBe(false);
  });
});
