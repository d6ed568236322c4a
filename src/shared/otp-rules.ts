/**
 * The rules of one-time codes (ARCHITECTURE.md, "Security rules"), read by the API that enforces them
 * and by the sign-in page that waits out the resend cooldown. Browser-safe.
 */
export const OTP_RULES = {
  digits: 6,
  ttlMs: 5 * 60_000,
  resendCooldownMs: 30_000,
  maxSendsPerHour: 5,
  maxWrongAttempts: 5,
} as const;
