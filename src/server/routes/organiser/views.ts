import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { SAVED_VIEW_MESSAGES } from '../../../shared/messages/tags.ts';
import { SaveViewRequestSchema } from '../../../shared/saved-view-schemas.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff } from '../../staff/roles.ts';
import { deleteView, listViews, saveView } from '../../workspace/saved-views.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { notFoundParam } from './submissions.ts';

const ViewParam = z.object({
  id: z.coerce
    .number({ error: SAVED_VIEW_MESSAGES.notFound })
    .int(SAVED_VIEW_MESSAGES.notFound)
    .min(1)
    .max(2 ** 31 - 1),
});

/**
 * /api/organiser/views (organisers): each organiser's saved views of the list, a filter kept under a name; nobody
 * reads another's. A view is a preference, not an action on the applications, so the audit log keeps none (its
 * filter may name a private tag, which the log would show every organiser).
 */
export function savedViewRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => c.json({ views: await listViews(deps.db, c.get('user').mobile) }, 200))
    .post('/', jsonBodyLimit, validate('json', SaveViewRequestSchema), async (c) => {
      const { name, query } = c.req.valid('json');
      const view = await saveView(deps.db, c.get('user').mobile, name, query, deps.now());
      return c.json({ view, message: SAVED_VIEW_MESSAGES.saved(view.name) }, 201);
    })
    .delete('/:id', zValidator('param', ViewParam, notFoundParam), async (c) => {
      const { id } = c.req.valid('param');
      await deleteView(deps.db, c.get('user').mobile, id);
      return c.json({ message: SAVED_VIEW_MESSAGES.deleted }, 200);
    });
}
