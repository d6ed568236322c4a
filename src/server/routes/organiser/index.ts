import { Hono } from 'hono';
import { z } from 'zod';
import { ORGANISER_MESSAGES, WindowSettingsSchema } from '../../../shared/organiser-schemas.ts';
import { requireAuth } from '../../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { loadApplications } from '../../organiser/applications.ts';
import { exportRecords, recordsToCsv } from '../../organiser/export.ts';
import { collectStats } from '../../organiser/funnel.ts';
import { requireStaff, roleOf } from '../../organiser/roles.ts';
import { readWindow, saveWindow } from '../../organiser/window.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { notificationRoutes } from './notifications.ts';
import { organiserSubmissionRoutes } from './submissions.ts';

const ExportQuery = z.object({
  format: z.enum(['csv', 'json'], { error: "format must be 'csv' or 'json'" }).default('csv'),
});

/** GET /api/organiser/export?format=csv|json: a download named with the time. */
function exportRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/', validate('query', ExportQuery), async (c) => {
    const { format } = c.req.valid('query');
    const { mobile } = c.get('user');
    const records = await exportRecords(deps, { role: roleOf(deps.roles, mobile), mobile });
    const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
    const csv = format === 'csv';
    return c.body(csv ? recordsToCsv(records) : `${JSON.stringify(records, null, 2)}\n`, 200, {
      'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="applications-${stamp}.${format}"`,
    });
  });
}

function statsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/', async (c) =>
    c.json(await collectStats(deps.db, await loadApplications(deps.db)), 200),
  );
}

/** GET /api/organiser/settings (staff) and PUT (organisers): the application window. */
function settingsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => c.json({ ...(await readWindow(deps.db)) }, 200))
    .put('/', requireStaff(deps.roles, true), jsonBodyLimit, validate('json', WindowSettingsSchema), async (c) => {
      const window = c.req.valid('json');
      await saveWindow(deps.db, window, c.get('user').mobile, deps.now());
      return c.json({ ...window, message: ORGANISER_MESSAGES.settingsSaved }, 200);
    });
}

/** Everything under /api/organiser: signed in (401) and an organiser or reviewer (403) first. */
export function organiserRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireAuth(deps), requireStaff(deps.roles))
    .route('/submissions', organiserSubmissionRoutes(deps))
    .route('/export', exportRoutes(deps))
    .route('/stats', statsRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/notifications', notificationRoutes(deps));
}
