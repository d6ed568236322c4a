import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { timeLeft } from '../../../lib/time-left.ts';
import { useWindowPhase } from '../common/use-window-phase.ts';
import { formatIst } from '../../../shared/india-time.ts';
import { $applicationWindow } from '../common/application-window.ts';
import styles from './WindowGate.module.css';

/**
 * The application window around the form: outside it, the closed state instead of the form (the API would
 * refuse anyway); inside it, the time left before the close, counted on the server's clock. A form open when the
 * window closes turns into the closed state at that moment; the answers stay in the draft on this device.
 */
export default function WindowGate({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const appWindow = useStore($applicationWindow);
  const { settled, phase, serverNow } = useWindowPhase();
  // The form appears once, with its time-left line: drawn before the answer, the line would push it down.
  if (!settled) return <>{pending}</>;
  if (!phase.open) {
    return (
      <div className={styles.closed} role="status">
        <h2>{phase.message}</h2>
        <p>
          {phase.opensLater
            ? 'Come back then: your profile is kept, and the form will be here.'
            : 'Thank you for your interest. Follow the event for the next edition.'}
        </p>
        <a className="btn btn-outline" href="/">
          Go to Home
        </a>
      </div>
    );
  }
  return (
    <>
      {appWindow && Number.isFinite(phase.closesAt) && (
        <p className={styles.timeLeft}>
          Applications close on {formatIst(appWindow.applicationsCloseAt)}: {timeLeft(phase.closesAt, serverNow)} left.
        </p>
      )}
      {children}
    </>
  );
}
