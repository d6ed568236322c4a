import { useEffect, useRef } from 'react';
import styles from './Application.module.css';

interface Props {
  /** True right after submitting: the heading takes focus so the outcome is announced. */
  justSubmitted: boolean;
}

/** The submitted state (spec section 2): shown after success and whenever the application is already in. */
export default function SubmittedScreen({ justSubmitted }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSubmitted) heading.current?.focus();
  }, [justSubmitted]);
  return (
    <div className={styles.submitted}>
      <span className={styles.submittedMark} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36" focusable="false">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.submittedTitle}>
        Application Submitted Successfully!
      </h2>
      <p>
        Thank you for applying. The jury reviews every application; shortlisted founders hear from us by email
        and are invited to mentorship before the final pitch.
      </p>
      <a className="btn btn-primary" href="/">
        Go to Home
      </a>
    </div>
  );
}
