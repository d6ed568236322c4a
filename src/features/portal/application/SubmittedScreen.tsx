import { EDITABLE_STATUSES } from '../../../shared/application-outcome.ts';
import { APPLICATION_MESSAGES } from '../../../shared/messages/application.ts';
import { ACCEPTED_TITLE, STATUS_LOADING, SUBMITTED_MESSAGES } from '../../../shared/messages/application-submitted.ts';
import SuccessPanel from '../common/SuccessPanel.tsx';
import OutcomePanel from './OutcomePanel.tsx';
import StatusTimeline from './StatusTimeline.tsx';
import SubmittedAnswers from './SubmittedAnswers.tsx';
import WithdrawControl from './WithdrawControl.tsx';
import { useApplicantStatus } from './use-applicant-status.ts';
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

function GoHome() {
  return (
    <a className="btn btn-primary" href="/">
      Go to Home
    </a>
  );
}

/**
 * The submitted application, led by where it stands. Submitted with no final decision yet: the spec's success
 * screen (docs/spec.md §2), with what may still be done (change it while no decision is out, withdraw it). Accepted:
 * the congratulations and the place to confirm. Ended (not selected, a place declined or lapsed): that outcome, never
 * under a success heading, and nothing left to change. A submission refused because another tab got there first (409)
 * says it was in already, here rather than in a red toast.
 */
export default function SubmittedScreen({ justSubmitted, alreadyIn, withdrawing, onWithdraw, onEdit }: Props) {
  const { status, settled, update } = useApplicantStatus();
  // Right after submitting it is Submitted; otherwise nothing is led with until the status is known.
  if (!settled && !justSubmitted) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {STATUS_LOADING}
      </div>
    );
  }
  const timeline = status && <StatusTimeline status={status} onAnswered={update} />;
  if (status?.outcome) {
    return (
      <OutcomePanel outcome={status.outcome}>
        {timeline}
        <SubmittedAnswers />
        <div className={styles.actions}>
          <GoHome />
        </div>
      </OutcomePanel>
    );
  }
  // Unknown (the status could not be read): the server decides on a change or a withdrawal.
  const editable = !status || EDITABLE_STATUSES.has(status.status);
  const accepted = status?.status === 'ACCEPTED';
  return (
    <SuccessPanel title={accepted ? ACCEPTED_TITLE : SUBMITTED_MESSAGES.title} takeFocus={justSubmitted}>
      {alreadyIn && (
        <p>
          <strong>{APPLICATION_MESSAGES.alreadySubmitted}.</strong>
        </p>
      )}
      {!accepted && <p>{SUBMITTED_MESSAGES.next}</p>}
      {timeline}
      <SubmittedAnswers />
      <div className={styles.actions}>
        <GoHome />
        {/* Also refused by the server once the window closed, which the toast then says. */}
        {editable && (
          <button className="btn btn-outline" type="button" onClick={onEdit}>
            Change my application
          </button>
        )}
        {/* No final outcome here (mayWithdraw in application-outcome.ts): an accepted founder may give the place back. */}
        <WithdrawControl busy={withdrawing} onWithdraw={onWithdraw} />
      </div>
    </SuccessPanel>
  );
}
