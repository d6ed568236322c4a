import { Hono } from 'hono';
import { z } from 'zod';
import { MobileSchema } from '../../shared/api-types.ts';
import { type CofounderList, InviteRequestSchema } from '../../shared/cofounder-schemas.ts';
import { COFOUNDER_MESSAGES } from '../../shared/messages/cofounders.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { inviteCofounder, listTeam, removeInvite, resendInvite } from '../cofounders/invites.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

const MobileParam = z.object({ mobile: MobileSchema });

/**
 * /api/cofounders: the applicant invites co-founders by mobile and role, lists them with their answers, removes and
 * resends them. Each SMS goes out through the outbox, never inside the request.
 */
export function cofounderRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('/cofounders', requireAuth(deps))
    .use('/cofounders/*', requireAuth(deps))
    .get('/cofounders', async (c) => {
      const body: CofounderList = await listTeam(deps.db, c.get('user').id, deps.now());
      return c.json(body, 200);
    })
    .post('/cofounders', jsonBodyLimit, validate('json', InviteRequestSchema), async (c) => {
      await inviteCofounder(deps.db, c.get('user'), c.req.valid('json'), deps.now());
      deps.smsOutbox.wake();
      return c.json({ message: COFOUNDER_MESSAGES.invited }, 201);
    })
    .delete('/cofounders/:mobile', validate('param', MobileParam), async (c) => {
      await removeInvite(deps.db, c.get('user').id, c.req.valid('param').mobile);
      return c.json({ message: COFOUNDER_MESSAGES.removed }, 200);
    })
    .post('/cofounders/:mobile/resend', validate('param', MobileParam), async (c) => {
      await resendInvite(deps.db, c.get('user'), c.req.valid('param').mobile, deps.now());
      deps.smsOutbox.wake();
      return c.json({ message: COFOUNDER_MESSAGES.resent }, 200);
    });
}
