/**
 * iCalendar files of the schedule, written with ical-generator: at build time a file per session, per day and
 * for the event; in the browser (loaded on demand) the visitor's agenda.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { sessionKey, type ScheduledSession } from './sessions.ts';

/** Where each calendar is published; the pages link to these. */
export const CALENDAR_PATHS = {
  event: '/calendar/schedule.ics',
  day: (dayId: number) => `/calendar/day-${dayId}.ics`,
  session: (scheduled: Pick<ScheduledSession, 'day' | 'session'>) => `/calendar/session-${sessionKey(scheduled)}.ics`,
};

/** The event's subscribe link: the same file as webcal:, which calendar apps subscribe to instead of importing. */
export const webcalUrl = (site: URL): string => new URL(CALENDAR_PATHS.event, site).href.replace(/^https?:/, 'webcal:');

/** One session as a calendar event: plain data, so a page can hand it to the agenda island. */
export interface CalendarEntry {
  /** Its day and number at the site's host: the same in every file and every build. */
  uid: string;
  title: string;
  description: string;
  /** The room and the venue's address. */
  location: string;
  url: string;
  track: string;
  /** ISO instants. */
  starts: string;
  ends: string;
}

/** A session's calendar event, with its UID and links on `site`. */
export function calendarEntry(scheduled: ScheduledSession, site: URL): CalendarEntry {
  const { day, session, speaker } = scheduled;
  return {
    uid: `session-${sessionKey(scheduled)}@${site.hostname}`,
    title: session.title,
    description: `${speaker.name}, ${speaker.designation}\n\n${session.text}`,
    location: `${session.room}, ${day.venue}`,
    url: new URL(session.btnLink, site).href,
    track: session.track,
    starts: scheduled.starts.toISOString(),
    ends: scheduled.ends.toISOString(),
  };
}

interface CalendarOptions {
  /** The calendar's name, shown by calendar apps. */
  name: string;
  /** The site's host, for the product id. */
  host: string;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
}

/**
 * One VEVENT per entry, times in UTC. Stable UIDs let a calendar app update an imported session instead of
 * duplicating it.
 */
export function scheduleCalendar(entries: CalendarEntry[], { name, host, stamp }: CalendarOptions): string {
  const calendar = ical({
    name,
    prodId: { company: host, product: 'schedule', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      stamp,
      start: new Date(entry.starts),
      end: new Date(entry.ends),
      summary: entry.title,
      description: entry.description,
      location: entry.location,
      url: entry.url,
      categories: [{ name: entry.track }],
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
