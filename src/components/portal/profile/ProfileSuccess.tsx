import { openApplyModal } from '../../../lib/apply-modal.ts';
import SuccessPanel from '../outcome/SuccessPanel.tsx';

/** The complete-profile success panel (spec section 2), its texts exact; it takes focus when shown. */
export default function ProfileSuccess() {
  return (
    <SuccessPanel title="Profile Completed Successfully – Thank You!" takeFocus>
      <p>We are thrilled to have you on board! Your profile has been successfully completed.</p>
      <p>You can now access all features and start exploring our platform.</p>
      <button className="btn btn-primary" type="button" onClick={openApplyModal}>
        Next step: Continue to your application and apply now!
      </button>
    </SuccessPanel>
  );
}
