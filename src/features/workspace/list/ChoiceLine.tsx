import { useStore } from '@nanostores/react';
import type { DecideFlow } from '../decisions/decide.ts';
import styles from '../common/Organiser.module.css';

/** What the bulk actions below the decision act on: its choice, rows ticked or every application matching the filter. */
export default function ChoiceLine({ choice }: { choice: DecideFlow }) {
  const { chosen, matching } = useStore(choice.$decide);
  return (
    <p className={styles.muted}>
      {matching ? 'Every application matching the filter' : `${chosen.size} chosen in the list`}, as chosen for the
      decision above.
    </p>
  );
}
