import type { APIContext, GetStaticPaths } from 'astro';
import { getAllSessions } from '../../lib/content/queries.ts';
import { CALENDAR_PATHS, calendarEntry, scheduleCalendar } from '../../lib/schedule/calendar.ts';
import type { ScheduledSession } from '../../lib/schedule/sessions.ts';
import { getSite } from '../../lib/site.ts';

/** The file name part of a calendar's path, e.g. 'day-2.ics'. */
const fileOf = (path: string) => path.slice('/calendar/'.length);

/** Every calendar the build writes: the whole event, each day, each session (lib/schedule/calendar.ts). */
export const getStaticPaths = (async () => {
  const [sessions, site] = await Promise.all([getAllSessions(), getSite()]);
  const days = [...new Map(sessions.map((scheduled) => [scheduled.day.id, scheduled.day])).values()];
  const calendar = (path: string, name: string, included: ScheduledSession[]) => ({
    params: { file: fileOf(path) },
    props: { name, sessions: included },
  });
  return [
    calendar(CALENDAR_PATHS.event, site.eventName, sessions),
    ...days.map((day) =>
      calendar(
        CALENDAR_PATHS.day(day.id),
        `${site.eventName}: ${day.tab.day}`,
        sessions.filter((scheduled) => scheduled.day.id === day.id),
      ),
    ),
    ...sessions.map((scheduled) => calendar(CALENDAR_PATHS.session(scheduled), scheduled.session.title, [scheduled])),
  ];
}) satisfies GetStaticPaths;

export function GET({ props, site, url }: APIContext<{ name: string; sessions: ScheduledSession[] }>): Response {
  const address = site ?? new URL(url.origin);
  const entries = props.sessions.map((scheduled) => calendarEntry(scheduled, address));
  const ics = scheduleCalendar(entries, { name: props.name, host: address.hostname, stamp: new Date() });
  return new Response(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
