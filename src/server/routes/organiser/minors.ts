import { Hono } from 'hono';
import { PRIVACY_MESSAGES } from '../../../shared/messages/privacy.ts';
import { MinorsSettingsSchema } from '../../../shared/privacy/minors-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { readMinorsSettings, saveMinorsSettings } from '../../privacy/minors-settings.ts';
import { requireStaff } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/**
 * GET /api/organiser/settings/minors (staff) and PUT (organisers): whether applicants under 18 are refused or asked
 * for a guardian's consent, audited in the same transaction.
 */
export function minorsSettingsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => c.json(await readMinorsSettings(deps.db), 200))
    .put('/', requireStaff(deps.roles, true), jsonBodyLimit, validate('json', MinorsSettingsSchema), async (c) => {
      const settings = c.req.valid('json');
      await audited(deps, c, (tx) => saveMinorsSettings(tx, settings, c.get('user').mobile, deps.now()), {
        action: 'settings.saved',
        target: 'minors',
        details: settings,
      });
      return c.json({ ...settings, message: PRIVACY_MESSAGES.minorsSaved }, 200);
    });
}
