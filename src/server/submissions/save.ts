import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { DRAFT_MESSAGES } from '../../shared/messages/draft.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  applicationDraftFiles,
  applicationDrafts,
  submissionFiles,
  submissionVersions,
  submissions,
  users,
} from '../db/schema.ts';
import { writeFingerprints } from '../duplicates/fingerprints.ts';
import { fail } from '../errors.ts';
import { requireWindowAtCommit } from '../applications/window.ts';
import { type UploadStore, storeFailed } from '../storage/upload-store.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { KnownFile } from './answers.ts';
import type { ReceivedFile } from './multipart.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';

export interface SavedSubmission {
  id: string;
  createdAt: Date;
  answers: SubmissionAnswer[];
  files: { fieldName: string; originalName: string; mimeType: string; size: number }[];
}

/** A received file as its submission_files row, under the key it was committed to. */
export const fileRow = (submissionId: string, f: ReceivedFile, storageKey: string, now: Date) => ({
  id: randomUUID(),
  submissionId,
  fieldName: f.fieldName,
  originalName: f.originalName.slice(0, 255),
  storageKey,
  mimeType: f.mimeType,
  size: f.size,
  sha256: f.sha256,
  createdAt: now,
});

/** What a version records of the files: everything but where the bytes are. */
export const versionFiles = (
  rows: Pick<typeof submissionFiles.$inferSelect, 'fieldName' | 'originalName' | 'mimeType' | 'size' | 'sha256'>[],
) =>
  rows
    .map(({ fieldName, originalName, mimeType, size, sha256 }) => ({ fieldName, originalName, mimeType, size, sha256 }))
    .sort((a, b) => a.fieldName.localeCompare(b.fieldName));

/**
 * The one way an application reaches the database: the files are stored at their final keys first,
 * outside any transaction, so a slow or stalled store never holds a database session; then `write`
 * runs in one short transaction, after the window is judged again (a body that was still arriving when
 * it closed is refused after the grace). If anything fails the stored files are deleted again (and what
 * a crash leaves in between, the orphan sweep removes), so it is all or nothing.
 */
export async function storeThenWrite<T>(
  db: Db,
  store: UploadStore,
  files: ReceivedFile[],
  now: Date,
  write: (tx: Tx, keys: string[]) => Promise<T>,
): Promise<T> {
  const committed: string[] = [];
  try {
    for (const f of files) {
      committed.push(
        await f.upload.commit(f.extension).catch((err) => {
          throw storeFailed(err);
        }),
      );
    }
    return await db.transaction(async (tx) => {
      await requireWindowAtCommit(tx, now);
      return write(tx, committed);
    });
  } catch (err) {
    await Promise.allSettled([...committed.map((k) => store.remove(k)), ...files.map((f) => f.upload.discard())]);
    throw err;
  }
}

/**
 * The files of the user's draft, by field: they stand in for file parts a submission does not send, when its
 * answers are checked. The save takes them over, and checks again that they are still there.
 */
export async function draftFilesKept(db: Db, userId: number): Promise<Map<string, KnownFile>> {
  const rows = await db
    .select({ fieldName: applicationDraftFiles.fieldName, originalName: applicationDraftFiles.originalName })
    .from(applicationDraftFiles)
    .where(eq(applicationDraftFiles.userId, userId));
  return new Map(rows.map((r) => [r.fieldName, { originalName: r.originalName }]));
}

/**
 * Saves a new application: the submission, its first version, its file rows and the user's submitted
 * flag, claimed atomically (a second submission of the same user gets 409). A file field answered
 * without a file part takes the draft's file (its stored bytes change hands, not copied); the draft and
 * its files are cleared with it, and draft files a part replaced are deleted once it is in.
 * The answers were checked against `drafted`, the draft's files as they were before the body arrived; the draft
 * rows are taken (deleted, so locked) in the transaction and checked again: a draft file another device removed
 * meanwhile refuses the submission with 400 and keeps nothing, one it replaced is taken and its name answered.
 */
export async function saveSubmission(
  db: Db,
  store: UploadStore,
  userId: number,
  submitted: { answers: SubmissionAnswer[]; files: ReceivedFile[]; drafted: ReadonlyMap<string, KnownFile> },
  now: Date,
): Promise<SavedSubmission> {
  const { files, drafted } = submitted;
  const id = randomUUID();
  let answers = submitted.answers;
  let saved: {
    rows: (typeof submissionFiles.$inferInsert & { size: number; mimeType: string })[];
    superseded: string[];
  };
  try {
    saved = await storeThenWrite(db, store, files, now, async (tx, keys) => {
      const flagged = await tx
        .update(users)
        .set({ isApplicationSubmitted: true, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.isApplicationSubmitted, false)))
        .returning({ id: users.id });
      if (flagged.length === 0) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
      const drafts = await tx.delete(applicationDraftFiles).where(eq(applicationDraftFiles.userId, userId)).returning();
      await tx.delete(applicationDrafts).where(eq(applicationDrafts.userId, userId));
      const sent = new Set(files.map((f) => f.fieldName));
      const answered = new Set(submitted.answers.filter((a) => a.value).map((a) => a.name));
      const taken = drafts.filter((d) => !sent.has(d.fieldName) && answered.has(d.fieldName));
      const vanished = [...drafted.keys()].filter(
        (name) => !sent.has(name) && answered.has(name) && !taken.some((d) => d.fieldName === name),
      );
      if (vanished.length > 0)
        throw fail(400, APPLICATION_MESSAGES.formInvalid, {
          errors: Object.fromEntries(vanished.map((name) => [name, DRAFT_MESSAGES.fileNotInDraft])),
        });
      // A file answer names the file taken: the draft's file may have been replaced since the answers were checked.
      const held = new Map(taken.map((d) => [d.fieldName, d.originalName]));
      answers = submitted.answers.map((a) => (held.has(a.name) ? { ...a, value: held.get(a.name)! } : a));
      await tx.insert(submissions).values({ id, userId, answers, createdAt: now });
      const rows = [
        ...files.map((f, i) => fileRow(id, f, keys[i]!, now)),
        ...taken.map(({ fieldName, originalName, storageKey, mimeType, size, sha256 }) => ({
          id: randomUUID(),
          submissionId: id,
          ...{ fieldName, originalName, storageKey, mimeType, size, sha256 },
          createdAt: now,
        })),
      ];
      if (rows.length > 0) await tx.insert(submissionFiles).values(rows);
      await writeFingerprints(tx, id, userId, answers, rows);
      await tx
        .insert(submissionVersions)
        .values({ submissionId: id, version: 1, answers, files: versionFiles(rows), createdAt: now });
      return { rows, superseded: drafts.filter((d) => !taken.includes(d)).map((d) => d.storageKey) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
    throw err;
  }
  await Promise.allSettled(saved.superseded.map((key) => store.remove(key)));
  return {
    id,
    createdAt: now,
    answers,
    files: saved.rows.map(({ fieldName, originalName, mimeType, size }) => ({
      fieldName,
      originalName,
      mimeType,
      size,
    })),
  };
}
