import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '../../shared/messages/session.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { userForToken } from './sessions.ts';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

/**
 * Bearer authentication for protected routes: sets `user`, `startup` and `token`, or answers a JSON 401. With
 * `applicantStatus`, also `applicantStatus`, read by the same statement (GET /api/user-details).
 */
export function requireAuth(deps: ApiDeps, options: { applicantStatus?: boolean } = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw fail(401, AUTH_MESSAGES.missing, {}, CHALLENGE);
    const token = match[1]!;
    const found = await userForToken(deps.db, token, deps.now(), options.applicantStatus);
    if (!found) throw fail(401, AUTH_MESSAGES.invalid, {}, CHALLENGE);
    c.set('user', found.user);
    c.set('startup', found.startup);
    c.set('token', token);
    if (found.applicantStatus !== undefined) c.set('applicantStatus', found.applicantStatus);
    await next();
  };
}
