import { Hono } from 'hono';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { listFormFields, listFormSections } from '../forms/stored-form.ts';

/** GET /api/formsection-list and GET /api/formfield-list. */
export function formRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('/formsection-list', requireAuth(deps))
    .use('/formfield-list', requireAuth(deps))
    .get('/formsection-list', async (c) => c.json({ sections: await listFormSections(deps.db) }, 200))
    .get('/formfield-list', async (c) => c.json({ formFields: await listFormFields(deps.db) }, 200));
}
