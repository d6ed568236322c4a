/** The schedule's sessions as the pages and calendars use them: with their speaker and real start and end. */
import type { Session, SessionDay, Speaker } from '../content/types.ts';
import { zonedTimeToInstant } from './time.ts';

export interface ScheduledSession {
  day: SessionDay;
  session: Session;
  speaker: Speaker;
  starts: Date;
  ends: Date;
}

/** Joins each session of `days` to its speaker and turns its times into instants, in schedule order. */
export function scheduleSessions(days: SessionDay[], speakers: Speaker[]): ScheduledSession[] {
  return days.flatMap((day) =>
    day.tabData.map((session) => {
      const speaker = speakers.find((candidate) => candidate.id === session.speaker);
      // The content schema checks every reference; this only guards a caller passing other lists.
      if (!speaker) throw new Error(`content/schedule.json: no speaker ${session.speaker} in content/speakers.json`);
      return {
        day,
        session,
        speaker,
        starts: zonedTimeToInstant(session.start, day.timeZone),
        ends: zonedTimeToInstant(session.end, day.timeZone),
      };
    }),
  );
}

/** The other sessions that overlap `one` in time, in any room, earliest first. */
export function atTheSameTime(all: ScheduledSession[], one: ScheduledSession): ScheduledSession[] {
  return all
    .filter((other) => other !== one && other.starts < one.ends && one.starts < other.ends)
    .sort((a, b) => a.starts.valueOf() - b.starts.valueOf());
}

/** The first session in `one`'s room that starts once it has ended, if any. */
export function nextInRoom(all: ScheduledSession[], one: ScheduledSession): ScheduledSession | undefined {
  return all
    .filter((other) => other.session.room === one.session.room && other.starts >= one.ends)
    .sort((a, b) => a.starts.valueOf() - b.starts.valueOf())[0];
}

/** A session's stable key: its day and number, as in its address /event-detail/{day}/{session}. */
export const sessionKey = ({ day, session }: Pick<ScheduledSession, 'day' | 'session'>): string =>
  `${day.id}-${session.id}`;
