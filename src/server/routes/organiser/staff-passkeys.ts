import { Hono } from 'hono';
import { z } from 'zod';
import { PASSKEY_MESSAGES } from '../../../shared/messages/passkeys.ts';
import { INDIAN_MOBILE_RE } from '../../../shared/mobile.ts';
import type { StaffPasskeyList } from '../../../shared/passkey-schemas.ts';
import { audit } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { requireStaff, roleOf } from '../../organiser/roles.ts';
import { staffNames } from '../../organiser/staff-names.ts';
import { passkeyCounts, removePasskeys } from '../../passkeys/credentials.ts';
import { validate } from '../../validate.ts';

const MobileParam = z.object({ mobile: z.string().regex(INDIAN_MOBILE_RE, { error: PASSKEY_MESSAGES.notStaff }) });

/**
 * GET /api/organiser/staff-passkeys and DELETE /api/organiser/staff-passkeys/:mobile (organisers): who has a
 * passkey, and recovery for a lost one: removing a colleague's passkeys also signs them out everywhere.
 */
export function staffPasskeyRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => {
      const mobiles = [...new Set([...deps.roles.organisers, ...deps.roles.reviewers])].sort();
      const [nameOf, counts] = await Promise.all([staffNames(deps.db, mobiles), passkeyCounts(deps.db, mobiles)]);
      const staff: StaffPasskeyList['staff'] = mobiles.map((mobile) => ({
        mobile,
        name: nameOf(mobile),
        role: roleOf(deps.roles, mobile) === 'ORGANISER' ? 'ORGANISER' : 'REVIEWER',
        passkeys: counts.get(mobile) ?? 0,
      }));
      return c.json({ staff }, 200);
    })
    .delete('/:mobile', validate('param', MobileParam), async (c) => {
      const { mobile } = c.req.valid('param');
      if (roleOf(deps.roles, mobile) === 'PARTICIPATOR') throw fail(404, PASSKEY_MESSAGES.notStaff);
      if (mobile === c.get('user').mobile) throw fail(400, PASSKEY_MESSAGES.notYourself);
      const removed = await removePasskeys(deps.db, mobile);
      await audit(deps, c, 'passkeys.removed', mobile, { removed });
      return c.json({ message: PASSKEY_MESSAGES.removed, removed }, 200);
    });
}
