import { useStore } from '@nanostores/react';
import IslandBoundary from '../components/react/IslandBoundary.tsx';
import { $agenda, toggleStarred } from '../stores/agenda.ts';
import { $timeDisplay } from '../stores/time-display.ts';
import { AGENDA_MESSAGES } from '../shared/messages/visitors.ts';
import { clashes, starredInTimeOrder, type AgendaSession } from '../lib/schedule/agenda.ts';
import { sessionTimes } from '../lib/schedule/time.ts';
import { saveFile } from '../lib/save-file.ts';

interface Props {
  /** Every session of the schedule; the island lists the starred ones. */
  sessions: AgendaSession[];
  /** The calendar's name in the exported file. */
  calendarName: string;
  /** The site's host, for the exported file's product id. */
  host: string;
}

/** Writes the agenda as one .ics and hands it to the browser; the calendar library loads only now. */
async function exportAgenda(sessions: AgendaSession[], calendarName: string, host: string): Promise<void> {
  const { scheduleCalendar } = await import('../lib/schedule/calendar.ts');
  saveFile(
    scheduleCalendar(sessions, { name: calendarName, host, stamp: new Date() }),
    'my-agenda.ics',
    'text/calendar',
  );
}

function Agenda({ sessions, calendarName, host }: Props) {
  const starred = starredInTimeOrder(sessions, useStore($agenda));
  // The page's time toggle sets the choice; the agenda shows its times the way the schedule does.
  const display = useStore($timeDisplay);
  if (starred.length === 0) {
    return (
      <p className="my-agenda__empty">
        {AGENDA_MESSAGES.empty} <a href="/schedule">Open the schedule</a>
      </p>
    );
  }
  return (
    <>
      {clashes(starred).map(([first, second]) => (
        <p className="my-agenda__clash" key={`${first.key}+${second.key}`}>
          {AGENDA_MESSAGES.clash(first.title, second.title)}
        </p>
      ))}
      <ol className="my-agenda__list">
        {starred.map((session) => {
          const [start, end] = sessionTimes(
            new Date(session.starts),
            new Date(session.ends),
            session.timeZone,
            display === 'event' ? session.timeZone : undefined,
          );
          return (
            <li key={session.key}>
              <p className="my-agenda__when">
                {session.day} ·{' '}
                <span dir="ltr">
                  {start} – {end}
                </span>{' '}
                · {session.room}
              </p>
              <a className="my-agenda__title" href={session.href}>
                {session.title}
              </a>
              <button
                type="button"
                className="btn btn-outline"
                aria-label={AGENDA_MESSAGES.remove(session.title)}
                onClick={() => toggleStarred(session.key)}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn-primary" onClick={() => void exportAgenda(starred, calendarName, host)}>
        {AGENDA_MESSAGES.export}
      </button>
    </>
  );
}

/** /my-agenda: the starred sessions in time order, their clashes, and one .ics of them all. */
export default function MyAgenda(props: Props) {
  return (
    <IslandBoundary>
      <Agenda {...props} />
    </IslandBoundary>
  );
}
