/**
 * Sessions: the API's 401s and what the site says when a session ends.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

/** Sessions: the API's 401s and what the site says when a session ends. */
export const AUTH_MESSAGES = {
  missing: 'Please sign in to continue',
  invalid: 'Your session is invalid or has expired. Please sign in again',
  /** Shown on /login when a portal page finds the session gone and the server gave no reason. */
  expired: 'Your session has expired. Please sign in again',
  loggedOut: 'Logged out successfully',
  signedOutEverywhere: 'Signed out on every device',
  signOutEverywhereFailed: 'Could not sign out on every device. Please try again.',
} as const;
