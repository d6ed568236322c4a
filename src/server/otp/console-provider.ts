import type { SmsProvider } from './provider.ts';

/**
 * The default provider: no SMS, one log line per code, e.g. `[sms] OTP for 9876543210: 123456`.
 * The end-to-end tests read codes from the server's output with a regex on this line; keep it stable.
 */
export function consoleProvider(write: (line: string) => void = (line) => console.log(line)): SmsProvider {
  return {
    name: 'console',
    async sendOtp(mobile, code) {
      write(`[sms] OTP for ${mobile}: ${code}`);
    },
  };
}
