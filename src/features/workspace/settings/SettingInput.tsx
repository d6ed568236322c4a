import type { InputHTMLAttributes } from 'react';
import styles from '../common/Organiser.module.css';

interface Props extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'inputMode' | 'required'> {
  label: string;
  value: string;
  /** Only organisers change settings: anyone else reads them in a disabled field. */
  locked: boolean;
  onChange(value: string): void;
}

/** One labelled field of a settings form (the window, the finalist places). */
export default function SettingInput({ label, value, locked, onChange, ...input }: Props) {
  return (
    <label className={styles.control}>
      {label}
      <input {...input} value={value} disabled={locked} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
