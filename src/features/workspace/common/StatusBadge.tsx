import { type ApplicationStatus, STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import styles from './Organiser.module.css';

export default function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
