import { useEffect, useState, type SubmitEvent } from 'react';
import { readPlaceSettings, savePlaces } from './place-settings.ts';
import { useIsOrganiser } from './use-organiser.ts';
import { useWrite } from '../common/use-write.ts';
import OrganiserAction from './OrganiserAction.tsx';
import SettingInput from './SettingInput.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/** Finalist places and the hours an accepted founder has to confirm, checked as the server checks them. */
export default function PlaceSettingsForm() {
  const [places, setPlaces] = useState('');
  const [hours, setHours] = useState('');
  // Not editable until the saved settings are read: arriving later, they would replace what was typed.
  const [read, setRead] = useState(false);
  // The line speaks of the figures as they were sent: edited since, it has nothing to say of them.
  const write = useWrite(savePlaces, `${places} ${hours}`);
  const organiser = useIsOrganiser();
  useEffect(() => {
    void readPlaceSettings()
      .then((s) => {
        if (!s) return;
        setPlaces(String(s.finalistPlaces));
        setHours(String(s.confirmWithinHours));
      })
      .finally(() => setRead(true));
  }, []);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run(Number(places), Number(hours));
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="places-settings-title">
      <h2 id="places-settings-title">Finalist places</h2>
      <p className={styles.muted}>
        Accepted founders are asked to confirm by a deadline. A place declined or past its deadline goes to the
        best-scored waitlisted application; accepted applications never outnumber the places.
      </p>
      <div className={styles.toolbar}>
        <SettingInput
          label="Finalist places"
          type="number"
          name="finalistPlaces"
          inputMode="numeric"
          value={places}
          locked={organiser !== true || !read}
          onChange={setPlaces}
        />
        <SettingInput
          label="Hours to confirm"
          type="number"
          name="confirmWithinHours"
          inputMode="numeric"
          value={hours}
          locked={organiser !== true || !read}
          onChange={setHours}
        />
      </div>
      <OrganiserAction organiser={organiser}>
        <WriteStatus write={write.$write} label="Save places" />
      </OrganiserAction>
    </form>
  );
}
