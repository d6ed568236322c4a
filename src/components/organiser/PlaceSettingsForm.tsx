import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { $user } from '../../stores/auth.ts';
import { readPlaceSettings, savePlaces } from '../../stores/place-settings.ts';
import { useWrite } from '../../stores/use-write.ts';
import WriteStatus from './WriteStatus.tsx';
import styles from './Organiser.module.css';

/** Finalist places and the hours an accepted founder has to confirm, checked as the server checks them. */
export default function PlaceSettingsForm() {
  const user = useStore($user);
  const [places, setPlaces] = useState('');
  const [hours, setHours] = useState('');
  const write = useWrite(savePlaces);
  const [organiser, setOrganiser] = useState<boolean | null>(null);
  useEffect(() => setOrganiser(user?.role === 'ORGANISER'), [user]);
  useEffect(() => {
    void readPlaceSettings().then((s) => {
      if (!s) return;
      setPlaces(String(s.finalistPlaces));
      setHours(String(s.confirmWithinHours));
    });
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
        <label className={styles.control}>
          Finalist places
          <input
            type="number"
            name="finalistPlaces"
            inputMode="numeric"
            value={places}
            disabled={organiser !== true}
            onChange={(e) => setPlaces(e.target.value)}
          />
        </label>
        <label className={styles.control}>
          Hours to confirm
          <input
            type="number"
            name="confirmWithinHours"
            inputMode="numeric"
            value={hours}
            disabled={organiser !== true}
            onChange={(e) => setHours(e.target.value)}
          />
        </label>
      </div>
      {organiser === true && <WriteStatus write={write.$write} label="Save places" />}
    </form>
  );
}
