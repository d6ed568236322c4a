import { useEffect, useRef } from 'react';
import { openApplyModal } from '../../../lib/apply-modal.ts';
import styles from './Profile.module.css';

/** The complete-profile success panel (spec section 2), its texts exact; it takes focus when shown. */
export default function ProfileSuccess() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success}>
      <span className={styles.successMark} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36" focusable="false">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.successTitle}>
        Profile Completed Successfully – Thank You!
      </h2>
      <p>We are thrilled to have you on board! Your profile has been successfully completed.</p>
      <p>You can now access all features and start exploring our platform.</p>
      <button className="btn btn-primary" type="button" onClick={openApplyModal}>
        Next step: Continue to your application and apply now!
      </button>
    </div>
  );
}
