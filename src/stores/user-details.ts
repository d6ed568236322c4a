import { ApiRequestError, getUserDetails, type UserDetailsResponse } from '../lib/api-client.ts';
import { isSessionRequired } from '../lib/portal/session-gate.ts';
import { loginReturningHere } from '../lib/portal/return-to.ts';
import { AUTH_MESSAGES } from '../shared/messages/session.ts';
import { showToastAfterNavigation } from '../lib/toast.ts';
import type { StoredUser } from '../lib/stored-user.ts';
import { $token, $user, clearSession } from './auth.ts';

let pageLoad: Promise<UserDetailsResponse> | undefined;

/**
 * The signed-in user's details, fetched once per page load and shared: the header's session upkeep
 * and a portal island on the same page make one request between them.
 */
export function loadUserDetails(): Promise<UserDetailsResponse> {
  pageLoad ??= refreshUserDetails();
  return pageLoad;
}

/**
 * Fetches fresh details and stores the user, so the header and the apply gating follow. A 401 ends
 * the session. Rethrows every failure (docs/spec.md §7), so callers decide what to tell the visitor.
 */
export function refreshUserDetails(): Promise<UserDetailsResponse> {
  const token = $token.get();
  if (!token) return Promise.reject(new ApiRequestError(401, {}));
  const request = getUserDetails(token).then(
    (details) => {
      // A sign-out (or a new sign-in) while the request was out wins over its answer.
      if ($token.get() === token) storeUser(details.user);
      return details;
    },
    (error: unknown) => {
      if (isUnauthorized(error) && $token.get() === token) endSession(error.data.message);
      throw error;
    },
  );
  pageLoad = request;
  return request;
}

export function isUnauthorized(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 401;
}

/** Writes the user only when it changed, so other tabs and the header are not woken for nothing. */
export function storeUser(user: StoredUser): void {
  if (JSON.stringify($user.get()) !== JSON.stringify(user)) $user.set(user);
}

/**
 * Signs the visitor out cleanly after the server refused their token. Portal pages cannot work
 * without a session, so they go to /login with the reason, and come back after sign-in; public pages
 * just show Sign In again.
 */
export function endSession(reason: string = AUTH_MESSAGES.expired): void {
  clearSession();
  if (!isSessionRequired()) return;
  showToastAfterNavigation(reason, 'error');
  window.location.replace(loginReturningHere());
}
