import { Hono } from 'hono';
import { PRIVACY_REQUEST_MESSAGES } from '../../../shared/messages/privacy-requests.ts';
import { PrivacyRequestChangeSchema } from '../../../shared/privacy/request-schemas.ts';
import { audit } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { requireStaff } from '../../staff/roles.ts';
import { allRequests, changeAuditedRequest, requestView } from '../../privacy/requests.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/**
 * The organisers' rights desk (organisers only: requests name applicants): GET lists every request with who asked,
 * its due date and whether it is overdue (the read is audited); PATCH /:id moves one to a new state with a note,
 * audited in the same transaction.
 */
export function organiserPrivacyRequestRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => {
      const requests = await allRequests(deps.db, deps.now());
      await audit(deps, c, 'privacy-requests.viewed', '', { count: requests.length });
      return c.json({ requests }, 200);
    })
    .patch('/:id{[0-9]{1,9}}', jsonBodyLimit, validate('json', PrivacyRequestChangeSchema), async (c) => {
      const id = Number(c.req.param('id'));
      const change = c.req.valid('json');
      const row = await changeAuditedRequest(deps.db, id, change, c.get('user').mobile, deps.now(), deps.clientIp(c));
      if (!row) throw fail(404, PRIVACY_REQUEST_MESSAGES.requestNotFound);
      return c.json({ request: requestView(row), message: PRIVACY_REQUEST_MESSAGES.requestUpdated }, 200);
    });
}
