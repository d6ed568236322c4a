import { Hono } from 'hono';
import { PLACE_MESSAGES } from '../../../shared/messages/places.ts';
import { PlaceSettingsSchema } from '../../../shared/place-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff } from '../../staff/roles.ts';
import { readPlaceSettings, savePlaceSettings } from '../../places/settings.ts';
import { honourDeadlines } from '../../decisions/waitlist-promotion.ts';
import { placesSummary } from '../../places/views.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/** GET /api/organiser/settings/places (staff) and PUT (organisers): finalist places and the hours to confirm. */
export function placeSettingsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => c.json(await readPlaceSettings(deps.db), 200))
    .put('/', requireStaff(deps.roles, true), jsonBodyLimit, validate('json', PlaceSettingsSchema), async (c) => {
      const settings = c.req.valid('json');
      await audited(deps, c, (tx) => savePlaceSettings(tx, settings, c.get('user').mobile, deps.now()), {
        action: 'settings.saved',
        target: 'finalistPlaces',
        details: settings,
      });
      return c.json({ ...settings, message: PLACE_MESSAGES.settingsSaved }, 200);
    });
}

/**
 * GET /api/organiser/places (organisers): accepted applications confirmed, declined, waiting or lapsed, and the places
 * still free. Deadlines are swept first, so what it shows is already honoured.
 */
export function placesRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/', requireStaff(deps.roles, true), async (c) => {
    await honourDeadlines(deps);
    return c.json(await placesSummary(deps.db, deps.now()), 200);
  });
}
