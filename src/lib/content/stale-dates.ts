/**
 * The event's public dates once the event is over: the countdowns show zeros, the schedule lists days that happened.
 * Organisers reuse last year's content, so the build names each one: a build for the public site (SITE_URL not a
 * loopback address) stops, a local build (npm start, the tests) only warns, as an archive of a past edition is
 * legitimate to look at.
 */
import { zonedTimeToInstant } from '../schedule/time.ts';

export interface StaleDate {
  /** Where it is, as an editor would look for it, e.g. 'content/site.json event.endsAt'. */
  where: string;
  date: string;
}

interface DatedContent {
  event: { endsAt: string; timeZone: string };
}

interface SessionDays {
  id: number;
  kind: string;
  tab: { day: string };
  tabData?: { start: string }[];
}

/** The event's end and every day of sessions, once the event ended before `now`; nothing while it is to come. */
export function staleDates(site: DatedContent, schedule: SessionDays[], now: Date): StaleDate[] {
  const { endsAt, timeZone } = site.event;
  if (zonedTimeToInstant(endsAt, timeZone).getTime() > now.getTime()) return [];
  const past: StaleDate[] = [{ where: 'content/site.json event.endsAt', date: `${endsAt} (${timeZone})` }];
  for (const day of schedule) {
    const first = day.tabData?.[0]?.start.slice(0, 10);
    if (day.kind === 'sessions' && first) {
      past.push({ where: `content/schedule.json id ${day.id} "${day.tab.day}"`, date: first });
    }
  }
  return past;
}

/** Whether a build is for the public site: any address but this machine's own (localhost, 127.0.0.1, ::1). */
export function isPublicAddress(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return !['localhost', '127.0.0.1', '[::1]'].includes(host) && !host.endsWith('.localhost');
}
