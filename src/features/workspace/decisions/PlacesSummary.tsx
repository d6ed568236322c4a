import type { PlacesSummary as Places } from '../../../shared/place-schemas.ts';
import styles from '../common/Organiser.module.css';

/**
 * The finalist places at a glance: accepted founders confirmed, waiting, declined or past their deadline, and the
 * places still free.
 */
export default function PlacesSummary({ summary }: { summary: Places }) {
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
