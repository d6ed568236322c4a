import { DECISION_STATUSES, type DecisionStatus } from '../../../shared/organiser-labels.ts';
import StatusSelect from './StatusSelect.tsx';
import styles from './Organiser.module.css';

interface Props {
  status: DecisionStatus;
  note: string;
  onStatus: (status: DecisionStatus) => void;
  onNote: (note: string) => void;
  statusLabel: string;
  noteLabel: string;
}

/** A decision's status and the note the applicant reads: one application's decision, or many at once. */
export default function DecisionFields({ status, note, onStatus, onNote, statusLabel, noteLabel }: Props) {
  return (
    <>
      <StatusSelect label={statusLabel} statuses={DECISION_STATUSES} value={status} onChange={onStatus} />
      <label className={styles.control}>
        {noteLabel}
        <textarea name="note" value={note} maxLength={1000} onChange={(e) => onNote(e.target.value)} />
      </label>
    </>
  );
}
