import { useEffect, useState } from 'react';
import styles from './Application.module.css';

interface Props {
  /** Id of the tooltip; the field's input lists it in aria-describedby too. */
  id: string;
  label: string;
  text: string;
}

/**
 * A field's hover help (docs/spec.md §2): shown while the info button, the field's label or its input
 * is hovered or focused (see Application.module.css), and dismissed with Escape without moving focus
 * (WCAG 1.4.13) until focus moves or the pointer leaves.
 */
export default function InfoTip({ id, label, text }: Props) {
  const [dismissed, setDismissed] = useState(false);
  // Escape hides a tip shown by hover too, when focus is elsewhere on the page; moving focus brings it back.
  useEffect(() => {
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    const restore = () => setDismissed(false);
    document.addEventListener('keydown', dismiss);
    document.addEventListener('focusin', restore);
    return () => {
      document.removeEventListener('keydown', dismiss);
      document.removeEventListener('focusin', restore);
    };
  }, []);
  return (
    <span className={styles.tip} data-dismissed={dismissed || undefined} onMouseLeave={() => setDismissed(false)}>
      <button type="button" className={styles.tipButton} aria-describedby={id} onBlur={() => setDismissed(false)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z" />
        </svg>
        <span className="visually-hidden">About {label}</span>
      </button>
      <span role="tooltip" id={id} className={styles.tipText}>
        {text}
      </span>
    </span>
  );
}
