import { useState, type SubmitEvent } from 'react';
import { declareConflictHere, type WriteResult } from '../../stores/organiser-application.ts';
import styles from './Organiser.module.css';

/**
 * "I have a conflict of interest": a reason, and the application leaves the reviewer's queue (and their reach).
 * Closed until asked for, so it never sits between the reviewer and the review form.
 */
export default function ConflictForm({ onDeclared }: { onDeclared: () => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<WriteResult | null>(null);
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const declared = await declareConflictHere(reason);
    setResult(declared);
    if (declared.ok) {
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
        <p>
          <button className="btn btn-outline" type="submit">
            Declare conflict
          </button>
        </p>
        <p className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
          {result?.message}
        </p>
      </form>
    </details>
  );
}
