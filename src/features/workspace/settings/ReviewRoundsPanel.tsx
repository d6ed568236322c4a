import { Suspense, lazy, useState } from 'react';
import { ROUND_WORDS } from '../../../shared/messages/rounds.ts';
import styles from '../common/Organiser.module.css';

/** The rounds' editor is the largest part of the settings page: loaded when an organiser opens it, not with the page. */
const ReviewRounds = lazy(() => import('./ReviewRounds.tsx'));

/** "Review rounds" as a disclosure: its code and its request wait until it is opened (keyboard: Enter or Space). */
export default function ReviewRoundsPanel() {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.panel} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{ROUND_WORDS.show}</summary>
      {opened && (
        <Suspense fallback={<p role="status">{ROUND_WORDS.loading}</p>}>
          <ReviewRounds />
        </Suspense>
      )}
    </details>
  );
}
