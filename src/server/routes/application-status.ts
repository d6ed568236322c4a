import { Hono } from 'hono';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { markDecisionSeen } from '../applications/applicant-status.ts';

/**
 * POST /api/application-status/seen: the applicant has read their status on /application, so the next sign-in
 * lands where they choose rather than on a decision they already know.
 */
export function applicationStatusRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post('/application-status/seen', requireAuth(deps), async (c) => {
    await markDecisionSeen(deps.db, c.get('user').id, deps.now());
    return c.json({ message: APPLICATION_MESSAGES.decisionSeen }, 200);
  });
}
