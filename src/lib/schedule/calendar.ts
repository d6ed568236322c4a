/** iCalendar files of the schedule (written at build time with ical-generator): a session, a day, the event. */
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

interface CalendarOptions {
  /** The calendar's name, shown by calendar apps. */
  name: string;
  /** The site's address: UIDs are scoped to its host, event links point at it. */
  site: URL;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
}

/**
 * One VEVENT per session, times in UTC. A session's UID is its day and number at the site's host, the same
 * in every file and every build, so a calendar app updates an imported session instead of duplicating it.
 */
export function scheduleCalendar(sessions: ScheduledSession[], { name, site, stamp }: CalendarOptions): string {
  const calendar = ical({
    name,
    prodId: { company: site.hostname, product: 'schedule', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const scheduled of sessions) {
    const { day, session, speaker } = scheduled;
    calendar.createEvent({
      id: `session-${sessionKey(scheduled)}@${site.hostname}`,
      stamp,
      start: scheduled.starts,
      end: scheduled.ends,
      summary: session.title,
      description: `${speaker.name}, ${speaker.designation}\n\n${session.text}`,
      location: `${session.room}, ${day.venue}`,
      url: new URL(session.btnLink, site).href,
      categories: [{ name: session.track }],
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
