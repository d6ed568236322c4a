import { describe, expect, it } from 'vitest';
import { consoleProvider } from './console-provider.ts';

describe('console SMS provider', () => {
  it('prints exactly one line per code holding the 10-digit mobile and the 6-digit code', async () => {
    const lines: string[] = [];
    await consoleProvider((l) => lines.push(l)).sendOtp('9876543210', '012345');
    expect(lines).toEqual(['[sms] OTP for 9876543210: 012345']);
    // The regex the end-to-end tests use to read codes from the server's output.
    expect(/\[sms\] OTP for (\d{10}): (\d{6})/.exec(lines[0]!)?.slice(1)).toEqual(['9876543210', '012345']);
  });
});

describe('console SMS provider, status messages', () => {
  it('prints one line per status message that the OTP regex never matches', async () => {
    const lines: string[] = [];
    await consoleProvider((l) => lines.push(l)).sendStatus(
      '9876543210',
      'Launchpad 8: your status is\nShortlisted 123456',
    );
    expect(lines).toEqual(['[sms] Status to 9876543210: Launchpad 8: your status is Shortlisted 123456']);
    expect(/\[sms\] OTP for (\d{10}): (\d{6})/.test(lines[0]!)).toBe(false);
  });
});
