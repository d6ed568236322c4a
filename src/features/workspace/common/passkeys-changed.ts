/**
 * The signed-in staff member registered a passkey on this page without reloading it (the passkey step's offer on
 * Settings). The islands of a page share this module, so the staff passkeys table, another island on that page, reads
 * its list again instead of showing the count from before.
 */
import { atom } from 'nanostores';

const $changes = atom(0);

export const announcePasskeysChanged = (): void => $changes.set($changes.get() + 1);

/** Calls `listener` at each change announced from now on; answers the function that stops it. */
export const onPasskeysChanged = (listener: () => void): (() => void) => $changes.listen(listener);
