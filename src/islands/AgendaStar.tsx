import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import IslandBoundary from '../components/react/IslandBoundary.tsx';
import { $agenda, toggleStarred } from '../stores/agenda.ts';
import { AGENDA_MESSAGES } from '../shared/messages/visitors.ts';

interface Props {
  /** The session's key in the agenda, e.g. '2-1'. */
  sessionKey: string;
  title: string;
}

function Star({ sessionKey, title }: Props) {
  // The build rendered every star unpressed; React keeps server attributes when it hydrates, so the stored
  // state is shown from the first render after mounting.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const starred = useStore($agenda).includes(sessionKey) && mounted;
  return (
    <button
      type="button"
      className="agenda-star"
      aria-pressed={starred}
      aria-label={AGENDA_MESSAGES.star(title)}
      onClick={() => toggleStarred(sessionKey)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
      </svg>
    </button>
  );
}

/** The star that keeps a session in the visitor's agenda (session pages and the schedule). */
export default function AgendaStar(props: Props) {
  return (
    <IslandBoundary>
      <Star {...props} />
    </IslandBoundary>
  );
}
