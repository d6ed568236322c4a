/** The staff list's effects in the browser: the API with the session's token (see staff-members.ts). */
import { getStaff, inviteStaff, remindStaff, removeStaff } from '../../../lib/staff-api.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';
import { createStaffMembers } from './staff-members.ts';

export const staffMembers = createStaffMembers({
  async read() {
    const outcome = await readWith(browserSession, getStaff);
    if (!outcome) return undefined;
    return outcome.phase === 'ready' ? { staff: outcome.value.staff } : { error: outcome.message };
  },
  invite: (invite) => sendWrite((token) => inviteStaff(token, invite)),
  remove: (mobile) => sendWrite((token) => removeStaff(token, mobile)),
  remind: () => sendWrite((token) => remindStaff(token)),
});
