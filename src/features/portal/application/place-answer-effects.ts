/** The place answer's effects in the browser: the API, the stored session, toasts, the user details read afresh. */
import { confirmPlace } from '../../../lib/applicant-api.ts';
import { showToast } from '../../../lib/toast.ts';
import { $token } from '../../../stores/auth.ts';
import { createPlaceAnswer } from './place-answer.ts';
import { endSession, refreshUserDetails } from '../../../stores/user-details.ts';

export const placeAnswer = createPlaceAnswer({
  token: () => $token.get(),
  confirmPlace,
  readStatus: async () => (await refreshUserDetails()).applicationStatus,
  toast: (message, kind) => void showToast(message, kind),
  endSession,
});
