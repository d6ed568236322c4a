import styles from '../common/Organiser.module.css';

/** The list's flag on an application that looks like live ones from other accounts (organisers only). */
export default function DuplicateBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className={styles.muted} title="Same startup name, website or file as another account's application">
      {' '}
      · possible duplicate{count === 1 ? '' : ` ×${count}`}
    </span>
  );
}
