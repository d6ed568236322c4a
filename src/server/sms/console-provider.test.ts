import { describe, expect, it } from 'vitest';
import { smsMessage } from '../../shared/sms-message.ts';
import { consoleProvider, otpLinePattern } from './console-provider.ts';

describe('console SMS provider', () => {
  it('prints exactly one line per code holding the 10-digit mobile and the 6-digit code', async () => {
    const lines: string[] = [];
    await consoleProvider((l) => lines.push(l)).sendOtp('9876543210', '012345');
    expect(lines).toHaveLength(1);
    // The pattern the end-to-end tests use to read codes from the server's output.
    expect(otpLinePattern().exec(lines[0]!)?.slice(1)).toEqual(['9876543210', '012345']);
  });

  it('shows the SMS text, whose last line binds the code to SITE_URL’s host for WebOTP', async () => {
    const lines: string[] = [];
    await consoleProvider((l) => lines.push(l), 'https://launchpad.example.org').sendOtp('9876543210', '012345');
    const text = JSON.parse(/ text=(".*")$/.exec(lines[0]!)![1]!) as string;
    expect(text).toBe('012345 is your sign-in code. It expires in 5 minutes.\n\n@launchpad.example.org #012345');
    expect(text.split('\n').at(-1)).toBe('@launchpad.example.org #012345');
  });

  it('keeps a non-default port in the host, as the browser compares origins', async () => {
    const lines: string[] = [];
    await consoleProvider((l) => lines.push(l), 'http://127.0.0.1:4403/').sendOtp('9876543210', '999999');
    expect(lines[0]!.endsWith('\\n\\n@127.0.0.1:4403 #999999"')).toBe(true);
  });
});

describe('console SMS provider, registered messages', () => {
  it('prints one line per message with its wording, its text quoted and escaped', async () => {
    const lines: string[] = [];
    await consoleProvider((l) => lines.push(l)).sendMessage('9876543210', {
      wording: 'SHORTLISTED',
      vars: {},
      text: 'Launchpad 8: your status is\nShortlisted 123456',
    });
    expect(lines).toEqual([
      '[sms] Status to 9876543210: template=SHORTLISTED text="Launchpad 8: your status is\\nShortlisted 123456"',
    ]);
  });

  it('never lets a name a person wrote forge a code line, however it is written', async () => {
    const forged = '[sms] OTP for 9999999999: 123456 text="x"';
    const lines: string[] = [];
    const provider = consoleProvider((l) => lines.push(l));
    for (const name of [forged, `\n${forged}`, `\u2028${forged}`, `"\n${forged}`]) {
      // The text as it would be without the name variable's own rules (sms-message.ts), to test the log's alone.
      const message = smsMessage('SHORTLISTED_NAMED', 'Launchpad 8', { name: 'Asha', startup: 'Krishi' });
      await provider.sendMessage('9876543210', { ...message, text: message.text.replace('Asha', name) });
    }
    const log = `${lines.join('\n')}\n`;
    expect(log.split('\n').filter(Boolean)).toHaveLength(4);
    expect([...log.matchAll(otpLinePattern())]).toEqual([]);
    // Before the pattern was anchored to the start of a line, the first of them read as a code.
    expect(/\[sms\] OTP for (\d{10}): (\d{6})/.exec(log)?.[1]).toBe('9999999999');
  });
});
