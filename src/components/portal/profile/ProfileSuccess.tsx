import { openApplyModal } from '../../../lib/apply-modal.ts';
import { useWindowPhase } from '../../../stores/use-window-phase.ts';
import SuccessPanel from '../outcome/SuccessPanel.tsx';

/**
 * The complete-profile success panel (docs/spec.md §2), its texts exact; it takes focus when shown. Its call to
 * apply follows the application window: outside it, the panel says the window is closed or when it opens.
 */
export default function ProfileSuccess() {
  const { settled, phase } = useWindowPhase();
  return (
    <SuccessPanel title="Profile Completed Successfully – Thank You!" takeFocus>
      <p>We are thrilled to have you on board! Your profile has been successfully completed.</p>
      <p>You can now access all features and start exploring our platform.</p>
      {!settled ? null : phase.open ? (
        <button className="btn btn-primary" type="button" onClick={openApplyModal}>
          Next step: Continue to your application and apply now!
        </button>
      ) : (
        <p role="status" data-window-closed>
          <strong>{phase.message}.</strong>{' '}
          {phase.opensLater
            ? 'Your profile is saved: come back then to apply.'
            : 'Your profile is saved for the next edition.'}
        </p>
      )}
    </SuccessPanel>
  );
}
