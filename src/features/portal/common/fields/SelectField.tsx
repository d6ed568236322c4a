import type { ReactNode } from 'react';
import FieldLabel from './FieldLabel.tsx';
import FieldMessages from './FieldMessages.tsx';
import { describedBy, errorId, hintId } from './ids.ts';
import styles from './Field.module.css';

interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  id: string;
  name?: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select your state'. */
  placeholder: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  labelExtra?: ReactNode;
  describedByIds?: string[];
}

/** A labelled select with an empty first choice; its hint and error are tied to it. */
export default function SelectField(props: Props) {
  const { id, label, value, options, error, hint, required, disabled, className } = props;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldLabel htmlFor={id} label={label} required={required} extra={props.labelExtra} />
      <select
        id={id}
        name={props.name ?? id}
        className={styles.select}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(...(props.describedByIds ?? []), hint && hintId(id), error && errorId(id))}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
