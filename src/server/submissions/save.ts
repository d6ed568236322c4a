import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import type { Db } from '../db/client.ts';
import { type SubmissionAnswer, submissionFiles, submissions, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { commitRefusal, readWindow } from '../organiser/window.ts';
import { type UploadStore, storeFailed } from '../storage/upload-store.ts';
import type { ReceivedFile } from './multipart.ts';

/** Postgres' unique_violation: a second submission of the same user lost the race. */
const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

export interface SavedSubmission {
  id: string;
  createdAt: Date;
  answers: SubmissionAnswer[];
  files: { fieldName: string; originalName: string; mimeType: string; size: number }[];
}

/**
 * Stores the files, then the submission, its file rows and the user's submitted flag in one short
 * transaction. The files reach their final keys first, outside any transaction, so a slow or stalled
 * store never holds a database session; if anything fails they are deleted again (and what a crash
 * leaves in between, the orphan sweep removes), so it is all or nothing. The window is judged again
 * inside the transaction: a body that was still arriving when it closed is refused after the grace.
 */
export async function saveSubmission(
  db: Db,
  store: UploadStore,
  userId: number,
  answers: SubmissionAnswer[],
  files: ReceivedFile[],
  now: Date,
): Promise<SavedSubmission> {
  const id = randomUUID();
  const committed: string[] = [];
  try {
    for (const f of files) {
      committed.push(
        await f.upload.commit(f.extension).catch((err) => {
          throw storeFailed(err);
        }),
      );
    }
    await db.transaction(async (tx) => {
      const closed = commitRefusal(await readWindow(tx), now);
      if (closed) throw fail(403, closed);
      const flagged = await tx
        .update(users)
        .set({ isApplicationSubmitted: true, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.isApplicationSubmitted, false)))
        .returning({ id: users.id });
      if (flagged.length === 0) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
      await tx.insert(submissions).values({ id, userId, answers, createdAt: now });
      if (files.length > 0)
        await tx.insert(submissionFiles).values(
          files.map((f, i) => ({
            id: randomUUID(),
            submissionId: id,
            fieldName: f.fieldName,
            originalName: f.originalName.slice(0, 255),
            storageKey: committed[i]!,
            mimeType: f.mimeType,
            size: f.size,
            sha256: f.sha256,
            createdAt: now,
          })),
        );
    });
  } catch (err) {
    await Promise.allSettled([...committed.map((k) => store.remove(k)), ...files.map((f) => f.upload.discard())]);
    if (isUniqueViolation(err)) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
    throw err;
  }
  return {
    id,
    createdAt: now,
    answers,
    files: files.map((f) => ({
      fieldName: f.fieldName,
      originalName: f.originalName,
      mimeType: f.mimeType,
      size: f.size,
    })),
  };
}
