import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { windowSettings } from './settings.ts';
import { useIsOrganiser } from './use-organiser.ts';
import OrganiserAction from './OrganiserAction.tsx';
import SettingInput from './SettingInput.tsx';
import { useWriteAbout } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/** The application window: when the API starts and stops taking applications (India time). */
export default function WindowSettings() {
  const stored = useStore(windowSettings.$windowForm);
  const read = useStore(windowSettings.$read);
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  useEffect(() => void windowSettings.load(), []);
  useEffect(() => {
    setOpensAt(stored.opensAt);
    setClosesAt(stored.closesAt);
  }, [stored]);
  const organiser = useIsOrganiser();
  // The line speaks of the window as it was sent: edited since, it has nothing to say of it.
  useWriteAbout(windowSettings, `${opensAt} ${closesAt}`);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    await windowSettings.save(opensAt, closesAt);
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="window-title">
      <h2 id="window-title">Application window</h2>
      <p className={styles.muted}>
        Times are India time (IST). Outside the window the apply button is hidden and the API refuses applications.
      </p>
      <div className={styles.toolbar}>
        <SettingInput
          label="Applications open"
          type="datetime-local"
          name="applicationsOpenAt"
          required
          value={opensAt}
          locked={organiser !== true || !read}
          onChange={setOpensAt}
        />
        <SettingInput
          label="Applications close"
          type="datetime-local"
          name="applicationsCloseAt"
          required
          value={closesAt}
          locked={organiser !== true || !read}
          onChange={setClosesAt}
        />
      </div>
      <OrganiserAction organiser={organiser} otherwise={<p>Only organisers can change the window.</p>}>
        <WriteStatus write={windowSettings.$write} label="Save window" />
      </OrganiserAction>
    </form>
  );
}
