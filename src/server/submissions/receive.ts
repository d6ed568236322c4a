import { MAX_FILE_BYTES } from '../../shared/application-rules.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';
import { APPLICANT_CHANGE_MESSAGES } from '../../shared/messages/applicant-changes.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import type { ApiDeps, UserRow } from '../deps.ts';
import { fail } from '../errors.ts';
import { listFormFields } from '../forms/stored-form.ts';
import { claimSlot } from '../limits/slot-leases.ts';
import { requireOpenWindow } from '../applications/window.ts';
import { type KnownFile, checkAnswers, parseFieldsPart } from './answers.ts';
import { editRefusal, editSubmission, liveSubmission, submissionFilesKept } from './edit.ts';
import { roundsEditRefusal } from './rounds-lock.ts';
import { type ReceivedFile, receiveMultipart } from './multipart.ts';
import { draftFilesKept, saveSubmission } from './save.ts';
import type { UploadRequest } from './upload-body.ts';

/** Room for the non-file parts on top of the files themselves. */
const OVERHEAD_BYTES = 1024 * 1024;

type UploadDeps = Pick<ApiDeps, 'db' | 'uploads' | 'now' | 'uploadIdleTimeoutMs'>;

/**
 * Receives an application body (multipart: file parts and the `fields` JSON part), checks it against the
 * form, with `kept` standing in for files an edit leaves as they are, and hands it to `save`. Cheap refusals
 * come before a byte of the body is read; every temporary file is discarded if the save fails.
 */
async function receiveApplication<T>(
  deps: UploadDeps,
  request: UploadRequest,
  userId: number,
  kept: ReadonlyMap<string, KnownFile>,
  save: (answers: SubmissionAnswer[], files: ReceivedFile[]) => Promise<T>,
): Promise<T> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw fail(400, API_MESSAGES.applicationNotMultipart);
  const fields = await listFormFields(deps.db);
  const fileFields = new Set(fields.filter((f) => f.fieldType === 'file').map((f) => f.name));
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > fileFields.size * MAX_FILE_BYTES + OVERHEAD_BYTES) throw fail(413, APPLICATION_MESSAGES.fileTooLarge);

  // Each upload holds a request body and temporary files until it ends: three at a time per account.
  const slot = await claimSlot(deps.db, 'upload', String(userId), deps.now);
  if (!slot) throw fail(429, APPLICATION_MESSAGES.uploadsBusy);
  try {
    const received = await receiveMultipart(request, {
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

/**
 * A new application from its request body (POST /api/create-submission): one live one per user (409), while the window
 * is open (403), the draft's files standing in for file parts it does not send.
 */
export async function receiveSubmission(deps: UploadDeps, request: UploadRequest, user: UserRow) {
  if (user.isApplicationSubmitted) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
  await requireOpenWindow(deps.db, deps.now());
  const drafted = await draftFilesKept(deps.db, user.id);
  return receiveApplication(deps, request, user.id, drafted, (answers, files) =>
    saveSubmission(deps.db, deps.uploads, user.id, { answers, files, drafted }, deps.now()),
  );
}

/**
 * The applicant's edit from its request body (PUT /api/submission): while the window is open (403), of their live
 * application (404) while no decision is out and no later review round has opened (403); a file field without a new file keeps the file it has.
 */
export async function receiveEdit(deps: UploadDeps, request: UploadRequest, userId: number) {
  await requireOpenWindow(deps.db, deps.now());
  const live = await liveSubmission(deps.db, userId);
  if (!live) throw fail(404, APPLICANT_CHANGE_MESSAGES.nothingToEdit);
  const refusal = editRefusal(live.status) || (await roundsEditRefusal(deps.db));
  if (refusal) throw fail(403, refusal);
  const kept = await submissionFilesKept(deps.db, live.id);
  return receiveApplication(deps, request, userId, kept, (answers, received) =>
    editSubmission(deps.db, deps.uploads, userId, answers, received, deps.now()),
  );
}
