/**
 * The portal's toasts from the spec's error catalogue (section 8), copied exactly. Field and form
 * validation messages live with their rules in src/shared (profile-schema, application-rules, api-types).
 */
export const PORTAL_TOASTS = {
  otpSent: 'OTP sent successfully to your mobile number',
  otpSendFailed: 'Failed to send OTP',
  otpSendError: 'An error occurred while sending OTP',
  loginSuccess: 'Login successful',
  otpVerifyFailed: 'OTP verification failed',
  otpVerifyError: 'An error occurred while verifying OTP',
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

/** A server's own message when it sent one, else the fallback. */
export function serverMessage(data: { message?: unknown } | null | undefined, fallback: string): string {
  const message = data?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
