import { useEffect } from 'react';
import { getPlaces } from '../../../lib/places-api.ts';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { useRead } from '../common/use-read.ts';
import styles from '../common/Organiser.module.css';

/**
 * The finalist places at a glance: accepted founders confirmed, waiting, declined or past their deadline, and the
 * places still free. Read again whenever the decisions change (`version`).
 */
export default function PlacesSummary({ version }: { version: number }) {
  const { value: summary, error, load } = useRead(getPlaces);
  useEffect(() => void load(), [load, version]);
  if (error) return <p role="alert">{WORKSPACE_READS.places.failed(error)}</p>;
  if (!summary) return null;
  const { counts } = summary;
  return (
    <section className={styles.panel} aria-labelledby="places-title">
      <h2 id="places-title">Finalist places</h2>
      <p>
        {summary.finalistPlaces} places: {counts.CONFIRMED} confirmed, {counts.WAITING} waiting, {counts.DECLINED}{' '}
        declined, {counts.LAPSED} past their deadline. {summary.free} free.
      </p>
      <p className={styles.muted}>
        Accepted founders confirm within {summary.confirmWithinHours} hours. A place declined or past its deadline goes
        to the best-scored waitlisted application, which is texted with its own deadline.
      </p>
    </section>
  );
}
