/**
 * The sign-in checks (docs/spec.md §5), straight from the API's own schemas so the form and the API
 * apply one rule with one message. zod is heavy, so the island loads this module on first use.
 */
import { MobileSchema, OtpCodeSchema } from '../../../shared/api-types.ts';

/** 'Please enter phone number' / 'Phone number must be exactly 10 digits', or undefined when valid. */
export function phoneError(value: string): string | undefined {
  const result = MobileSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** 'Please enter a valid 6-digit OTP' unless the trimmed code is exactly six digits. */
export function otpError(value: string): string | undefined {
  const result = OtpCodeSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
