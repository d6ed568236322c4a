import { describe, expect, it } from 'vitest';
import { isPublicAddress, staleDates } from './stale-dates.ts';

const site = { event: { endsAt: '2027-01-25T16:00', timeZone: 'America/New_York' } };
const schedule = [
  { id: 1, kind: 'milestones', tab: { day: 'Timeline' } },
  { id: 2, kind: 'sessions', tab: { day: 'Day 01' }, tabData: [{ start: '2027-01-23T09:00' }] },
  { id: 3, kind: 'sessions', tab: { day: 'Day 02' }, tabData: [{ start: '2027-01-24T09:00' }] },
];

describe('staleDates', () => {
  it('names nothing while the event is still to come or under way', () => {
    expect(staleDates(site, schedule, new Date('2027-01-24T12:00:00Z'))).toEqual([]);
  });

  it("names the event's end and each day of sessions once it ended in the venue's zone", () => {
    // 16:00 in New York on 25 January is 21:00 UTC.
    expect(staleDates(site, schedule, new Date('2027-01-25T20:59:59Z'))).toEqual([]);
    expect(staleDates(site, schedule, new Date('2027-01-25T21:00:00Z'))).toEqual([
      { where: 'content/site.json event.endsAt', date: '2027-01-25T16:00 (America/New_York)' },
      { where: 'content/schedule.json id 2 "Day 01"', date: '2027-01-23' },
      { where: 'content/schedule.json id 3 "Day 02"', date: '2027-01-24' },
    ]);
  });
});

describe('isPublicAddress', () => {
  it('counts every address but this machine as the public site', () => {
    expect(isPublicAddress('https://launchpad.example')).toBe(true);
    expect(isPublicAddress('http://10.0.0.5:4321')).toBe(true);
    for (const local of [
      'http://localhost:4321',
      'http://127.0.0.1:4411',
      'http://[::1]:4321',
      'http://site.localhost',
    ]) {
      expect(isPublicAddress(local), local).toBe(false);
    }
  });
});
