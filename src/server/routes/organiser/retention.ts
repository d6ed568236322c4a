import { Hono } from 'hono';
import { RETENTION_MESSAGES } from '../../../shared/messages/retention.ts';
import { RetentionSettingsSchema } from '../../../shared/privacy/retention-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff } from '../../staff/roles.ts';
import { saveRetention } from '../../retention/settings.ts';
import { retentionView } from '../../retention/view.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/**
 * GET /api/organiser/retention (organisers): the retention periods, the end they run from, and per class what the next
 * runs erase and when more becomes due. PUT (organisers): new periods, audited in the same transaction.
 */
export function retentionRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => c.json(await retentionView(deps.db, deps.now()), 200))
    .put('/', jsonBodyLimit, validate('json', RetentionSettingsSchema), async (c) => {
      const settings = c.req.valid('json');
      await audited(deps, c, (tx) => saveRetention(tx, settings, c.get('user').mobile, deps.now()), {
        action: 'settings.saved',
        target: 'retention',
        details: settings,
      });
      return c.json({ ...(await retentionView(deps.db, deps.now())), message: RETENTION_MESSAGES.saved }, 200);
    });
}
