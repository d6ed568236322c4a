import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_FILE_BYTES } from '../../shared/application-rules.ts';
import { type ApplicationDraft, DraftAnswersSchema } from '../../shared/api-types.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { DRAFT_MESSAGES } from '../../shared/messages/draft.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { readDraft, removeDraftFile, saveDraftAnswers, saveDraftFile } from '../drafts/draft-store.ts';
import { fail } from '../errors.ts';
import { claimSlot } from '../limits/slot-leases.ts';
import { receiveMultipart } from '../submissions/multipart.ts';
import { jsonBodyLimit, validate } from '../validate.ts';
import { listFormFields } from './forms.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';

/** The draft is for an application not yet in: once it is, there is nothing to draft. */
const requireNotSubmitted = (submitted: boolean) => {
  if (submitted) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
};

/** The form's file field named in the path, or 404. */
async function fileField(deps: ApiDeps, name: string) {
  const fields = await listFormFields(deps.db);
  if (!fields.some((f) => f.fieldType === 'file' && f.name === name)) throw fail(404, DRAFT_MESSAGES.notAFileField);
  return name;
}

/**
 * GET/PUT /api/application-draft (answers) and PUT/DELETE /api/application-draft/files/:fieldName (files,
 * checked as a submission's are): the application being written, on the server so any device continues it.
 */
export function applicationDraftRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('/application-draft', requireAuth(deps))
    .use('/application-draft/*', requireAuth(deps))
    .get('/application-draft', async (c) => {
      const { draft, files } = await readDraft(deps.db, c.get('user').id);
      const body: ApplicationDraft = {
        draft:
          draft || files.length > 0
            ? {
                answers: draft?.answers ?? {},
                updatedAt: new Date(
                  Math.max(draft?.updatedAt.getTime() ?? 0, ...files.map((f) => f.updatedAt.getTime())),
                ).toISOString(),
                files: files.map((f) => ({
                  fieldName: f.fieldName,
                  originalName: f.originalName,
                  mimeType: f.mimeType,
                  size: f.size,
                })),
              }
            : null,
      };
      return c.json(body, 200);
    })
    .put(
      '/application-draft',
      jsonBodyLimit,
      validate('json', z.object({ answers: DraftAnswersSchema }, { error: DRAFT_MESSAGES.invalid })),
      async (c) => {
        const user = c.get('user');
        requireNotSubmitted(user.isApplicationSubmitted);
        const { answers } = c.req.valid('json');
        const known = new Set((await listFormFields(deps.db)).filter((f) => f.fieldType !== 'file').map((f) => f.name));
        if (Object.keys(answers).some((name) => !known.has(name))) throw fail(400, DRAFT_MESSAGES.unknownField);
        const now = deps.now();
        await saveDraftAnswers(deps.db, user.id, answers, now);
        return c.json({ message: DRAFT_MESSAGES.saved, updatedAt: now.toISOString() }, 200);
      },
    )
    .put('/application-draft/files/:fieldName', async (c) => {
      const user = c.get('user');
      requireNotSubmitted(user.isApplicationSubmitted);
      const name = await fileField(deps, c.req.param('fieldName'));
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? ''))
        throw fail(400, API_MESSAGES.fileNotMultipart);
      if (Number(c.req.header('Content-Length') ?? 0) > MAX_FILE_BYTES + 64 * 1024)
        throw fail(413, APPLICATION_MESSAGES.fileTooLarge);
      const slot = await claimSlot(deps.db, 'upload', String(user.id), deps.now);
      if (!slot) throw fail(429, APPLICATION_MESSAGES.uploadsBusy);
      try {
        const received = await receiveMultipart(c.req.raw, {
          fileFields: new Set([name]),
          maxFileBytes: MAX_FILE_BYTES,
          store: deps.uploads,
          idleTimeoutMs: deps.uploadIdleTimeoutMs,
        });
        const file = received.files.get(name);
        if (!file) throw fail(400, DRAFT_MESSAGES.noFile);
        await saveDraftFile(deps.db, deps.uploads, user.id, file, deps.now());
        return c.json({ message: DRAFT_MESSAGES.fileSaved }, 200);
      } finally {
        await slot.release();
      }
    })
    .delete('/application-draft/files/:fieldName', async (c) => {
      const name = await fileField(deps, c.req.param('fieldName'));
      await removeDraftFile(deps.db, deps.uploads, c.get('user').id, name);
      return c.json({ message: DRAFT_MESSAGES.fileRemoved }, 200);
    });
}
