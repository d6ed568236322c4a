import { Hono } from 'hono';
import { z } from 'zod';
import { PASSKEY_MESSAGES } from '../../../shared/messages/passkeys.ts';
import { INDIAN_MOBILE_RE } from '../../../shared/mobile.ts';
import { audit } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff } from '../../staff/roles.ts';
import { removeStaffPasskeys, staffPasskeyList } from '../../passkeys/staff-passkeys.ts';
import { validate } from '../../validate.ts';

const MobileParam = z.object({ mobile: z.string().regex(INDIAN_MOBILE_RE, { error: PASSKEY_MESSAGES.notStaff }) });

/**
 * GET /api/organiser/staff-passkeys and DELETE /api/organiser/staff-passkeys/:mobile (organisers): who has a
 * passkey, and recovery for a lost one: removing a colleague's passkeys also signs them out everywhere.
 */
export function staffPasskeyRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => c.json(await staffPasskeyList(deps.db, deps.roles), 200))
    .delete('/:mobile', validate('param', MobileParam), async (c) => {
      const { mobile } = c.req.valid('param');
      const removed = await removeStaffPasskeys(deps.db, deps.roles, mobile, c.get('user').mobile);
      await audit(deps, c, 'passkeys.removed', mobile, { removed });
      return c.json({ message: PASSKEY_MESSAGES.removed, removed }, 200);
    });
}
