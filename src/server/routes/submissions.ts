import { Hono } from 'hono';
import { MAX_FILE_BYTES } from '../../shared/application-rules.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { claimSlot } from '../limits/slot-leases.ts';
import { checkAnswers, parseFieldsPart } from '../submissions/answers.ts';
import { receiveMultipart } from '../submissions/multipart.ts';
import { saveSubmission } from '../submissions/save.ts';
import { withdrawSubmission } from '../submissions/withdraw.ts';
import { readWindow, windowRefusal } from '../organiser/window.ts';
import { listFormFields } from './forms.ts';

/** Room for the non-file parts on top of the files themselves. */
const OVERHEAD_BYTES = 1024 * 1024;

/**
 * POST /api/create-submission: the application, multipart, one live one per user, all or nothing.
 * POST /api/submission/withdraw: the applicant takes it back.
 */
export function submissionRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .post('/submission/withdraw', requireAuth(deps), async (c) => {
      await withdrawSubmission(deps.db, c.get('user').id, deps.now());
      return c.json({ message: APPLICATION_MESSAGES.withdrawn }, 200);
    })
    .post('/create-submission', requireAuth(deps), async (c) => {
      const user = c.get('user');
      // Cheap refusals first, before a byte of the body is read.
      if (user.isApplicationSubmitted) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
      const closed = windowRefusal(await readWindow(deps.db), deps.now());
      if (closed) throw fail(403, closed);
      const contentType = c.req.header('Content-Type') ?? '';
      if (!/^multipart\/form-data\s*;/i.test(contentType))
        throw fail(400, 'The application must be sent as multipart/form-data');

      const fields = await listFormFields(deps.db);
      const fileFields = new Set(fields.filter((f) => f.fieldType === 'file').map((f) => f.name));
      const declared = Number(c.req.header('Content-Length') ?? 0);
      if (declared > fileFields.size * MAX_FILE_BYTES + OVERHEAD_BYTES)
        throw fail(413, APPLICATION_MESSAGES.fileTooLarge);

      // Each upload holds a request body and temporary files until it ends: three at a time per account.
      const slot = await claimSlot(deps.db, 'upload', String(user.id), deps.now);
      if (!slot) throw fail(429, APPLICATION_MESSAGES.uploadsBusy);
      try {
        const received = await receiveMultipart(c.req.raw, {
          fileFields,
          maxFileBytes: MAX_FILE_BYTES,
          store: deps.uploads,
          idleTimeoutMs: deps.uploadIdleTimeoutMs,
        });
        const files = [...received.files.values()];
        try {
          const answers = checkAnswers(fields, parseFieldsPart(received.fieldsJson), received.files);
          const saved = await saveSubmission(deps.db, deps.uploads, user.id, answers, files, deps.now());
          return c.json({ submission: saved, message: APPLICATION_MESSAGES.submitted }, 201);
        } catch (err) {
          await Promise.allSettled(files.map((f) => f.upload.discard()));
          throw err;
        }
      } finally {
        await slot.release();
      }
    });
}
