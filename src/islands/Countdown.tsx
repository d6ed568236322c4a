import IslandBoundary from '../components/react/IslandBoundary.tsx';
import { pad2 } from '../lib/countdown.ts';
import { displayDateOfDateTime } from '../lib/dates.ts';
import { useCountdown } from '../lib/use-countdown.ts';

interface Props {
  /** ISO date-time with offset: the event's start, eventStartIso(site) (src/lib/event-dates.ts). */
  target: string;
  /** Id of the heading that names this countdown (e.g. 'GET READY'). */
  labelledBy: string;
  /** 'dark' for navy or photo backgrounds. */
  tone?: 'light' | 'dark';
  /** Epoch ms the HTML was rendered at (build time); the figures in that HTML are for this moment. */
  renderedAt: number;
}

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

function CountdownTimer({ target, labelledBy, tone = 'light', renderedAt }: Props) {
  const parts = useCountdown(target, renderedAt);
  return (
    <div className={`countdown countdown--${tone}`}>
      <div className="countdown__units" role="timer" aria-labelledby={labelledBy}>
        {UNITS.map(({ key, label }) => (
          <div className="countdown__unit" key={key}>
            <span className="countdown__value">{pad2(parts[key])}</span>
            <span className="countdown__label">{label}</span>
          </div>
        ))}
      </div>
      <p className="countdown__date">
        Countdown to <time dateTime={target}>{displayDateOfDateTime(target)}</time>
      </p>
    </div>
  );
}

/** Days, hours, minutes and seconds left until `target` (home pages, /coming-soon); zeros from then on. */
export default function Countdown(props: Props) {
  return (
    <IslandBoundary>
      <CountdownTimer {...props} />
    </IslandBoundary>
  );
}
