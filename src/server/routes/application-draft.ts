import { Hono } from 'hono';
import { DraftSaveSchema } from '../../shared/api-types.ts';
import { DRAFT_MESSAGES } from '../../shared/messages/draft.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { deleteDraftFile, receiveDraftFile, saveDraft } from '../drafts/draft-changes.ts';
import { draftView } from '../drafts/draft-store.ts';
import { uploadRequest } from '../submissions/upload-body.ts';
import { jsonBodyLimit, validate } from '../validate.ts';

/**
 * GET/PUT /api/application-draft (answers, each save made from a revision: 409 with the newer draft when another tab
 * or device saved first) and PUT/DELETE /api/application-draft/files/:fieldName (files, checked as a submission's
 * are): the application being written, on the server so any device continues it.
 */
export function applicationDraftRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('/application-draft', requireAuth(deps))
    .use('/application-draft/*', requireAuth(deps))
    .get('/application-draft', async (c) => c.json(await draftView(deps.db, c.get('user').id), 200))
    .put('/application-draft', jsonBodyLimit, validate('json', DraftSaveSchema), async (c) => {
      const now = deps.now();
      const revision = await saveDraft(deps.db, c.get('user'), c.req.valid('json'), now);
      return c.json({ message: DRAFT_MESSAGES.saved, updatedAt: now.toISOString(), revision }, 200);
    })
    .put('/application-draft/files/:fieldName', async (c) => {
      await receiveDraftFile(deps, uploadRequest(c), c.get('user'), c.req.param('fieldName'));
      return c.json({ message: DRAFT_MESSAGES.fileSaved }, 200);
    })
    .delete('/application-draft/files/:fieldName', async (c) => {
      await deleteDraftFile(deps.db, deps.uploads, c.get('user').id, c.req.param('fieldName'));
      return c.json({ message: DRAFT_MESSAGES.fileRemoved }, 200);
    });
}
