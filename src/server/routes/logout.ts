import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../shared/messages/session.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { endSessions } from '../auth/sessions.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';

/**
 * POST /api/logout: ends the session the bearer token belongs to, so the token is refused from now on
 * (clearing the browser alone would leave it valid for 30 days). The user's other sessions stay, unless
 * `?all=1` asks to sign out everywhere (a lost phone, a shared laptop): then every session of the user ends.
 */
export function logoutRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post('/logout', requireAuth(deps), async (c) => {
    const everywhere = c.req.query('all') === '1';
    await endSessions(deps.db, c.get('token'), c.get('user').id, everywhere);
    return c.json({ message: everywhere ? AUTH_MESSAGES.signedOutEverywhere : AUTH_MESSAGES.loggedOut }, 200);
  });
}
