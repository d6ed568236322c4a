import { describe, expect, it } from 'vitest';
import { eventDays, eventStartIso, namedDate, splitDates, windowDay } from './event-dates.ts';

const event = { startsAt: '2027-01-23T09:00', endsAt: '2027-01-25T16:00', timeZone: 'America/New_York' };
const applicationWindow = { opensAt: '2026-11-20T00:00:00+05:30', closesAt: '2026-12-15T23:59:59+05:30' };

describe('event dates', () => {
  it("counts down to the start with the venue's offset then, winter or summer", () => {
    expect(eventStartIso({ event })).toBe('2027-01-23T09:00:00-05:00');
    expect(eventStartIso({ event: { ...event, startsAt: '2027-07-01T09:00' } })).toBe('2027-07-01T09:00:00-04:00');
    expect(eventStartIso({ event: { ...event, timeZone: 'Asia/Kolkata' } })).toBe('2027-01-23T09:00:00+05:30');
  });

  it('writes the days of the event as the banner shows them', () => {
    expect(eventDays({ event })).toBe('23–25 January 2027');
    expect(eventDays({ event: { ...event, endsAt: '2027-01-23T16:00' } })).toBe('23 January 2027');
    expect(eventDays({ event: { ...event, endsAt: '2027-02-02T16:00' } })).toBe('23 January – 2 February 2027');
    expect(eventDays({ event: { ...event, startsAt: '2026-12-31T09:00' } })).toBe('31 December 2026 – 25 January 2027');
  });

  it("counts the window's days in India, where applicants are", () => {
    // 23:59 on 15 December in India is still 15 December, though it is 18:29 UTC.
    expect(windowDay(applicationWindow.closesAt)).toBe('15 December 2026');
    expect(windowDay('2026-11-19T20:00:00Z')).toBe('20 November 2026');
  });

  it('names each date of a line, the window edges for the browser to refresh', () => {
    expect(splitDates('Apply by: {applicationsClose}, event {eventStart}.')).toEqual([
      'Apply by: ',
      { name: 'applicationsClose' },
      ', event ',
      { name: 'eventStart' },
      '.',
    ]);
    expect(namedDate('applicationsClose', { event, applicationWindow })).toEqual({
      text: '15 December 2026',
      iso: applicationWindow.closesAt,
      windowEdge: 'closes',
    });
    expect(namedDate('eventEnd', { event, applicationWindow })).toEqual({
      text: '25 January 2027',
      iso: '2027-01-25T16:00:00-05:00',
    });
  });
});
