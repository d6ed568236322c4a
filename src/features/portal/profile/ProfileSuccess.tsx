import { openApplyModal } from '../../../lib/apply-modal.ts';
import { PROFILE_SUCCESS_MESSAGES } from '../../../shared/messages/profile-success.ts';
import { useWindowPhase } from '../common/use-window-phase.ts';
import SuccessPanel from '../common/SuccessPanel.tsx';

/**
 * The complete-profile success panel (docs/spec.md §2), its texts exact; it takes focus when shown. Its call to
 * apply follows the application window: outside it, the panel says the window is closed or when it opens.
 */
export default function ProfileSuccess() {
  const { settled, phase } = useWindowPhase();
  return (
    <SuccessPanel title={PROFILE_SUCCESS_MESSAGES.successTitle} takeFocus>
      <p>{PROFILE_SUCCESS_MESSAGES.successWelcome}</p>
      <p>{PROFILE_SUCCESS_MESSAGES.successAccess}</p>
      {!settled ? null : phase.open ? (
        <button className="btn btn-primary" type="button" onClick={openApplyModal}>
          {PROFILE_SUCCESS_MESSAGES.nextStep}
        </button>
      ) : (
        <p role="status" data-window-closed>
          <strong>{phase.message}.</strong>{' '}
          {phase.opensLater ? PROFILE_SUCCESS_MESSAGES.savedComeBack : PROFILE_SUCCESS_MESSAGES.savedNextEdition}
        </p>
      )}
    </SuccessPanel>
  );
}
