import { errorId, hintId } from './ids.ts';
import styles from './Field.module.css';

interface Props {
  id: string;
  hint?: string;
  error?: string;
  /**
   * Read the error out as it appears. For fields whose message can come while focus stays put (typing a
   * link, picking a file, Enter in a focused input); errors shown on a failed submit are read through
   * the focus moving to the first of them, and announcing them all at once would only be noise.
   */
  live?: boolean;
}

/** The hint and the error under a field, with the ids its input points at. */
export default function FieldMessages({ id, hint, error, live }: Props) {
  const message = error && (
    <p className={`field-error ${styles.error}`} id={errorId(id)}>
      <span className={styles.errorMark} aria-hidden="true">
        !
      </span>
      <span>{error}</span>
    </p>
  );
  return (
    <>
      {hint && (
        <p className={styles.hint} id={hintId(id)}>
          {hint}
        </p>
      )}
      {/* A live region must be in the page before its text changes, so it stays even when empty. */}
      {live ? <div aria-live="polite">{message}</div> : message}
    </>
  );
}
