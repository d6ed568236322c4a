import { persistentAtom } from '@nanostores/persistent';
import { logout } from '../lib/api-client.ts';
import { STORAGE_KEYS, STORAGE_UPDATE_EVENT } from '../lib/storage-keys.ts';
import type { StoredUser } from '../lib/stored-user.ts';

/** A stored value that is not valid JSON counts as absent rather than breaking every page. */
function decodeJson<T>(encoded: string): T | undefined {
  try {
    return JSON.parse(encoded) as T;
  } catch {
    return undefined;
  }
}

function encodeJson<T>(value: T | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}

/** Bearer token of the signed-in visitor, stored as the raw string. */
export const $token = persistentAtom<string | undefined>(STORAGE_KEYS.token);

/** The signed-in user as last sent by the API, stored as JSON. */
export const $user = persistentAtom<StoredUser | undefined>(STORAGE_KEYS.user, undefined, {
  encode: encodeJson,
  decode: decodeJson,
});

/** The saved draft of the application form, stored as JSON. */
export const $applicationFormData = persistentAtom<Record<string, unknown> | undefined>(
  STORAGE_KEYS.applicationFormData,
  undefined,
  { encode: encodeJson, decode: decodeJson },
);

/** Saves what a successful sign-in returned. */
export function signIn(token: string, user: StoredUser): void {
  $token.set(token);
  $user.set(user);
}

/** Forgets the visitor: token, user and the application draft, then tells every part to re-read. */
export function clearSession(): void {
  $token.set(undefined);
  $user.set(undefined);
  $applicationFormData.set(undefined);
  window.dispatchEvent(new Event(STORAGE_UPDATE_EVENT));
}

/**
 * Logs out (docs/spec.md §4, and on the server too, so a copied token stops working): asks the server to end the session, and forgets it in the
 * browser whatever the server says or whether it answers at all.
 */
export function logOut(): void {
  const token = $token.get();
  if (token) void logout(token);
  clearSession();
}

/**
 * Ends every session of the user, on every device. Unlike logOut it waits for the server: the browser
 * is signed out only once the server confirms, so nobody believes a lost phone signed out when it was not.
 */
export async function logOutEverywhere(): Promise<boolean> {
  const token = $token.get();
  const answer = token ? await logout(token, { all: true }) : null;
  if (!answer?.ok && answer?.status !== 401) return false;
  clearSession();
  return true;
}

/**
 * Reloads the stores from localStorage. Needed after a 'storageUpdate' event, because code outside
 * the stores may have written the keys directly in this tab (the storage event only fires in others).
 */
export function rereadStoredSession(): void {
  const read = (key: string) => localStorage.getItem(key) ?? undefined;
  const token = read(STORAGE_KEYS.token);
  const user = read(STORAGE_KEYS.user);
  if ($token.get() !== token) $token.set(token);
  const decoded = user === undefined ? undefined : decodeJson<StoredUser>(user);
  if (JSON.stringify($user.get()) !== JSON.stringify(decoded)) $user.set(decoded);
}
