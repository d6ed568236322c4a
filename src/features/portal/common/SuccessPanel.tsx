import { useEffect, useRef, type ReactNode } from 'react';
import styles from './SuccessPanel.module.css';

interface Props {
  title: string;
  /** Move focus to the heading when shown, so the outcome is announced. */
  takeFocus: boolean;
  /** The panel's paragraphs and its call to action. */
  children: ReactNode;
}

/** The success panel of the portal's forms: a check mark, a heading and what comes next. */
export default function SuccessPanel({ title, takeFocus, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <div className={styles.panel}>
      <span className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36" focusable="false">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {children}
    </div>
  );
}
