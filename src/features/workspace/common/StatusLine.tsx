import type { ReactNode } from 'react';
import type { WriteResult } from '../../../stores/write.ts';
import styles from './Organiser.module.css';

/** The status line of a write (stores/write.ts): its message, green when it worked and red when not. */
export default function StatusLine({
  result,
  inline = false,
  children,
}: {
  result: WriteResult | null;
  /** Inside a line of text (an SMS history row) rather than under a form. */
  inline?: boolean;
  /** What the write answered besides its message (the applications automatic assignment left out). */
  children?: ReactNode;
}) {
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
      {result?.message}
      {children}
    </Tag>
  );
}
