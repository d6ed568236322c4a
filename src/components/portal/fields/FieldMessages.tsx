import { errorId, hintId } from './ids.ts';
import styles from './Field.module.css';

interface Props {
  id: string;
  hint?: string;
  error?: string;
}

/** The hint and the error under a field, with the ids its input points at. */
export default function FieldMessages({ id, hint, error }: Props) {
  return (
    <>
      {hint && (
        <p className={styles.hint} id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p className={`field-error ${styles.error}`} id={errorId(id)}>
          <span className={styles.errorMark} aria-hidden="true">
            !
          </span>
          <span>{error}</span>
        </p>
      )}
    </>
  );
}
