/**
 * The profile form's own words around the fields, apart from the validation messages (profile.ts, loaded once a
 * field gets focus) and the success panel's (profile-success.ts, loaded with the panel), as the form shows these at
 * load.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

/** What the profile forms say around the fields: loading, a failed load, a save. */
export const PROFILE_SCREEN_MESSAGES = {
  loading: 'Loading your profile…',
  loadFailed: 'Your profile could not be loaded.',
  /** Shown for the moment the success panel's code loads. */
  saved: 'Profile saved…',
} as const;
