import type { ApiAnswer, MessageResponse, VerifyOtpResponse } from '../api-client.ts';
import { PORTAL_TOASTS, serverMessage } from './messages.ts';

/** Input limits of the two steps (spec sections 5 and 9). */
export const PHONE_MAX_LENGTH = 10;
export const OTP_MAX_LENGTH = 6;

/**
 * The API's resend rule (ARCHITECTURE.md: no new code sooner than 30 s). The resend button waits this
 * long after a send; when the server still refuses, its own Retry-After takes over.
 */
export const RESEND_COOLDOWN_SECONDS = 30;

export type SendOutcome = { sent: true; toast: string } | { sent: false; toast: string; retryAfterSeconds?: number };

/** What a send-OTP answer means for the visitor (spec section 8). */
export function sendOutcome(answer: ApiAnswer<MessageResponse> | null): SendOutcome {
  if (!answer) return { sent: false, toast: PORTAL_TOASTS.otpSendError };
  if (answer.ok) return { sent: true, toast: PORTAL_TOASTS.otpSent };
  return {
    sent: false,
    toast: serverMessage(answer.data, PORTAL_TOASTS.otpSendFailed),
    retryAfterSeconds: answer.retryAfterSeconds,
  };
}

export type VerifyOutcome =
  | { signedIn: true; toast: string; token: string; user: VerifyOtpResponse['user']; next: '/' | '/complete-profile' }
  | { signedIn: false; toast: string; retryAfterSeconds?: number };

/** What a verify-OTP answer means: where to go on success (spec section 4), which toast otherwise. */
export function verifyOutcome(answer: ApiAnswer<VerifyOtpResponse> | null): VerifyOutcome {
  if (!answer) return { signedIn: false, toast: PORTAL_TOASTS.otpVerifyError };
  if (!answer.ok) {
    return {
      signedIn: false,
      toast: serverMessage(answer.data, PORTAL_TOASTS.otpVerifyFailed),
      retryAfterSeconds: answer.retryAfterSeconds,
    };
  }
  const { token, user } = answer.data;
  return {
    signedIn: true,
    toast: serverMessage(answer.data, PORTAL_TOASTS.loginSuccess),
    token,
    user,
    next: user.isProfileCompleted ? '/' : '/complete-profile',
  };
}

/** Whole seconds left until `untilMs`, never negative. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** '98765 43210': the number as the visitor reads it back. */
export function formatMobile(mobile: string): string {
  return mobile.length === PHONE_MAX_LENGTH ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}
