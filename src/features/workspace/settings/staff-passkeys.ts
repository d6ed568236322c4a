/**
 * /organiser/settings (organisers): the staff with their passkeys, and recovery for a lost one: removing a
 * colleague's passkeys signs them out everywhere, so it is asked for (`ask`), then confirmed (`remove`) or cancelled;
 * either answer closes the question, and after a removal the list shows what the server now holds, as it does after the
 * organiser registers a passkey of their own on the same page. A write like any other (stores/write.ts). Effects (the
 * API with the session, the page's passkey changes) are injected, so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import type { StaffPasskeyList } from '../../../shared/passkey-schemas.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

export interface StaffPasskeyEffects {
  /** The list; undefined when it could not be read (the effects end the session on a 401). */
  list(): Promise<StaffPasskeyList | undefined>;
  remove(mobile: string): Promise<WriteResult>;
  /** Calls `listener` whenever this page changes the signed-in member's passkeys; answers the function that stops it. */
  onChange(listener: () => void): () => void;
}

export function createStaffPasskeys(effects: StaffPasskeyEffects) {
  /** The staff and their passkeys (empty for anyone but an organiser, and until read). */
  const $staff = atom<StaffPasskeyList['staff']>([]);
  /** The mobile of the colleague whose removal waits for confirmation, or null. */
  const $asking = atom<string | null>(null);

  /** Reads the list; a failure leaves it as it was. */
  async function load(): Promise<void> {
    const list = await effects.list();
    if (list) $staff.set(list.staff);
  }

  /** Reads the list, and again at each passkey change the page makes; answers the function that stops listening. */
  function watch(): () => void {
    void load();
    return effects.onChange(() => void load());
  }

  const write = createWrite(async (mobile: string) => {
    const result = await effects.remove(mobile);
    $asking.set(null);
    if (result.ok) await load();
    return result;
  });

  return {
    $staff,
    $asking,
    $write: write.$write,
    load,
    watch,
    ask: (mobile: string) => {
      write.clear();
      $asking.set(mobile);
    },
    cancel: () => $asking.set(null),
    remove: write.run,
  };
}
