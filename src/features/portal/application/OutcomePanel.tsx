import type { ReactNode } from 'react';
import type { Outcome } from '../../../shared/application-outcome.ts';
import { OUTCOME_MESSAGES } from '../../../shared/messages/application-submitted.ts';
import styles from '../common/SuccessPanel.module.css';

/**
 * An application that ended, led by what happened (not selected, a place declined or lapsed, withdrawn by the
 * organisers or by the applicant): the success panel's layout without its check mark, since none of these is one.
 */
export default function OutcomePanel({ outcome, children }: { outcome: Outcome; children?: ReactNode }) {
  const { title, text } = OUTCOME_MESSAGES[outcome];
  return (
    <div className={styles.panel} data-outcome={outcome}>
      <h2 className={styles.title}>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}
