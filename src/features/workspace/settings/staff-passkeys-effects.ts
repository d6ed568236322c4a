/** The staff passkeys list's effects in the browser: the session's token and the passkeys API. */
import { getStaffPasskeys, removeStaffPasskeys } from '../../../lib/passkeys-api.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { onPasskeysChanged } from '../common/passkeys-changed.ts';
import { sendWrite } from '../common/send.ts';
import type { StaffPasskeyEffects } from './staff-passkeys.ts';

export const browserStaffPasskeyEffects: StaffPasskeyEffects = {
  async list() {
    const outcome = await readWith(browserSession, getStaffPasskeys);
    return outcome?.phase === 'ready' ? outcome.value : undefined;
  },
  remove: (mobile) => sendWrite((token) => removeStaffPasskeys(token, mobile)),
  onChange: onPasskeysChanged,
};
