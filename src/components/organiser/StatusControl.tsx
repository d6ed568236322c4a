import { useState, type SubmitEvent } from 'react';
import { DECISION_STATUSES, STATUS_LABELS } from '../../shared/organiser-labels.ts';
import type { SubmissionDetail } from '../../shared/organiser-schemas.ts';
import { changeStatus, type WriteResult } from '../../stores/organiser-application.ts';
import styles from './Organiser.module.css';

/** Organisers only: move the application to a status, with a note the applicant reads. */
export default function StatusControl({ detail }: { detail: SubmissionDetail }) {
  const current = detail.submission.status;
  const [status, setStatus] = useState<string>(current === 'SUBMITTED' ? 'UNDER_REVIEW' : current);
  const [note, setNote] = useState('');
  const [result, setResult] = useState<WriteResult | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await changeStatus(status, note);
    setResult(outcome);
    if (outcome.ok) setNote('');
    setBusy(false);
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="status-title">
      <h2 id="status-title">Decision</h2>
      <label className={styles.control}>
        New status
        <select name="status" value={status} onChange={(e) => setStatus(e.target.value)}>
          {DECISION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        Note to the applicant (optional)
        <textarea name="note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </label>
      <p className={styles.muted}>Shortlisted, waitlisted, accepted and not selected are texted to the applicant.</p>
      <p>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Set status'}
        </button>
      </p>
      <p className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.message}
      </p>
    </form>
  );
}
