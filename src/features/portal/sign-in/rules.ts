import type { ApiAnswer, SendOtpResponse, VerifyOtpResponse } from '../../../lib/api-client.ts';
import { SIGN_IN_MESSAGES } from '../../../shared/messages/sign-in.ts';
import { normaliseMobile } from '../../../shared/mobile.ts';
import { OTP_RULES } from '../../../shared/otp-rules.ts';
import { serverMessage } from '../../../lib/portal/messages.ts';

/**
 * Input limits of the two steps (docs/spec.md §5). The number itself is held to 10 digits; the field
 * takes a few characters more, so a typed '+91 98765 43210' is not cut before it is read as the
 * national number (typedPhone).
 */
const PHONE_MAX_LENGTH = 10;
export const PHONE_INPUT_MAX_LENGTH = 17;

/**
 * The phone field's value as the visitor types: separators and a '+91', '91' or '0' prefix go as soon as
 * they make a whole number, and a bare number stops at 10 digits (spec: input limited to 10 characters).
 */
export function typedPhone(raw: string): string {
  const value = normaliseMobile(raw);
  const prefix = /^(\+91|91|0)/.exec(value)?.[0] ?? '';
  return value.slice(0, PHONE_MAX_LENGTH + prefix.length);
}
export const OTP_MAX_LENGTH = OTP_RULES.digits;

/**
 * The API's first resend wait. The resend button waits as long as the API's answer says (`resendAfter`, which grows
 * with each code), this long when it does not say; when the server still refuses, its own Retry-After takes over.
 */
const RESEND_COOLDOWN_SECONDS = OTP_RULES.resendCooldownMs / 1000;

export type SendOutcome =
  | { sent: true; toast: string; resendAfterSeconds: number }
  | { sent: false; toast: string; retryAfterSeconds?: number };

/** What a send-OTP answer means for the visitor (docs/spec.md §8). */
export function sendOutcome(answer: ApiAnswer<SendOtpResponse> | null): SendOutcome {
  if (!answer) return { sent: false, toast: SIGN_IN_MESSAGES.otpSendError };
  if (answer.ok) {
    return {
      sent: true,
      toast: SIGN_IN_MESSAGES.otpSent,
      resendAfterSeconds: answer.data.resendAfter ?? RESEND_COOLDOWN_SECONDS,
    };
  }
  return {
    sent: false,
    toast: serverMessage(answer.data, SIGN_IN_MESSAGES.otpSendFailed),
    retryAfterSeconds: answer.retryAfterSeconds,
  };
}

export type VerifyOutcome =
  | { signedIn: true; toast: string; token: string; user: VerifyOtpResponse['user']; unseenDecision: boolean }
  | { signedIn: false; toast: string; retryAfterSeconds?: number };

/** What a verify-OTP answer means: the session and toast on success, the toast otherwise. */
export function verifyOutcome(answer: ApiAnswer<VerifyOtpResponse> | null): VerifyOutcome {
  if (!answer) return { signedIn: false, toast: SIGN_IN_MESSAGES.otpVerifyError };
  if (!answer.ok) {
    return {
      signedIn: false,
      toast: serverMessage(answer.data, SIGN_IN_MESSAGES.otpVerifyFailed),
      retryAfterSeconds: answer.retryAfterSeconds,
    };
  }
  const { token, user, unseenDecision } = answer.data;
  return {
    signedIn: true,
    toast: serverMessage(answer.data, SIGN_IN_MESSAGES.loginSuccess),
    token,
    user,
    unseenDecision: unseenDecision === true,
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
