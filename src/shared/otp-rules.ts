/**
 * The rules of one-time codes (docs/api.md, "Sign-in rules"), read by the API that enforces them
 * and by the sign-in page that waits out the resend cooldown. Browser-safe.
 */
export const OTP_RULES = {
  digits: 6,
  ttlMs: 5 * 60_000,
  /** The wait after a number's first code; it doubles with each further code, up to resendMaxWaitMs. */
  resendCooldownMs: 30_000,
  resendMaxWaitMs: 240_000,
  maxSendsPerHour: 5,
  maxWrongAttempts: 5,
} as const;

/**
 * The wait after the `codesSent`-th code to a number since its last sign-in (within the hour): 30 s, 60 s, 120 s,
 * then 240 s. Growing, so flooding one number costs the attacker more time with each code.
 */
export function resendWaitMs(codesSent: number): number {
  return Math.min(OTP_RULES.resendMaxWaitMs, OTP_RULES.resendCooldownMs * 2 ** Math.max(0, codesSent - 1));
}
