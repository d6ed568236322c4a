import type { ReactNode } from 'react';
import styles from './Field.module.css';

interface Props {
  htmlFor: string;
  label: string;
  required?: boolean;
  /** Something shown after the label, e.g. an info tooltip. */
  extra?: ReactNode;
}

/**
 * A field's label. The required star sits beside it, outside the label, so the input's name stays the
 * label's words; the input's `required` is what is announced.
 */
export default function FieldLabel({ htmlFor, label, required, extra }: Props) {
  return (
    <span className={styles.labelRow}>
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
      {extra}
    </span>
  );
}
