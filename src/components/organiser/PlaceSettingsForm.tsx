import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPlaceSettings, savePlaceSettings } from '../../lib/places-api.ts';
import { placeSettingsProblem } from '../../shared/place-labels.ts';
import { $token, $user } from '../../stores/auth.ts';
import styles from './Organiser.module.css';

/** Finalist places and the hours an accepted founder has to confirm, checked as the server checks them. */
export default function PlaceSettingsForm() {
  const user = useStore($user);
  const [places, setPlaces] = useState('');
  const [hours, setHours] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [organiser, setOrganiser] = useState<boolean | null>(null);
  useEffect(() => setOrganiser(user?.role === 'ORGANISER'), [user]);
  useEffect(() => {
    const token = $token.get();
    if (!token) return;
    getPlaceSettings(token).then(
      (s) => {
        setPlaces(String(s.finalistPlaces));
        setHours(String(s.confirmWithinHours));
      },
      () => undefined,
    );
  }, []);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const token = $token.get();
    if (!token) return;
    const settings = { finalistPlaces: Number(places), confirmWithinHours: Number(hours) };
    const problem = placeSettingsProblem(settings.finalistPlaces, settings.confirmWithinHours);
    if (problem) return setResult({ ok: false, message: problem });
    const answer = await savePlaceSettings(token, settings);
    setResult({
      ok: Boolean(answer?.ok),
      message: answer?.data.message ?? 'The server could not be reached. Please try again.',
    });
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
      {organiser === true && (
        <button className="btn btn-primary" type="submit">
          Save places
        </button>
      )}
      <p className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.message}
      </p>
    </form>
  );
}
