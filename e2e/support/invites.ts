import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { SERVER_LOG } from './server-env.ts';

/** The path of the latest invite link texted to `mobile`, read from the console SMS provider's log line. */
export async function inviteLink(mobile: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const log = await readFile(SERVER_LOG, 'utf8').catch(() => '');
      const lines = log.split('\n').filter((l) => l.startsWith(`[sms] Status to ${mobile}:`));
      found = /https?:\/\/[^/\s]+(\/invite\?token=[A-Za-z0-9_-]+)/.exec(lines.at(-1) ?? '')?.[1] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}
