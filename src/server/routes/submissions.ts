import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { MAX_FILE_BYTES } from '../../shared/application-rules.ts';
import type { ApplicantSubmission } from '../../shared/api-types.ts';
import { APPLICANT_CHANGE_MESSAGES } from '../../shared/messages/applicant-changes.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { submissionFiles } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';
import { fail } from '../errors.ts';
import { claimSlot } from '../limits/slot-leases.ts';
import { type KnownFile, checkAnswers, parseFieldsPart } from '../submissions/answers.ts';
import { editRefusal, editSubmission, liveSubmission } from '../submissions/edit.ts';
import { type ReceivedFile, receiveMultipart } from '../submissions/multipart.ts';
import { draftFilesKept, saveSubmission } from '../submissions/save.ts';
import { withdrawSubmission } from '../submissions/withdraw.ts';
import { honourDeadlines } from '../places/sweep.ts';
import { readWindow, windowRefusal } from '../organiser/window.ts';
import { listFormFields } from './forms.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';

/** Room for the non-file parts on top of the files themselves. */
const OVERHEAD_BYTES = 1024 * 1024;

/**
 * Receives an application body (multipart: file parts and the `fields` JSON part), checks it against the
 * form, with `kept` standing in for files an edit leaves as they are, and hands it to `save`. Cheap refusals
 * come before a byte of the body is read; every temporary file is discarded if the save fails.
 */
async function receiveApplication(
  c: Context<ApiEnv>,
  deps: ApiDeps,
  kept: ReadonlyMap<string, KnownFile>,
  save: (answers: SubmissionAnswer[], files: ReceivedFile[]) => Promise<Response>,
): Promise<Response> {
  const user = c.get('user');
  const contentType = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw fail(400, API_MESSAGES.applicationNotMultipart);
  const fields = await listFormFields(deps.db);
  const fileFields = new Set(fields.filter((f) => f.fieldType === 'file').map((f) => f.name));
  const declared = Number(c.req.header('Content-Length') ?? 0);
  if (declared > fileFields.size * MAX_FILE_BYTES + OVERHEAD_BYTES) throw fail(413, APPLICATION_MESSAGES.fileTooLarge);

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
      const known = new Map<string, KnownFile>([...kept, ...received.files]);
      const answers = checkAnswers(fields, parseFieldsPart(received.fieldsJson), known);
      return await save(answers, files);
    } catch (err) {
      await Promise.allSettled(files.map((f) => f.upload.discard()));
      throw err;
    }
  } finally {
    await slot.release();
  }
}

/** The window's refusal as a 403, checked before the body is read. */
async function requireOpenWindow(deps: ApiDeps) {
  const closed = windowRefusal(await readWindow(deps.db), deps.now());
  if (closed) throw fail(403, closed);
}

/**
 * POST /api/create-submission: the application, multipart, one live one per user, all or nothing.
 * GET and PUT /api/submission: the applicant reads and edits it while the window is open and no decision is out.
 * POST /api/submission/withdraw: the applicant takes it back.
 */
export function submissionRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .post('/create-submission', requireAuth(deps), async (c) => {
      if (c.get('user').isApplicationSubmitted) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
      await requireOpenWindow(deps);
      const drafted = await draftFilesKept(deps.db, c.get('user').id);
      return receiveApplication(c, deps, drafted, async (answers, files) => {
        const saved = await saveSubmission(
          deps.db,
          deps.uploads,
          c.get('user').id,
          { answers, files, drafted },
          deps.now(),
        );
        deps.deckText.wake();
        return c.json({ submission: saved, message: APPLICATION_MESSAGES.submitted }, 201);
      });
    })
    .get('/submission', requireAuth(deps), async (c) => {
      const live = await liveSubmission(deps.db, c.get('user').id);
      if (!live) throw fail(404, APPLICANT_CHANGE_MESSAGES.nothingToEdit);
      const files = await deps.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, live.id));
      const refusal = windowRefusal(await readWindow(deps.db), deps.now()) || editRefusal(live.status);
      const body: ApplicantSubmission = {
        submission: {
          id: live.id,
          status: live.status as ApplicantSubmission['submission']['status'],
          version: live.version,
          answers: live.answers.map(({ name, label, value }) => ({ name, label, value })),
          files: files.map((f) => ({ fieldName: f.fieldName, originalName: f.originalName, size: f.size })),
          editable: refusal === '',
          editRefusal: refusal,
        },
      };
      return c.json(body, 200);
    })
    .put('/submission', requireAuth(deps), async (c) => {
      const user = c.get('user');
      await requireOpenWindow(deps);
      const live = await liveSubmission(deps.db, user.id);
      if (!live) throw fail(404, APPLICANT_CHANGE_MESSAGES.nothingToEdit);
      const refusal = editRefusal(live.status);
      if (refusal) throw fail(403, refusal);
      const files = await deps.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, live.id));
      const kept = new Map(files.map((f) => [f.fieldName, { originalName: f.originalName }]));
      return receiveApplication(c, deps, kept, async (answers, received) => {
        const saved = await editSubmission(deps.db, deps.uploads, user.id, answers, received, deps.now());
        deps.deckText.wake();
        return c.json({ ...saved, message: APPLICANT_CHANGE_MESSAGES.edited }, 200);
      });
    })
    .post('/submission/withdraw', requireAuth(deps), async (c) => {
      await withdrawSubmission(deps.db, c.get('user').id, deps.now());
      // An accepted place given back goes to the waitlist now.
      await honourDeadlines(deps);
      return c.json({ message: APPLICANT_CHANGE_MESSAGES.withdrawn }, 200);
    });
}
