/** The passkey step's effects in the browser: the API with the stored session, toasts, reloading the page. */
import { getPasskeyStatus, runPasskeyCeremony } from '../../../lib/passkeys-api.ts';
import { showToast, showToastAfterNavigation } from '../../../lib/toast.ts';
import { $token } from '../../../stores/auth.ts';
import { announcePasskeysChanged } from '../common/passkeys-changed.ts';
import type { PasskeyGateEffects } from './store.ts';

export const browserPasskeyGateEffects: PasskeyGateEffects = {
  status: () => getPasskeyStatus($token.get() ?? ''),
  ceremony: (kind) => runPasskeyCeremony($token.get() ?? '', kind),
  reopen(message) {
    showToastAfterNavigation(message);
    window.location.reload();
  },
  toast: (message) => void showToast(message, 'success'),
  registered: announcePasskeysChanged,
};
