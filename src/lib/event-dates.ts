/**
 * The dates the public pages show, from their one source: the event's own (content/site.json `event`, in the venue's
 * zone) and the application window (organisers set it on /organiser/settings; the build shows content/site.json's
 * first window, and window-dates.ts puts the organisers' in its place in the browser). Window days are India days,
 * as every message about the window counts them.
 */
import { displayDate } from './dates.ts';
import { zonedTimeToInstant } from './schedule/time.ts';
import { istDay } from '../shared/india-time.ts';

/** The dates a text of the site may name in braces, e.g. 'Apply by: {applicationsClose}'. */
export const DATE_NAMES = ['applicationsOpen', 'applicationsClose', 'eventStart', 'eventEnd'] as const;
export type DateName = (typeof DATE_NAMES)[number];

interface DateSources {
  event: { startsAt: string; endsAt: string; timeZone: string };
  applicationWindow: { opensAt: string; closesAt: string };
}

/** A wall-clock time of `zone` as an ISO date-time with that zone's offset then, e.g. 2027-01-23T09:00:00-05:00. */
function zonedIso(local: string, zone: string): string {
  const instant = zonedTimeToInstant(local, zone).getTime();
  const offsetMinutes = Math.round((Date.parse(`${local}:00Z`) - instant) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The India day of a window moment as the site writes days, e.g. '15 December 2026'. */
export const windowDay = (at: string): string => displayDate(new Date(istDay(new Date(at))));

/** A wall-clock time's own day, e.g. '23 January 2027' for 2027-01-23T09:00. */
const localDay = (local: string): string => displayDate(new Date(local.slice(0, 10)));

/** The event's start as an ISO date-time with the venue's offset: what every countdown counts to. */
export const eventStartIso = ({ event }: Pick<DateSources, 'event'>): string =>
  zonedIso(event.startsAt, event.timeZone);

/** The event's days as the banner writes them: '23–25 January 2027', or one day alone. */
export function eventDays({ event }: Pick<DateSources, 'event'>): string {
  const [first, last] = [localDay(event.startsAt), localDay(event.endsAt)];
  if (first === last) return first;
  const [d1, m1, y1] = first.split(' ');
  const [d2, m2, y2] = last.split(' ');
  if (y1 !== y2) return `${first} – ${last}`;
  return m1 === m2 ? `${d1}–${d2} ${m2} ${y2}` : `${d1} ${m1} – ${d2} ${m2} ${y2}`;
}

/** A named date: its text at build time and, for the window's, which edge the browser refreshes it from. */
export interface NamedDate {
  text: string;
  /** ISO date-time for `<time datetime>`. */
  iso: string;
  /** 'opens' or 'closes': the organisers' window replaces the text in the browser (window-dates.ts). */
  windowEdge?: 'opens' | 'closes';
}

export function namedDate(name: DateName, { event, applicationWindow }: DateSources): NamedDate {
  switch (name) {
    case 'applicationsOpen':
      return { text: windowDay(applicationWindow.opensAt), iso: applicationWindow.opensAt, windowEdge: 'opens' };
    case 'applicationsClose':
      return { text: windowDay(applicationWindow.closesAt), iso: applicationWindow.closesAt, windowEdge: 'closes' };
    case 'eventStart':
      return { text: localDay(event.startsAt), iso: zonedIso(event.startsAt, event.timeZone) };
    case 'eventEnd':
      return { text: localDay(event.endsAt), iso: zonedIso(event.endsAt, event.timeZone) };
  }
}

/** A text cut at its date names: 'Apply by: {applicationsClose}' is ['Apply by: ', { name: 'applicationsClose' }]. */
export function splitDates(text: string): (string | { name: DateName })[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? { name: part as DateName } : part))
    .filter((part) => part !== '');
}
