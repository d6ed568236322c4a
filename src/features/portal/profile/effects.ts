/** The profile flow's effects in the browser: the API, the stored session, toasts and navigation. */
import { saveProfile } from '../../../lib/api-client.ts';
import { getGuardianConsent, sendGuardianCode } from '../../../lib/guardian-consent-api.ts';
import { showToast } from '../../../lib/toast.ts';
import { $token, $user, signIn } from '../../../stores/auth.ts';
import type { ProfileEffects } from './store.ts';
import {
  endSession,
  isUnauthorized,
  loadUserDetails,
  refreshUserDetails,
  storeUser,
} from '../../../stores/user-details.ts';

/** The shared zod schema is heavy: fetched on first focus, long before the first submit. */
export const loadProfileCheck = () => import('./check.ts');

export const browserProfileEffects: ProfileEffects = {
  loadUserDetails: (fresh) => (fresh ? refreshUserDetails() : loadUserDetails()),
  isUnauthorized,
  saveProfile,
  checkProfile: async (values, mode, minors) => (await loadProfileCheck()).checkProfile(values, mode, minors),
  loadGuardianConsent: getGuardianConsent,
  sendGuardianCode,
  token: () => $token.get(),
  storedUser: () => $user.get(),
  endSession,
  signIn(token, user) {
    signIn(token, user);
    refreshUserDetails().catch((error: unknown) => console.error('Could not refresh the user details', error));
  },
  storeUser,
  toast: (message, kind) => void showToast(message, kind),
  replace: (path) => window.location.replace(path),
};
