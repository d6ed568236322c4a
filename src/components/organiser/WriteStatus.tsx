import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { WriteState } from '../../stores/write.ts';
import styles from './Organiser.module.css';

interface Props {
  write: ReadableAtom<WriteState>;
  label: string;
  /** What the button says while the write is under way. */
  busyLabel?: string;
  /** Nothing to send yet (no row chosen): the button says so by being disabled. */
  disabled?: boolean;
  /** The button's look: the form's main action, or a secondary one. */
  look?: 'primary' | 'outline';
}

/**
 * The submit button of a write and the status line under it (see stores/write.ts). While busy the button is
 * aria-disabled, not disabled: a disabled button drops the keyboard focus to the page, and the store ignores a
 * second run anyway.
 */
export default function WriteStatus({
  write,
  label,
  busyLabel = 'Saving…',
  disabled = false,
  look = 'primary',
}: Props) {
  const { busy, result } = useStore(write);
  return (
    <>
      <p>
        <button className={`btn btn-${look}`} type="submit" disabled={disabled} aria-disabled={busy || undefined}>
          {busy ? busyLabel : label}
        </button>
      </p>
      <p className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.message}
      </p>
    </>
  );
}
