import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { SERVER_LOG } from './server-env.ts';

/** The paths of the invite links texted to `mobile`, oldest first, read from the console SMS provider's log lines. */
export async function invitesTexted(mobile: string): Promise<string[]> {
  const log = await readFile(SERVER_LOG, 'utf8').catch(() => '');
  return log
    .split('\n')
    .filter((l) => l.startsWith(`[sms] Status to ${mobile}:`))
    .flatMap((l) => /https?:\/\/[^/\s]+(\/invite\?token=[A-Za-z0-9_-]+)/.exec(l)?.[1] ?? []);
}

/**
 * The path of the latest invite link texted to `mobile`, once there is one. Pass `after` (how many it had been texted
 * before the invite) so an older link, e.g. a failed try's, is never mistaken for the new one.
 */
export async function inviteLink(mobile: string, { after = 0 } = {}): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const links = await invitesTexted(mobile);
      found = links.length > after ? links.at(-1)! : '';
      return found;
    })
    .not.toBe('');
  return found;
}
