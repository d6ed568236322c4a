/**
 * The portal pages' toasts from the spec's error catalogue (section 8).
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */
/** The portal pages' toasts from the spec's error catalogue (section 8). */
export const PORTAL_TOASTS = {
  profileCompleted: 'Profile completed successfully',
  profileCompleteFailed: 'Failed to complete profile',
  profileCompleteError: 'An error occurred while completing profile',
  profileFetched: 'Profile fetched successfully',
  profileFetchFailed: 'Failed to fetch profile',
  profileFetchError: 'An error occurred while fetching profile',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdateError: 'An error occurred while updating profile',
  formLoadFailed: 'Failed to load form sections',
  userLoadFailed: 'Failed to load user data',
  applicationNotCreated: 'Submission failed',
  applicationError: 'Error submitting form',
  applicationSubmitted: 'Application submitted successfully',
  applicationServerError: 'An error occurred while submitting the application',
} as const;
