import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { ASSIGNMENT_MESSAGES } from '../../../shared/messages/review-assignment.ts';
import { TAG_LIMITS } from '../../../shared/messages/tags.ts';
import type { Stats } from '../../../shared/organiser-schemas.ts';
import { autoAssignment } from './stats.ts';
import StatusLine from '../common/StatusLine.tsx';
import styles from '../common/Organiser.module.css';

/** The applications left short that the answer names one by one (oldest first); the message sums up all of them. */
const LISTED = 20;

/**
 * Organisers: automatic assignment (reviews per application, the most per reviewer, optionally only the applications
 * carrying a tag, shared or the organiser's own) and each reviewer's progress.
 * Running it again after new applications arrive only adds what is missing; when the caps or conflicts leave some
 * applications short, it assigns what fits and says what is left and why.
 */
export default function ReviewerProgress({
  reviewers,
  conflicts,
}: {
  reviewers: NonNullable<Stats['reviewers']>;
  conflicts: NonNullable<Stats['declaredConflicts']>;
}) {
  const [perApplication, setPerApplication] = useState('3');
  const [perReviewer, setPerReviewer] = useState('');
  const [tag, setTag] = useState('');
  const { busy, result: outcome } = useStore(autoAssignment.$write);
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    await autoAssignment.assign(Number(perApplication), Number(perReviewer), tag);
  };
  return (
    <section className={styles.panel} aria-labelledby="reviewers-title">
      <h2 id="reviewers-title">Reviewers</h2>
      <form onSubmit={onSubmit} className={styles.toolbar}>
        <label className={styles.control}>
          Reviews per application
          <input
            type="number"
            min={1}
            required
            value={perApplication}
            onChange={(e) => setPerApplication(e.target.value)}
          />
        </label>
        <label className={styles.control}>
          Most applications per reviewer
          <input type="number" min={1} required value={perReviewer} onChange={(e) => setPerReviewer(e.target.value)} />
        </label>
        <label className={styles.control}>
          Only applications tagged (optional)
          <input
            name="assignTag"
            value={tag}
            maxLength={TAG_LIMITS.nameLength}
            aria-describedby="assign-tag-help"
            onChange={(e) => setTag(e.target.value)}
          />
          <span id="assign-tag-help" className={styles.muted}>
            Empty: every application
          </span>
        </label>
        <button className="btn btn-primary" type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Assigning…' : 'Assign reviewers'}
        </button>
      </form>
      <StatusLine result={outcome}>
        {outcome && outcome.unassignable.length > 0 && (
          <ul>
            {outcome.unassignable.slice(0, LISTED).map((u) => (
              <li key={u.id}>
                <a className={styles.itemLink} href={`/organiser/application?id=${encodeURIComponent(u.id)}`}>
                  {u.startupName || u.id}
                </a>
                : {ASSIGNMENT_MESSAGES.shortBy(u.missing, u.reason)}
              </li>
            ))}
            {outcome.unassignable.length > LISTED && (
              <li>{ASSIGNMENT_MESSAGES.moreShort(outcome.unassignable.length - LISTED)}</li>
            )}
          </ul>
        )}
      </StatusLine>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Reviewer</th>
              <th scope="col">Assigned</th>
              <th scope="col">Done</th>
            </tr>
          </thead>
          <tbody>
            {reviewers.map((r) => (
              <tr key={r.mobile}>
                <th scope="row">
                  {r.name}
                  {r.name !== r.mobile && <span className={styles.muted}> ({r.mobile})</span>}
                </th>
                <td>{r.assigned}</td>
                <td>{r.done}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>Declared conflicts of interest</h3>
      {conflicts.length === 0 ? (
        <p className={styles.muted}>None declared.</p>
      ) : (
        <ul className={styles.history}>
          {conflicts.map((c) => (
            <li key={`${c.submissionId} ${c.mobile}`}>
              {c.name} on{' '}
              <a className={styles.itemLink} href={`/organiser/application?id=${c.submissionId}`}>
                {c.startupName || c.submissionId}
              </a>
              : {c.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
