import type { SubmissionDetail } from '../../shared/organiser-schemas.ts';
import styles from './Organiser.module.css';

/** Organisers: who reviews this application, and every conflict of interest declared or found. */
export default function Assignees({ detail }: { detail: SubmissionDetail }) {
  const { assignees = [], conflicts = [] } = detail.submission;
  return (
    <section className={styles.panel} aria-labelledby="assignees-title">
      <h2 id="assignees-title">Reviewers</h2>
      {assignees.length === 0 ? (
        <p className={styles.muted}>Nobody is assigned.</p>
      ) : (
        <ul className={styles.history}>
          {assignees.map((a) => (
            <li key={a.mobile}>
              {a.name} {a.name !== a.mobile && <span className={styles.muted}>({a.mobile})</span>}:{' '}
              {a.reviewed ? 'reviewed' : 'not reviewed yet'}
            </li>
          ))}
        </ul>
      )}
      <h3>Conflicts of interest</h3>
      {conflicts.length === 0 ? (
        <p className={styles.muted}>None declared or found.</p>
      ) : (
        <ul className={styles.history}>
          {conflicts.map((c) => (
            <li key={c.mobile}>
              {c.name} ({c.declared ? 'declared' : 'found automatically'}): {c.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
