/** The personal agenda's rules: which starred sessions to list, in what order, and which of them clash. */
import type { CalendarEntry } from './calendar.ts';

/** A session as /my-agenda lists it (plain data, handed from the page to the island). */
export interface AgendaSession extends CalendarEntry {
  /** Its key in the agenda store, e.g. '2-1'. */
  key: string;
  href: string;
  room: string;
  /** The day's label and date, e.g. 'Day 01 · 12 May 2022'. */
  day: string;
  /** The event's zone: the agenda's times are shown in it, or in the visitor's own (the time toggle). */
  timeZone: string;
}

/** The starred sessions that exist, earliest first (a key left from an older schedule is skipped). */
export function starredInTimeOrder(sessions: AgendaSession[], keys: string[]): AgendaSession[] {
  return sessions
    .filter((session) => keys.includes(session.key))
    .sort((a, b) => Date.parse(a.starts) - Date.parse(b.starts));
}

/** Every pair of sessions in `sessions` that overlap in time (one ending as the other starts does not). */
export function clashes(sessions: AgendaSession[]): [AgendaSession, AgendaSession][] {
  const pairs: [AgendaSession, AgendaSession][] = [];
  sessions.forEach((first, index) => {
    for (const second of sessions.slice(index + 1)) {
      if (Date.parse(first.starts) < Date.parse(second.ends) && Date.parse(second.starts) < Date.parse(first.ends)) {
        pairs.push([first, second]);
      }
    }
  });
  return pairs;
}
