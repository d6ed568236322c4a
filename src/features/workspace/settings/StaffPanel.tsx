import { Suspense, lazy, useState } from 'react';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import styles from '../common/Organiser.module.css';

/** The staff manager is loaded when an organiser opens it, not with the page (as "Review rounds" is). */
const StaffMembers = lazy(() => import('./StaffMembers.tsx'));

/** "Reviewers and organisers" as a disclosure: its code and its request wait until it is opened (Enter or Space). */
export default function StaffPanel() {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.panel} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{STAFF_MESSAGES.heading}</summary>
      {opened && (
        <Suspense fallback={<p role="status">{STAFF_MESSAGES.loading}</p>}>
          <StaffMembers />
        </Suspense>
      )}
    </details>
  );
}
