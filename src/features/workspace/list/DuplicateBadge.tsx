import { DUPLICATE_MESSAGES } from '../../../shared/messages/duplicates.ts';
import { POSSIBLE_DUPLICATES_COUNTED } from '../../../shared/organiser-labels.ts';
import styles from '../common/Organiser.module.css';

/**
 * The list's flag on an application that looks like live ones from other accounts (organisers only); the list counts
 * up to POSSIBLE_DUPLICATES_COUNTED, so that many reads "100+".
 */
export default function DuplicateBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className={styles.muted} title={DUPLICATE_MESSAGES.listBadgeTitle}>
      {' '}
      · {DUPLICATE_MESSAGES.listBadge(count, count >= POSSIBLE_DUPLICATES_COUNTED)}
    </span>
  );
}
