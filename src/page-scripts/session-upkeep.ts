import { $token } from '../stores/auth.ts';
import { isUnauthorized, loadUserDetails } from '../stores/user-details.ts';
import { isSessionRequired } from '../lib/portal/session-gate.ts';
import { loginReturningHere } from '../lib/portal/return-to.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

// With a stored token the user's details are refreshed on every load (docs/spec.md §4), so the
// header's name and the apply gating follow changes made elsewhere. A 401 ends the session inside
// loadUserDetails; any other failure is only logged (docs/spec.md §8).
if ($token.get()) {
  loadUserDetails().catch((error: unknown) => {
    if (!isUnauthorized(error)) console.error('Could not refresh the user details', error);
  });
}

// Signing out in another tab leaves a portal page without a session: follow it to /login, which comes
// back here after sign-in. A logout
// in this tab navigates by itself (to /), and the storage event never fires in the tab that wrote.
if (isSessionRequired()) {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    if (!localStorage.getItem(STORAGE_KEYS.token) || !localStorage.getItem(STORAGE_KEYS.user)) {
      window.location.replace(loginReturningHere());
    }
  });
}
