/**
 * /organiser/settings, "Staff passkeys": who has a passkey, and recovery for a lost one behind a confirmation.
 * The removal's effect is injected, so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import { getStaffPasskeys, removeStaffPasskeys } from '../lib/passkeys-api.ts';
import type { StaffPasskeyList } from '../shared/passkey-schemas.ts';
import { readWith } from './organiser-read.ts';
import { browserSession } from './organiser-read-effects.ts';
import { sendWrite } from './organiser-send.ts';
import { type WriteResult, createWrite } from './write.ts';

/** The settings page's staff list with their passkeys (organisers only; empty for anyone else). */
export const $staffPasskeys = atom<StaffPasskeyList['staff']>([]);

/** Reads the list; a failure leaves the list as it was (a 401 ends the session, see organiser-read.ts). */
export async function loadStaffPasskeys(): Promise<void> {
  const outcome = await readWith(browserSession, getStaffPasskeys);
  if (outcome?.phase === 'ready') $staffPasskeys.set(outcome.value.staff);
}

/**
 * Removing a colleague's passkeys signs them out everywhere, so it is asked for (`ask`), then confirmed
 * (`remove`) or cancelled; either answer closes the question. See stores/write.ts for the status line.
 */
export function createPasskeyRemoval(remove: (mobile: string) => Promise<WriteResult>) {
  /** The mobile of the colleague whose removal waits for confirmation, or null. */
  const $asking = atom<string | null>(null);
  const write = createWrite(async (mobile: string) => {
    const result = await remove(mobile);
    $asking.set(null);
    return result;
  });
  return {
    $asking,
    $write: write.$write,
    ask: (mobile: string) => {
      write.clear();
      $asking.set(mobile);
    },
    cancel: () => $asking.set(null),
    remove: (mobile: string) => write.run(mobile),
  };
}

/** The settings page's removal: the API, then the list as it now is. */
export const passkeyRemoval = createPasskeyRemoval((mobile) =>
  sendWrite((token) => removeStaffPasskeys(token, mobile), loadStaffPasskeys),
);
