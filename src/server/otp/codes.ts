import { createHmac, randomInt } from 'node:crypto';
import { OTP_RULES } from '../../shared/otp-rules.ts';

export const HOUR_MS = 60 * 60_000;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** OTP_RULES.digits)
    .toString()
    .padStart(OTP_RULES.digits, '0');
}

/** What is stored instead of the code: HMAC-SHA-256 over mobile and code, so a leaked table reveals nothing usable. */
export function hashCode(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${code}`).digest('hex');
}
