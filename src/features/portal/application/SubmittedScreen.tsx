import { APPLICATION_MESSAGES } from '../../../shared/messages/application.ts';
import { SUBMITTED_MESSAGES } from '../../../shared/messages/application-submitted.ts';
import SuccessPanel from '../common/SuccessPanel.tsx';
import StatusTimeline from './StatusTimeline.tsx';
import SubmittedAnswers from './SubmittedAnswers.tsx';
import WithdrawControl from './WithdrawControl.tsx';
import styles from './Application.module.css';

interface Props {
  /** True right after submitting: the heading takes focus so the outcome is announced. */
  justSubmitted: boolean;
  /** True when a submission from this page was refused because one was already in (another tab). */
  alreadyIn: boolean;
  withdrawing: boolean;
  onWithdraw(): void;
  onEdit(): void;
}

/**
 * The submitted state (docs/spec.md §2): shown after success and whenever the application is already in.
 * A returning applicant is greeted with where it stands; only a submission refused because another tab
 * got there first (409) says it was in already, here rather than in a red toast.
 */
export default function SubmittedScreen({ justSubmitted, alreadyIn, withdrawing, onWithdraw, onEdit }: Props) {
  return (
    <SuccessPanel title={SUBMITTED_MESSAGES.title} takeFocus={justSubmitted}>
      {alreadyIn && (
        <p>
          <strong>{APPLICATION_MESSAGES.alreadySubmitted}.</strong>
        </p>
      )}
      <p>{SUBMITTED_MESSAGES.next}</p>
      <StatusTimeline />
      <SubmittedAnswers />
      <div className={styles.actions}>
        <a className="btn btn-primary" href="/">
          Go to Home
        </a>
        {/* The server says whether it may still change (window open, no decision yet); a refusal is toasted. */}
        <button className="btn btn-outline" type="button" onClick={onEdit}>
          Change my application
        </button>
        <WithdrawControl busy={withdrawing} onWithdraw={onWithdraw} />
      </div>
    </SuccessPanel>
  );
}
