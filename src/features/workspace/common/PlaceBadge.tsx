import { formatIstShort } from '../../../shared/india-time.ts';
import { CONFIRMATION_LABELS } from '../../../shared/place-labels.ts';
import type { Confirmation } from '../../../shared/place-schemas.ts';
import styles from './Organiser.module.css';

interface Props {
  confirmation: Confirmation;
  /** Shows the deadline of a waiting place in the badge (one application); the list keeps it to hover. */
  withDeadline?: boolean;
}

/** An accepted founder's answer to their place: confirmed, declined, waiting (until its deadline) or lapsed. */
export default function PlaceBadge({ confirmation, withDeadline = false }: Props) {
  const waiting = confirmation.state === 'WAITING';
  const until = `confirm by ${formatIstShort(confirmation.confirmBy)}`;
  return (
    <span className={styles.badge} data-place={confirmation.state} title={waiting ? until : undefined}>
      {CONFIRMATION_LABELS[confirmation.state]}
      {waiting && <span className={withDeadline ? undefined : 'visually-hidden'}>, {until}</span>}
    </span>
  );
}
