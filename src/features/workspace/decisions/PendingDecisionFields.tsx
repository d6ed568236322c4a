import { useStore } from '@nanostores/react';
import type { DecideFlow } from './decide.ts';
import DecisionFields from '../common/DecisionFields.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/** The decision, the note and the submit of a pending decision on many applications (decide.ts). */
export default function PendingDecisionFields({
  flow,
  label,
  disabled,
}: {
  flow: DecideFlow;
  label: string;
  disabled: boolean;
}) {
  const { status, note } = useStore(flow.$decide);
  return (
    <>
      <DecisionFields
        status={status}
        note={note}
        onStatus={flow.setStatus}
        onNote={flow.setNote}
        statusLabel="Decision"
        noteLabel="Note to the applicants (optional)"
      />
      <p className={styles.muted}>Pending until released: nobody is told or texted before then.</p>
      <WriteStatus write={flow.$write} label={label} disabled={disabled} />
    </>
  );
}
