import { APPLICATION_MESSAGES } from '../../../shared/messages/application.ts';
import SuccessPanel from '../outcome/SuccessPanel.tsx';
import StatusTimeline from './StatusTimeline.tsx';
import SubmittedAnswers from './SubmittedAnswers.tsx';

interface Props {
  /** True right after submitting: the heading takes focus so the outcome is announced. */
  justSubmitted: boolean;
}

/**
 * The submitted state (spec section 2): shown after success and whenever the application is already in
 * (on load, or when the server answers 409), then saying so in this one place rather than a red toast.
 */
export default function SubmittedScreen({ justSubmitted }: Props) {
  return (
    <SuccessPanel title="Application Submitted Successfully!" takeFocus={justSubmitted}>
      {!justSubmitted && (
        <p>
          <strong>{APPLICATION_MESSAGES.alreadySubmitted}.</strong>
        </p>
      )}
      <p>
        Thank you for applying. The jury reviews every application; shortlisted founders hear from us by email and are
        invited to mentorship before the final pitch.
      </p>
      <StatusTimeline />
      <SubmittedAnswers />
      <a className="btn btn-primary" href="/">
        Go to Home
      </a>
    </SuccessPanel>
  );
}
