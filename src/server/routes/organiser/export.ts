import { Hono } from 'hono';
import { z } from 'zod';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { audit } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { claimSlot } from '../../limits/slot-leases.ts';
import { exportStream } from '../../export/export-stream.ts';
import { roleOf } from '../../organiser/roles.ts';
import { validate } from '../../validate.ts';
import { API_MESSAGES } from '../../../shared/messages/api.ts';

const ExportQuery = z.object({
  format: z.enum(['csv', 'json'], { error: API_MESSAGES.exportFormat }).default('csv'),
});

/**
 * GET /api/organiser/export?format=csv|json: a download named with the time, streamed as the client reads it
 * (export/export-stream.ts). At most two per person at once: a third answers 429.
 */
export function exportRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/', validate('query', ExportQuery), async (c) => {
    const { format } = c.req.valid('query');
    const { mobile } = c.get('user');
    const viewer = { role: roleOf(deps.roles, mobile), mobile };
    const lease = await claimSlot(deps.db, 'export', mobile, deps.now);
    if (!lease) throw fail(429, ORGANISER_MESSAGES.exportsBusy);
    await audit(deps, c, 'export.downloaded', '', { format });
    const body = exportStream(deps, viewer, format, lease);
    const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
    return c.body(body, 200, {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="applications-${stamp}.${format}"`,
    });
  });
}
