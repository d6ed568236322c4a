import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { $user } from '../../stores/auth.ts';
import { $windowForm, loadWindow, saveWindow } from '../../stores/organiser-workspace.ts';
import { useWrite } from '../../stores/use-write.ts';
import WriteStatus from './WriteStatus.tsx';
import styles from './Organiser.module.css';

/** The application window: when the API starts and stops taking applications (India time). */
export default function WindowSettings() {
  const stored = useStore($windowForm);
  const user = useStore($user);
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const write = useWrite(saveWindow);
  useEffect(() => void loadWindow(), []);
  useEffect(() => {
    setOpensAt(stored.opensAt);
    setClosesAt(stored.closesAt);
  }, [stored]);
  // Known only in the browser (the stored user): decided after hydration, so the server's HTML matches.
  const [organiser, setOrganiser] = useState<boolean | null>(null);
  useEffect(() => setOrganiser(user?.role === 'ORGANISER'), [user]);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    await write.run(opensAt, closesAt);
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="window-title">
      <h2 id="window-title">Application window</h2>
      <p className={styles.muted}>
        Times are India time (IST). Outside the window the apply button is hidden and the API refuses applications.
      </p>
      <div className={styles.toolbar}>
        <label className={styles.control}>
          Applications open
          <input
            type="datetime-local"
            name="applicationsOpenAt"
            required
            value={opensAt}
            disabled={organiser !== true}
            onChange={(e) => setOpensAt(e.target.value)}
          />
        </label>
        <label className={styles.control}>
          Applications close
          <input
            type="datetime-local"
            name="applicationsCloseAt"
            required
            value={closesAt}
            disabled={organiser !== true}
            onChange={(e) => setClosesAt(e.target.value)}
          />
        </label>
      </div>
      {organiser === true && <WriteStatus write={write.$write} label="Save window" />}
      {organiser === false && <p>Only organisers can change the window.</p>}
    </form>
  );
}
