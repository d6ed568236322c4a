import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { otpLinePattern } from '../../src/server/sms/console-provider.ts';
import { SERVER_LOG } from './server-env.ts';

/** A fresh random 10-digit mobile number, so every test signs in as a new person. */
export function randomMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * Every code the console SMS provider printed for `mobile` ('[sms] OTP for <mobile>: <code>'), oldest first, in the
 * e2e server's log or in `log` (a server a spec started itself).
 */
export async function otpCodes(mobile: string, log = SERVER_LOG): Promise<string[]> {
  const text = await readFile(log, 'utf8').catch(() => '');
  return [...text.matchAll(otpLinePattern(mobile))].map((match) => match[2]!);
}

/**
 * Polls the server log for the latest code sent to `mobile`. Pass `after` (how many codes there were
 * before the send) so an older code is never mistaken for the new one.
 */
export async function latestOtp(
  mobile: string,
  { after = 0, timeoutMs = 10_000, log = SERVER_LOG } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = await otpCodes(mobile, log);
    if (codes.length > after) return codes.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No new OTP for ${mobile} in ${log} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A six-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
