import type { ReactNode } from 'react';
import FieldMessages from './FieldMessages.tsx';
import { describedBy, errorId, hintId } from './ids.ts';
import styles from './Field.module.css';

interface Props {
  id: string;
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  labelExtra?: ReactNode;
  describedByIds?: string[];
}

/** A checkbox with its label beside it; its hint and error are tied to it. */
export default function CheckboxField(props: Props) {
  const { id, label, checked, error, hint, required, disabled, className } = props;
  return (
    <div className={className ? `${styles.checkField} ${className}` : styles.checkField} data-field="">
      <span className={styles.labelRow}>
        <label className={styles.check} htmlFor={id}>
          <input
            id={id}
            name={props.name ?? id}
            type="checkbox"
            checked={checked}
            required={required}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(...(props.describedByIds ?? []), hint && hintId(id), error && errorId(id))}
            onChange={(event) => props.onChange(event.target.checked)}
          />
          <span>{label}</span>
        </label>
        {props.labelExtra}
      </span>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
