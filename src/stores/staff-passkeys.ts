import { atom } from 'nanostores';
import { getStaffPasskeys, removeStaffPasskeys } from '../lib/passkeys-api.ts';
import type { StaffPasskeyList } from '../shared/passkey-schemas.ts';
import { readWith } from './organiser-read.ts';
import { browserSession } from './organiser-read-effects.ts';
import { sendWrite } from './organiser-send.ts';
import { createWrite } from './write.ts';

/** The settings page's staff list with their passkeys (organisers only; empty for anyone else). */
export const $staffPasskeys = atom<StaffPasskeyList['staff']>([]);

/** Reads the list; a failure leaves the list as it was (a 401 ends the session, see organiser-read.ts). */
export async function loadStaffPasskeys(): Promise<void> {
  const outcome = await readWith(browserSession, getStaffPasskeys);
  if (outcome?.phase === 'ready') $staffPasskeys.set(outcome.value.staff);
}

/** Removes a colleague's passkeys (see stores/write.ts), then shows the list as it now is. */
export const removePasskeys = createWrite((mobile: string) =>
  sendWrite((token) => removeStaffPasskeys(token, mobile), loadStaffPasskeys),
);
