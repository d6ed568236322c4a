import { useState, type SubmitEvent } from 'react';
import type { DecisionStatus } from '../../../shared/organiser-labels.ts';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { changeStatus } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import DecisionFields from '../common/DecisionFields.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/** Organisers only: move the application to a status, with a note the applicant reads. */
export default function StatusControl({ detail }: { detail: SubmissionDetail }) {
  const current = detail.submission.status;
  const [status, setStatus] = useState<DecisionStatus>(
    current === undefined || current === 'SUBMITTED' || current === 'WITHDRAWN' ? 'UNDER_REVIEW' : current,
  );
  const [note, setNote] = useState('');
  const write = useWrite(changeStatus);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if ((await write.run(status, note))?.ok) setNote('');
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="status-title">
      <h2 id="status-title">Decision</h2>
      <DecisionFields
        status={status}
        note={note}
        onStatus={setStatus}
        onNote={setNote}
        statusLabel="New status"
        noteLabel="Note to the applicant (optional)"
      />
      <p className={styles.muted}>Shortlisted, waitlisted, accepted and not selected are texted to the applicant.</p>
      <WriteStatus write={write.$write} label="Set status" />
    </form>
  );
}
