import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CALENDAR_PATHS, calendarEntry, scheduleCalendar, webcalUrl } from './calendar.ts';
import { scheduleSessions } from './sessions.ts';
import type { SessionDay, Speaker } from '../content/types.ts';

const image = { src: '/x.jpg', width: 1, height: 1, format: 'jpg' } as Speaker['thumb'];
const speakers: Speaker[] = [
  { id: 7, thumb: image, name: 'Priya Shah', designation: 'Partner, Northstar', bio: 'Bio.' },
];
const session = (id: number, start: string, end: string, room: string) => ({
  id,
  eventThumb: image,
  start,
  end,
  room,
  track: 'Founders',
  speaker: 7,
  title: `Session ${id}; with, commas`,
  text: 'A long description that certainly goes past the seventy-five octets a content line may hold in iCalendar.',
  btnLink: `/event-detail/2/${id}`,
  btnText: 'Read More',
});
const day = {
  id: 2,
  tabId: 'day-2',
  tab: { day: 'Day 01', date: '12', month: 'May', year: '2022' },
  timeZone: 'Asia/Kolkata',
  venue: 'Trade Centre, Mumbai',
  kind: 'sessions',
  tabData: [
    session(1, '2022-05-12T09:00', '2022-05-12T10:00', 'Main Hall'),
    session(2, '2022-05-12T10:30', '2022-05-12T11:30', 'Studio B'),
  ],
} as SessionDay;
const sessions = scheduleSessions([day], speakers);
const site = new URL('https://launchpad.example/');
const entries = sessions.map((scheduled) => calendarEntry(scheduled, site));
const options = { host: site.hostname };

/** RFC 5545's structure: CRLF lines of at most 75 octets, balanced components, the required properties. */
function validate(ics: string): string[] {
  const problems: string[] = [];
  if (!ics.endsWith('\r\n')) problems.push('does not end with CRLF');
  const lines = ics.split('\r\n').slice(0, -1);
  for (const line of lines) {
    if (Buffer.byteLength(line) > 75) problems.push(`line over 75 octets: ${line}`);
    if (line.includes('\n')) problems.push(`bare LF in: ${line}`);
  }
  const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const stack: string[] = [];
  for (const line of unfolded) {
    if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
    if (line.startsWith('END:') && stack.pop() !== line.slice(4)) problems.push(`unbalanced ${line}`);
  }
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  for (const required of ['VERSION:2.0', 'PRODID:']) {
    if (!unfolded.some((line) => line.startsWith(required))) problems.push(`no ${required}`);
  }
  const events = ics.split('BEGIN:VEVENT').slice(1);
  for (const event of events) {
    for (const property of ['UID:', 'DTSTAMP:', 'DTSTART:', 'DTEND:']) {
      if (!event.includes(`\r\n${property}`)) problems.push(`a VEVENT has no ${property}`);
    }
  }
  return problems;
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('scheduleCalendar', () => {
  const ics = scheduleCalendar(entries, { ...options, name: 'Launchpad 8', stamp: new Date('2026-11-25T09:00:00Z') });

  it('writes valid iCalendar, one VEVENT per session', () => {
    expect(validate(ics)).toEqual([]);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('gives each session its UTC times, its room and venue as the address, and its page', () => {
    const text = unfold(ics);
    expect(text).toContain('DTSTART:20220512T033000Z');
    expect(text).toContain('DTEND:20220512T043000Z');
    expect(text).toContain('LOCATION:Main Hall\\, Trade Centre\\, Mumbai');
    expect(text).toContain('SUMMARY:Session 1\\; with\\, commas');
    expect(text).toContain('URL;VALUE=URI:https://launchpad.example/event-detail/2/1');
  });

  it('reads back through an independent iCalendar parser (ical.js) with every value intact', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('launchpad.example');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((event) => ({
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        starts: event.startDate.toJSDate().toISOString(),
        ends: event.endDate.toJSDate().toISOString(),
        description: event.description,
        url: event.component.getFirstPropertyValue('url'),
        categories: event.component.getFirstPropertyValue('categories'),
        stamp: event.component.getFirstPropertyValue('dtstamp')?.toString(),
      })),
    ).toEqual([
      {
        uid: 'session-2-1@launchpad.example',
        summary: 'Session 1; with, commas',
        location: 'Main Hall, Trade Centre, Mumbai',
        starts: '2022-05-12T03:30:00.000Z',
        ends: '2022-05-12T04:30:00.000Z',
        description: `Priya Shah, Partner, Northstar\n\n${session(1, '', '', '').text}`,
        url: 'https://launchpad.example/event-detail/2/1',
        categories: 'Founders',
        stamp: '2026-11-25T09:00:00Z',
      },
      {
        uid: 'session-2-2@launchpad.example',
        summary: 'Session 2; with, commas',
        location: 'Studio B, Trade Centre, Mumbai',
        starts: '2022-05-12T05:00:00.000Z',
        ends: '2022-05-12T06:00:00.000Z',
        description: `Priya Shah, Partner, Northstar\n\n${session(2, '', '', '').text}`,
        url: 'https://launchpad.example/event-detail/2/2',
        categories: 'Founders',
        stamp: '2026-11-25T09:00:00Z',
      },
    ]);
  });

  it('keeps the same UIDs in every build and every file a session appears in', () => {
    const later = scheduleCalendar(entries.slice(1), {
      ...options,
      name: 'Day',
      stamp: new Date('2027-01-01T00:00:00Z'),
    });
    const uids = (text: string) => unfold(text).match(/^UID:.*$/gm);
    expect(uids(ics)).toEqual(['UID:session-2-1@launchpad.example', 'UID:session-2-2@launchpad.example']);
    expect(uids(later)).toEqual(['UID:session-2-2@launchpad.example']);
  });
});

describe('calendar addresses', () => {
  it('publishes the event, each day and each session, and subscribes over webcal:', () => {
    expect(CALENDAR_PATHS.day(2)).toBe('/calendar/day-2.ics');
    expect(CALENDAR_PATHS.session(sessions[0]!)).toBe('/calendar/session-2-1.ics');
    expect(webcalUrl(site)).toBe('webcal://launchpad.example/calendar/schedule.ics');
  });
});
