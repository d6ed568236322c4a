import { Hono } from 'hono';
import { formatIstDay } from '../../shared/india-time.ts';
import { PRIVACY_REQUEST_MESSAGES } from '../../shared/messages/privacy-requests.ts';
import { OPEN_PRIVACY_REQUESTS_MAX } from '../../shared/privacy/request-labels.ts';
import { NewPrivacyRequestSchema } from '../../shared/privacy/request-schemas.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { ownRequests, raiseAuditedRequest, requestView } from '../privacy/requests.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/**
 * The applicant's side of the rights desk: POST /api/privacy-requests raises a request (audited with the actor
 * 'applicant', so the log never holds their number), GET lists their own with each one's state and due date.
 */
export function privacyRequestRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('/privacy-requests', requireAuth(deps))
    .get('/privacy-requests', async (c) => c.json({ requests: await ownRequests(deps.db, c.get('user').id) }, 200))
    .post('/privacy-requests', jsonBodyLimit, validate('json', NewPrivacyRequestSchema), async (c) => {
      const now = deps.now();
      const row = await raiseAuditedRequest(deps.db, c.get('user').id, c.req.valid('json'), now, deps.clientIp(c));
      if (!row) throw fail(429, PRIVACY_REQUEST_MESSAGES.tooManyRequests(OPEN_PRIVACY_REQUESTS_MAX));
      return c.json(
        { request: requestView(row), message: PRIVACY_REQUEST_MESSAGES.requestReceived(formatIstDay(row.dueAt)) },
        201,
      );
    });
}
