import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** A stored list that is not a list of keys (edited by hand, an older format) reads as an empty agenda. */
function decodeKeys(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The keys of the sessions the visitor starred ('2-1': day 2, session 1), kept in localStorage. Every tab
 * listens to the others' storage events, so a star set in one tab shows in all.
 */
export const $agenda = persistentAtom<string[]>(STORAGE_KEYS.agenda, [], {
  encode: JSON.stringify,
  decode: decodeKeys,
});

/** Stars the session, or unstars it if it was starred. */
export function toggleStarred(key: string): void {
  const keys = $agenda.get();
  $agenda.set(keys.includes(key) ? keys.filter((kept) => kept !== key) : [...keys, key]);
}
