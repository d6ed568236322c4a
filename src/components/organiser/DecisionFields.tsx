import { DECISION_STATUSES, type DecisionStatus, STATUS_LABELS } from '../../shared/organiser-labels.ts';
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
      <label className={styles.control}>
        {statusLabel}
        <select name="status" value={status} onChange={(e) => onStatus(e.target.value as DecisionStatus)}>
          {DECISION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        {noteLabel}
        <textarea name="note" value={note} maxLength={1000} onChange={(e) => onNote(e.target.value)} />
      </label>
    </>
  );
}
