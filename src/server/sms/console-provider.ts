import type { SmsProvider } from './provider.ts';
import { otpSmsText } from './otp-text.ts';

/**
 * The default provider: no SMS, one log line per code, e.g.
 * `[sms] OTP for 9876543210: 123456 text="123456 is your sign-in code…\n\n@example.org #123456"`.
 * The end-to-end tests read codes from the server's output with a regex on its start; keep it stable.
 * Status messages print as `[sms] Status to 9876543210: <text>` (newlines flattened), which that
 * regex can never match.
 */
export function consoleProvider(
  write: (line: string) => void = (line) => console.log(line),
  siteUrl = 'http://localhost:4321',
): SmsProvider {
  return {
    name: 'console',
    async sendOtp(mobile, code) {
      write(`[sms] OTP for ${mobile}: ${code} text=${JSON.stringify(otpSmsText(code, siteUrl))}`);
    },
    async sendStatus(mobile, text) {
      write(`[sms] Status to ${mobile}: ${text.replace(/\s+/g, ' ')}`);
    },
  };
}
