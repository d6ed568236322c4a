import { atom } from 'nanostores';
import { getStaffPasskeys, removeStaffPasskeys } from '../lib/passkeys-api.ts';
import type { StaffPasskeyList } from '../shared/passkey-schemas.ts';
import { $token } from './auth.ts';
import { endSession, isUnauthorized } from './user-details.ts';

/** The settings page's staff list with their passkeys (organisers only; empty for anyone else). */
export const $staffPasskeys = atom<{ staff: StaffPasskeyList['staff']; message: string }>({ staff: [], message: '' });

export async function loadStaffPasskeys(): Promise<void> {
  const token = $token.get();
  if (!token) return;
  try {
    $staffPasskeys.set({ staff: (await getStaffPasskeys(token)).staff, message: '' });
  } catch (error) {
    if (isUnauthorized(error)) endSession(error.data.message);
  }
}

/** Removes `mobile`'s passkeys, then shows the server's message and the list as it now is. */
export async function removePasskeysOf(mobile: string): Promise<void> {
  const token = $token.get();
  if (!token) return;
  const answer = await removeStaffPasskeys(token, mobile);
  const message = answer?.data.message ?? 'The server could not be reached. Please try again.';
  if (answer?.ok) await loadStaffPasskeys();
  $staffPasskeys.set({ ...$staffPasskeys.get(), message });
}
