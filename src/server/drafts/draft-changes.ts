/** What an applicant's requests may change in their draft, checked against the form first. */
import { MAX_FILE_BYTES } from '../../shared/application-rules.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { DRAFT_MESSAGES } from '../../shared/messages/draft.ts';
import type { Db } from '../db/client.ts';
import type { ApiDeps, UserRow } from '../deps.ts';
import { fail } from '../errors.ts';
import { listFormFields } from '../forms/stored-form.ts';
import { claimSlot } from '../limits/slot-leases.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { receiveMultipart } from '../submissions/multipart.ts';
import type { UploadRequest } from '../submissions/upload-body.ts';
import { removeDraftFile, saveDraftAnswers, saveDraftFile } from './draft-store.ts';

/** The draft is for an application not yet in: once it is, there is nothing to draft (409). */
const requireNotSubmitted = (user: UserRow) => {
  if (user.isApplicationSubmitted) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
};

/** `name` when the form has a file field so named, else 404. */
async function fileField(db: Db, name: string) {
  const fields = await listFormFields(db);
  if (!fields.some((f) => f.fieldType === 'file' && f.name === name)) throw fail(404, DRAFT_MESSAGES.notAFileField);
  return name;
}

/**
 * Saves the draft's answers, each to a field of the form other than a file field (400 otherwise), made from
 * `baseRevision` when the client names it (409 when another save came first); answers the new revision.
 */
export async function saveDraft(
  db: Db,
  user: UserRow,
  draft: { answers: Record<string, string>; baseRevision?: number | undefined },
  now: Date,
): Promise<number> {
  requireNotSubmitted(user);
  const known = new Set((await listFormFields(db)).filter((f) => f.fieldType !== 'file').map((f) => f.name));
  if (Object.keys(draft.answers).some((name) => !known.has(name))) throw fail(400, DRAFT_MESSAGES.unknownField);
  return saveDraftAnswers(db, user.id, draft.answers, now, draft.baseRevision);
}

/**
 * Saves the file of the request body (multipart, one part for `fieldName`) as the draft's file for that field, checked
 * as a submission's are: cheap refusals before a byte is read, and one of the account's three upload slots held while
 * it arrives.
 */
export async function receiveDraftFile(
  deps: Pick<ApiDeps, 'db' | 'uploads' | 'now' | 'uploadIdleTimeoutMs'>,
  request: UploadRequest,
  user: UserRow,
  fieldName: string,
): Promise<void> {
  requireNotSubmitted(user);
  const name = await fileField(deps.db, fieldName);
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('Content-Type') ?? ''))
    throw fail(400, API_MESSAGES.fileNotMultipart);
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_FILE_BYTES + 64 * 1024)
    throw fail(413, APPLICATION_MESSAGES.fileTooLarge);
  const slot = await claimSlot(deps.db, 'upload', String(user.id), deps.now);
  if (!slot) throw fail(429, APPLICATION_MESSAGES.uploadsBusy);
  try {
    const received = await receiveMultipart(request, {
      fileFields: new Set([name]),
      maxFileBytes: MAX_FILE_BYTES,
      store: deps.uploads,
      idleTimeoutMs: deps.uploadIdleTimeoutMs,
    });
    const file = received.files.get(name);
    if (!file) throw fail(400, DRAFT_MESSAGES.noFile);
    await saveDraftFile(deps.db, deps.uploads, user.id, file, deps.now());
  } finally {
    await slot.release();
  }
}

/** Removes the draft's file for `fieldName`, a file field of the form (404 otherwise, or when the draft has none). */
export async function deleteDraftFile(db: Db, store: UploadStore, userId: number, fieldName: string): Promise<void> {
  await removeDraftFile(db, store, userId, await fileField(db, fieldName));
}
