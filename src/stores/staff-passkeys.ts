import { atom } from 'nanostores';
import { getStaffPasskeys, removeStaffPasskeys } from '../lib/passkeys-api.ts';
import type { StaffPasskeyList } from '../shared/passkey-schemas.ts';
import { $token } from './auth.ts';
import { sendWrite } from './organiser-send.ts';
import { endSession, isUnauthorized } from './user-details.ts';
import { createWrite } from './write.ts';

/** The settings page's staff list with their passkeys (organisers only; empty for anyone else). */
export const $staffPasskeys = atom<StaffPasskeyList['staff']>([]);

export async function loadStaffPasskeys(): Promise<void> {
  const token = $token.get();
  if (!token) return;
  try {
    $staffPasskeys.set((await getStaffPasskeys(token)).staff);
  } catch (error) {
    if (isUnauthorized(error)) endSession(error.data.message);
  }
}

/** Removes a colleague's passkeys (see stores/write.ts), then shows the list as it now is. */
export const removePasskeys = createWrite((mobile: string) =>
  sendWrite((token) => removeStaffPasskeys(token, mobile), loadStaffPasskeys),
);
