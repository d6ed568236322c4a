import { useState, type SubmitEvent } from 'react';
import { declareConflictHere } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/**
 * "I have a conflict of interest": a reason, and the application leaves the reviewer's queue (and their reach).
 * Closed until asked for, so it never sits between the reviewer and the review form.
 */
export default function ConflictForm({
  applicationId,
  onDeclared,
}: {
  /** The application shown: in the queue the next one takes its place under the same form. */
  applicationId: string;
  onDeclared: () => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const write = useWrite(declareConflictHere, applicationId);
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if ((await write.run(reason))?.ok) {
      setReason('');
      await onDeclared();
    }
  };
  return (
    <details className={styles.panel}>
      <summary>Declare a conflict of interest</summary>
      <form onSubmit={onSubmit}>
        <label className={styles.control}>
          Why you should not review this application
          <textarea name="reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </label>
        <WriteStatus write={write.$write} label="Declare conflict" busyLabel="Declaring…" look="outline" />
      </form>
    </details>
  );
}
