import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { WriteResult, WriteState } from '../../../stores/write.ts';
import StatusLine from './StatusLine.tsx';

interface Props {
  write: ReadableAtom<WriteState<WriteResult>>;
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
      <StatusLine result={result} />
    </>
  );
}
