import type { Ref } from 'react';
import { TAG_LIMITS } from '../../../shared/messages/tags.ts';
import styles from './Organiser.module.css';

interface Props {
  /** The name field's label. */
  label: string;
  /** The name field's form name. */
  fieldName: string;
  tag: { name: string; private: boolean };
  onName(name: string): void;
  onPrivate(value: boolean): void;
  /** The name field, for a form that moves the focus back to it. */
  fieldRef?: Ref<HTMLInputElement>;
}

/** A tag's name and its "Private (only you see it)" box: one application's tags and the list's bulk tagging alike. */
export default function TagFields({ label, fieldName, tag, onName, onPrivate, fieldRef }: Props) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.control}>
        {label}
        <input
          ref={fieldRef}
          name={fieldName}
          value={tag.name}
          maxLength={TAG_LIMITS.nameLength}
          onChange={(e) => onName(e.target.value)}
        />
      </label>
      <label className={styles.control}>
        <span>
          <input type="checkbox" checked={tag.private} onChange={(e) => onPrivate(e.target.checked)} /> Private (only
          you see it)
        </span>
      </label>
    </div>
  );
}
