/**
 * The profile form's own words around the fields, apart from the validation messages (profile.ts, loaded once a
 * field gets focus) and the success panel's (profile-success.ts, loaded with the panel), as the form shows these at
 * load. Plain constants rather than an object, so the bundler inlines them and ships no keys.
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */

export const PROFILE_LOADING = 'Loading your profile…';
export const PROFILE_LOAD_FAILED = 'Your profile could not be loaded.';
/** Shown for the moment the success panel's code loads. */
export const PROFILE_SAVED = 'Profile saved…';
