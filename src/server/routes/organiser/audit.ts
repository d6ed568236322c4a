import { Hono } from 'hono';
import { AuditQuerySchema } from '../../../shared/audit-schemas.ts';
import { readAuditPage } from '../../audit/audit-query.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff } from '../../staff/roles.ts';
import { validate } from '../../validate.ts';

/** GET /api/organiser/audit (organisers only): the log, read-only; no route writes, edits or deletes it. */
export function auditRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', validate('query', AuditQuerySchema), async (c) =>
      c.json(await readAuditPage(deps.db, deps.rubric, c.req.valid('query')), 200),
    );
}
