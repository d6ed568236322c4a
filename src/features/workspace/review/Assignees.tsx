import { INTEREST_SAID } from '../../../shared/messages/interest.ts';
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { assignReviewerHere, unassignReviewerHere } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import StatusLine from '../common/StatusLine.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

type Detail = SubmissionDetail['submission'];

/**
 * Organisers: who reviews this application (each removable), a reviewer to add by hand, and every conflict of
 * interest declared or found. A reviewer the conflict rule refuses is offered disabled, with why.
 */
export default function Assignees({ detail }: { detail: SubmissionDetail }) {
  const { assignees = [], conflicts = [], reviewers = [] } = detail.submission;
  // One store for every row's "Remove": the row goes once it worked, the status line under the list stays.
  const removal = useWrite(unassignReviewerHere);
  const { busy, result } = useStore(removal.$write);
  const assigned = new Set(assignees.map((a) => a.mobile));
  const choices = reviewers.filter((r) => !assigned.has(r.mobile));
  return (
    <section className={styles.panel} aria-labelledby="assignees-title">
      <h2 id="assignees-title">Reviewers</h2>
      {assignees.length === 0 ? (
        <p className={styles.muted}>Nobody is assigned.</p>
      ) : (
        <ul className={styles.assignees}>
          {assignees.map((a) => (
            <li key={a.mobile}>
              <span>
                {a.name} {a.name !== a.mobile && <span className={styles.muted}>({a.mobile})</span>}:{' '}
                {a.reviewed ? 'reviewed' : 'not reviewed yet'}
              </span>
              <button
                className="btn btn-outline"
                type="button"
                aria-disabled={busy || undefined}
                onClick={() => void removal.run(a.mobile)}
              >
                Remove {a.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <StatusLine result={result} />
      {choices.length > 0 && <AssignForm choices={choices} conflicts={conflicts} />}
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

/** "Assign a reviewer": the reviewers not assigned yet; those with a conflict of interest disabled, with why. */
function AssignForm({
  choices,
  conflicts,
}: {
  choices: NonNullable<Detail['reviewers']>;
  conflicts: NonNullable<Detail['conflicts']>;
}) {
  const reasonOf = new Map(conflicts.map((c) => [c.mobile, c.reason]));
  const [mobile, setMobile] = useState('');
  const write = useWrite(assignReviewerHere);
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if ((await write.run(mobile))?.ok) setMobile('');
  };
  return (
    <form onSubmit={onSubmit}>
      <label className={styles.control}>
        Assign a reviewer
        <select name="reviewer" value={mobile} onChange={(e) => setMobile(e.target.value)}>
          <option value="">Choose a reviewer</option>
          {choices.map((r) => {
            const conflict = reasonOf.get(r.mobile);
            const named = r.name === r.mobile ? r.mobile : `${r.name} (${r.mobile})`;
            const who = r.interest ? `${named}, ${INTEREST_SAID[r.interest]}` : named;
            return (
              <option key={r.mobile} value={r.mobile} disabled={conflict !== undefined}>
                {conflict === undefined ? who : `${who}: conflict of interest, ${conflict}`}
              </option>
            );
          })}
        </select>
      </label>
      <WriteStatus write={write.$write} label="Assign" busyLabel="Assigning…" look="outline" disabled={!mobile} />
    </form>
  );
}
