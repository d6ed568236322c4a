import { quoted } from '../log-safe.ts';
import type { SmsProvider } from './provider.ts';
import { otpSmsText } from './otp-text.ts';

/**
 * The code line's documented pattern (docs/api.md): only a line that starts with it, so only this provider's own
 * line, matches. Every value a person wrote is printed quoted and escaped (log-safe.ts) and can never start a line.
 */
export const otpLinePattern = (mobile = '\\d{10}') =>
  new RegExp(`^\\[sms\\] OTP for (${mobile}): (\\d{6}) text="`, 'gm');

/**
 * The default provider: no SMS, one log line per code, e.g.
 * `[sms] OTP for 9876543210: 123456 text="123456 is your sign-in code…\n\n@example.org #123456"`.
 * The end-to-end tests read codes from the server's output with `otpLinePattern`; keep it stable.
 * Registered messages print as `[sms] Status to 9876543210: template=<wording> text="<text>"`, the text quoted, which
 * that pattern never matches.
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
    async sendMessage(mobile, message) {
      write(`[sms] Status to ${mobile}: template=${message.wording} text=${quoted(message.text)}`);
    },
    registered: () => true,
  };
}
