import { type ApplicationStatus, STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import styles from './Organiser.module.css';

interface Props<S extends ApplicationStatus> {
  label: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
}

/** A labelled choice of one status among `statuses`, by their labels ('Not selected' for REJECTED). */
export default function StatusSelect<S extends ApplicationStatus>({ label, statuses, value, onChange }: Props<S>) {
  return (
    <label className={styles.control}>
      {label}
      <select name="status" value={value} onChange={(e) => onChange(e.target.value as S)}>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
