/**
 * Sign-in: field checks, the API's answers and the page's toasts (docs/spec.md §5 and §8).
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 */
import { AUTH_MESSAGES } from './session.ts';

/** Sign-in: field checks, the API's answers and the page's toasts (docs/spec.md §5 and §8). */
export const SIGN_IN_MESSAGES = {
  phoneRequired: 'Please enter phone number',
  phoneInvalid: 'Phone number must be exactly 10 digits',
  /** Ten digits that cannot be an Indian mobile (starting 0-5): saying 'exactly 10 digits' would puzzle. */
  phoneNotMobile: 'Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  otpSent: 'OTP sent successfully to your mobile number',
  otpSendFailed: 'Failed to send OTP',
  otpSendError: 'An error occurred while sending OTP',
  loginSuccess: 'Login successful',
  otpVerifyFailed: 'OTP verification failed',
  otpVerifyError: 'An error occurred while verifying OTP',
  /** Not in the spec: back on a number after "Change Number" while its code is still valid, no new code is sent. */
  codeAlreadySent: 'A code was already sent to this number: enter it, or ask for a new one when the wait is over.',
  /** On /login when a portal page sent a signed-out visitor there. */
  signInToContinue: AUTH_MESSAGES.missing,
} as const;

/** The API's refusals of a send or a check of a one-time code. */
export const OTP_MESSAGES = {
  sent: SIGN_IN_MESSAGES.otpSent,
  cooldown: 'Please wait before requesting another OTP',
  hourlyCap: 'Too many OTP requests for this number. Please try again later',
  ipCap: 'Too many OTP requests. Please try again later',
  sendFailed: SIGN_IN_MESSAGES.otpSendFailed,
  wrong: 'Invalid OTP. Please try again',
  expired: 'Invalid or expired OTP. Please request a new one',
  locked: 'Too many incorrect attempts. Please request a new OTP',
  /** Not in the spec: the sign-in page solves the challenge unseen and asks again; other clients read this. */
  challengeRequired: 'Please solve the challenge from GET /api/otp/challenge and send it as altcha',
  challengeInvalid: 'The challenge solution is not valid. Please request a new challenge',
  challengeExpired: 'The challenge has expired. Please request a new challenge',
  challengeUsed: 'The challenge was already used. Please request a new challenge',
  prefixCap: 'Too many OTP requests for numbers like this one. Please try again later',
  /** SMS_DAILY_BUDGET is spent: nothing more is texted until midnight, India time. */
  budgetSpent: 'Sign-in codes cannot be sent for the rest of today. Please try again tomorrow',
} as const;
