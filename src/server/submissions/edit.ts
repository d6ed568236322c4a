import { and, eq, inArray, ne } from 'drizzle-orm';
import { APPLICANT_CHANGE_MESSAGES } from '../../shared/messages/applicant-changes.ts';
import type { Db } from '../db/client.ts';
import { submissionFiles, submissionVersions, submissions } from '../db/schema.ts';
import { writeFingerprints } from '../duplicates/fingerprints.ts';
import { fail } from '../errors.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import type { KnownFile } from './answers.ts';
import type { ReceivedFile } from './multipart.ts';
import { fileRow, storeThenWrite, versionFiles } from './save.ts';
import { type ChangedField, changedFields } from './versions.ts';
import { roundsEditRefusal } from './rounds-lock.ts';
import { EDITABLE_STATUSES } from '../../shared/application-outcome.ts';
import type { ApplicationStatus } from '../../shared/application-statuses.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';
import { FIXED_ANSWERS, changedFixedAnswers } from '../../shared/fixed-answers.ts';

/** The user's application that is not withdrawn, if any. */
export async function liveSubmission(db: Pick<Db, 'select'>, userId: number) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), ne(submissions.status, 'WITHDRAWN')));
  return row;
}

/** Why the application cannot be edited in `status` ('' when it can). */
export const editRefusal = (status: string) =>
  EDITABLE_STATUSES.has(status as ApplicationStatus) ? '' : APPLICANT_CHANGE_MESSAGES.editAfterDecision;

/** The files of application `submissionId` by field: an edit keeps each unless a part replaces it. */
export async function submissionFilesKept(db: Db, submissionId: string): Promise<Map<string, KnownFile>> {
  const files = await db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId));
  return new Map(files.map((f) => [f.fieldName, { originalName: f.originalName }]));
}

/**
 * The edit's answers with the founder's name, phone and e-mail as first submitted (src/shared/fixed-answers.ts): 400
 * naming each field the edit would change.
 */
function keepFixedAnswers(submitted: SubmissionAnswer[], answers: SubmissionAnswer[]): SubmissionAnswer[] {
  const changed = changedFixedAnswers(submitted, answers);
  if (changed.length > 0) {
    const message = APPLICANT_CHANGE_MESSAGES.fixedAnswer;
    throw fail(400, message, { errors: Object.fromEntries(changed.map((name) => [name, message])) });
  }
  const kept = new Map(submitted.filter((a) => FIXED_ANSWERS.includes(a.name)).map((a) => [a.name, a.value]));
  return answers.map((a) => (kept.has(a.name) ? { ...a, value: kept.get(a.name)! } : a));
}

/**
 * Saves the applicant's edit as the next version, through the same save path as a submission (files stored
 * first, window judged again at commit). Under the submission's row lock, so an organiser's decision and the
 * edit are serialised: an application decided meanwhile is refused, and so is every edit once a later review round has
 * opened (rounds-lock.ts). The founder's name, phone and e-mail stay as
 * first submitted (400 when the edit changes one). A file field without a new file keeps its file; a replaced file's
 * bytes are deleted once the edit is in (its name, size and hash stay in the version).
 */
export async function editSubmission(
  db: Db,
  store: UploadStore,
  userId: number,
  answers: SubmissionAnswer[],
  files: ReceivedFile[],
  now: Date,
): Promise<{ version: number; changed: ChangedField[] }> {
  const { result, replaced } = await storeThenWrite(db, store, files, now, async (tx, keys) => {
    const [current] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.userId, userId), ne(submissions.status, 'WITHDRAWN')))
      .for('update');
    if (!current) throw fail(404, APPLICANT_CHANGE_MESSAGES.nothingToEdit);
    const refusal = editRefusal(current.status) || (await roundsEditRefusal(tx, true));
    if (refusal) throw fail(403, refusal);
    const sentAnswers = keepFixedAnswers(current.answers, answers);
    const rows = await tx.select().from(submissionFiles).where(eq(submissionFiles.submissionId, current.id));
    const sent = new Set(files.map((f) => f.fieldName));
    const gone = rows.filter((r) => sent.has(r.fieldName));
    const added = files.map((f, i) => fileRow(current.id, f, keys[i]!, now));
    const after = [...rows.filter((r) => !sent.has(r.fieldName)), ...added];
    // A file answer names the file the field holds now: the new one, or the one kept.
    const held = new Map(after.map((r) => [r.fieldName, r.originalName]));
    const next = sentAnswers.map((a) => (held.has(a.name) ? { ...a, value: held.get(a.name)! } : a));
    const [previous] = await tx
      .select()
      .from(submissionVersions)
      .where(and(eq(submissionVersions.submissionId, current.id), eq(submissionVersions.version, current.version)));
    const changed = changedFields(previous ?? { answers: current.answers, files: versionFiles(rows) }, {
      answers: next,
      files: versionFiles(after),
    });
    if (changed.length === 0) throw fail(409, APPLICANT_CHANGE_MESSAGES.editUnchanged);
    const version = current.version + 1;
    if (gone.length > 0)
      await tx.delete(submissionFiles).where(
        inArray(
          submissionFiles.id,
          gone.map((r) => r.id),
        ),
      );
    if (added.length > 0) await tx.insert(submissionFiles).values(added);
    await tx.update(submissions).set({ answers: next, version, editedAt: now }).where(eq(submissions.id, current.id));
    await writeFingerprints(tx, current.id, userId, next, after);
    await tx
      .insert(submissionVersions)
      .values({ submissionId: current.id, version, answers: next, files: versionFiles(after), createdAt: now });
    return { result: { version, changed }, replaced: gone.map((r) => r.storageKey) };
  });
  await Promise.allSettled(replaced.map((key) => store.remove(key)));
  return result;
}
