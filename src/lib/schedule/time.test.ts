import { describe, expect, it } from 'vitest';
import { clockTime, isTimeZone, isWallClockTime, sessionTimes, zonedTimeToInstant, zoneName } from './time.ts';

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

describe('sessionTimes', () => {
  // 09:00-10:00 on 12 May in India, labelled 'Day 01 · 12 May 2022' on the pages.
  const starts = new Date('2022-05-12T03:30:00Z');
  const ends = new Date('2022-05-12T04:30:00Z');

  it('shows clock times alone in the event zone, and where the visitor is on the same day', () => {
    expect(sessionTimes(starts, ends, 'Asia/Kolkata', 'Asia/Kolkata')).toEqual(['09:00 AM', '10:00 AM']);
    expect(sessionTimes(starts, ends, 'Asia/Kolkata', 'Europe/London')).toEqual(['04:30 AM', '05:30 AM']);
  });

  it('dates the start for a visitor west of UTC, for whom it is still the day before', () => {
    expect(sessionTimes(starts, ends, 'Asia/Kolkata', 'America/Los_Angeles')).toEqual(['11 May, 08:30 PM', '09:30 PM']);
  });

  it('dates the start for a visitor east of the event for whom it is already the next day', () => {
    const late = [new Date('2022-05-12T17:30:00Z'), new Date('2022-05-12T18:00:00Z')] as const;
    expect(sessionTimes(...late, 'Asia/Kolkata', 'Asia/Kolkata')).toEqual(['11:00 PM', '11:30 PM']);
    expect(sessionTimes(...late, 'Asia/Kolkata', 'Pacific/Auckland')).toEqual(['13 May, 05:30 AM', '06:00 AM']);
  });

  it('dates the end too when the session runs past midnight where it is shown', () => {
    const span = [new Date('2022-05-12T06:30:00Z'), new Date('2022-05-12T07:30:00Z')] as const;
    expect(sessionTimes(...span, 'Asia/Kolkata', 'America/Los_Angeles')).toEqual([
      '11 May, 11:30 PM',
      '12 May, 12:30 AM',
    ]);
    expect(sessionTimes(...span, 'Asia/Kolkata', 'America/New_York')).toEqual(['02:30 AM', '03:30 AM']);
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
