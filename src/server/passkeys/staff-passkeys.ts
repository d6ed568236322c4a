import { PASSKEY_MESSAGES } from '../../shared/messages/passkeys.ts';
import type { StaffPasskeyList } from '../../shared/passkey-schemas.ts';
import type { Db } from '../db/client.ts';
import { fail } from '../errors.ts';
import type { RoleConfig } from '../deps.ts';
import { roleOf } from '../staff/roles.ts';
import { staffNames } from '../staff/staff-names.ts';
import { passkeyCounts, removePasskeys } from './credentials.ts';

/** Every organiser and reviewer by number, with their name and how many passkeys they have. */
export async function staffPasskeyList(db: Db, roles: RoleConfig): Promise<StaffPasskeyList> {
  const mobiles = [...new Set([...roles.organisers, ...roles.reviewers])].sort();
  const [nameOf, counts] = await Promise.all([staffNames(db, mobiles), passkeyCounts(db, mobiles)]);
  return {
    staff: mobiles.map((mobile) => ({
      mobile,
      name: nameOf(mobile),
      role: roleOf(roles, mobile) === 'ORGANISER' ? 'ORGANISER' : 'REVIEWER',
      passkeys: counts.get(mobile) ?? 0,
    })),
  };
}

/**
 * An organiser's recovery of a colleague's lost passkey (removePasskeys: every passkey, every session). Refused for a
 * number that is not staff (404) and for the organiser's own number (400). Returns how many were removed.
 */
export async function removeStaffPasskeys(db: Db, roles: RoleConfig, mobile: string, by: string): Promise<number> {
  if (roleOf(roles, mobile) === 'PARTICIPATOR') throw fail(404, PASSKEY_MESSAGES.notStaff);
  if (mobile === by) throw fail(400, PASSKEY_MESSAGES.notYourself);
  return removePasskeys(db, mobile);
}
