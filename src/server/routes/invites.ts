import { Hono } from 'hono';
import { COFOUNDER_MESSAGES } from '../../shared/messages/cofounders.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { answerInvite, stopInvites, viewInvite } from '../cofounders/respond.ts';

/**
 * /api/invites/:token: the invited co-founder, signed in with the invited number, reads the invite (and once they
 * accepted, the application) and accepts or declines it, once, or declines it and refuses every further invite.
 */
export function inviteRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('/invites/*', requireAuth(deps))
    .get('/invites/:token', async (c) => {
      return c.json(await viewInvite(deps.db, c.req.param('token'), c.get('user').mobile), 200);
    })
    .post('/invites/:token/accept', async (c) => {
      await answerInvite(deps.db, c.req.param('token'), c.get('user').mobile, 'accepted', deps.now());
      return c.json({ message: COFOUNDER_MESSAGES.accepted }, 200);
    })
    .post('/invites/:token/decline', async (c) => {
      await answerInvite(deps.db, c.req.param('token'), c.get('user').mobile, 'declined', deps.now());
      return c.json({ message: COFOUNDER_MESSAGES.declined }, 200);
    })
    .post('/invites/:token/stop', async (c) => {
      await stopInvites(deps.db, c.req.param('token'), c.get('user').mobile, deps.now());
      return c.json({ message: COFOUNDER_MESSAGES.stopped }, 200);
    });
}
