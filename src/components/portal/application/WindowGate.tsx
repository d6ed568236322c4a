import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { timeLeft } from '../../../lib/organiser-dates.ts';
import { formatIst } from '../../../shared/organiser-labels.ts';
import { $applicationWindow, $applicationWindowSettled } from '../../../stores/application-window.ts';
import styles from './WindowGate.module.css';

/**
 * The application window around the form: outside it, the closed state instead of the form (the
 * API would refuse anyway); inside it, the time left before the close, counted on the server's clock.
 */
export default function WindowGate({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const appWindow = useStore($applicationWindow);
  const settled = useStore($applicationWindowSettled);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // The form appears once, with its time-left line: drawn before the answer, the line would push it down.
  if (!settled) return <>{pending}</>;
  const serverNow = now + (appWindow?.skewMs ?? 0);
  const closesAt = appWindow ? Date.parse(appWindow.applicationsCloseAt) : NaN;
  const opensAt = appWindow ? Date.parse(appWindow.applicationsOpenAt) : NaN;
  const open = !appWindow || (appWindow.isOpen && serverNow < closesAt && !(serverNow < opensAt));
  if (appWindow && !open) {
    return (
      <div className={styles.closed} role="status">
        <h2>{appWindow.message || 'Applications are closed'}</h2>
        <p>
          {serverNow < opensAt
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
      {appWindow && Number.isFinite(closesAt) && (
        <p className={styles.timeLeft}>
          Applications close on {formatIst(appWindow.applicationsCloseAt)}: {timeLeft(closesAt, serverNow)} left.
        </p>
      )}
      {children}
    </>
  );
}
