import { describe, expect, it } from 'vitest';
import { staleDates } from './stale-dates.ts';

const FUTURE = '2030-01-01T00:00:00+05:30';
const site = {
  countdowns: { home: '2026-11-01T00:00:00+05:30', home3: '2027-01-10T09:00:00+05:30', home4: FUTURE, home5: FUTURE },
};
const day = (date: string, month: string, year: string, name = 'Day 01') => ({ tab: { day: name, date, month, year } });

describe('staleDates', () => {
  it('names every countdown and schedule day already past, and nothing still to come', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(staleDates(site, [day('24', 'June', '2026', 'Timeline'), day('12', 'May', '2027')], now)).toEqual([
      { where: 'content/site.json countdowns.home', date: '2026-11-01T00:00:00+05:30' },
      { where: 'content/schedule.json [0] (Timeline)', date: '24 June 2026' },
    ]);
  });

  it('counts a schedule day as past only once it is over in India', () => {
    const day25 = [day('25', 'November', '2026')];
    const upcoming = { countdowns: { home: FUTURE, home3: FUTURE, home4: FUTURE, home5: FUTURE } };
    expect(staleDates(upcoming, day25, new Date('2026-11-25T18:29:59Z'))).toEqual([]);
    expect(staleDates(upcoming, day25, new Date('2026-11-25T18:30:00Z'))).toHaveLength(1);
  });
});
