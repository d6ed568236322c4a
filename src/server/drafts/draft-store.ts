import { and, eq, sql } from 'drizzle-orm';
import type { ApplicationDraft } from '../../shared/api-types.ts';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { DRAFT_MESSAGES } from '../../shared/messages/draft.ts';
import type { Db, Tx } from '../db/client.ts';
import { applicationDraftFiles, applicationDrafts, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import type { ReceivedFile } from '../submissions/multipart.ts';
import { type UploadStore, storeFailed } from '../storage/upload-store.ts';

/** The user's draft answers and files (null answers when only files were saved, or nothing). */
export async function readDraft(db: Db, userId: number) {
  const [[draft], files] = await Promise.all([
    db.select().from(applicationDrafts).where(eq(applicationDrafts.userId, userId)),
    db.select().from(applicationDraftFiles).where(eq(applicationDraftFiles.userId, userId)),
  ]);
  return { draft, files };
}

/** The draft as the applicant reads it (GET /api/application-draft): null until anything is saved. */
export async function draftView(db: Db, userId: number): Promise<ApplicationDraft> {
  const { draft, files } = await readDraft(db, userId);
  if (!draft && files.length === 0) return { draft: null };
  return {
    draft: {
      answers: draft?.answers ?? {},
      revision: draft?.revision ?? 0,
      updatedAt: new Date(
        Math.max(draft?.updatedAt.getTime() ?? 0, ...files.map((f) => f.updatedAt.getTime())),
      ).toISOString(),
      files: files.map((f) => ({
        fieldName: f.fieldName,
        originalName: f.originalName,
        mimeType: f.mimeType,
        size: f.size,
      })),
    },
  };
}

/**
 * Refuses a draft save once the application is in. The user's row is share-locked: a submission committing
 * meanwhile (it updates that row, then deletes the draft) is waited for and seen, or waits for this save and
 * then deletes what it wrote, so no draft outlives the submission.
 */
async function requireNoApplication(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ submitted: users.isApplicationSubmitted })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  if (user?.submitted) throw fail(409, APPLICATION_MESSAGES.alreadySubmitted);
}

/**
 * Saves the answers in one conditional upsert and answers the draft's new revision. With `baseRevision` (the revision
 * the answers were made from; 0 for none yet), a draft saved meanwhile by another tab or device is not overwritten:
 * 409 with that draft, which the form merges and saves again. The condition and the write are one statement, so of two
 * saves from the same revision, from any processes, one is stored and the other refused. Without it, the last save wins.
 */
export async function saveDraftAnswers(
  db: Db,
  userId: number,
  answers: Record<string, string>,
  now: Date,
  baseRevision?: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await requireNoApplication(tx, userId);
    const [saved] = await tx
      .insert(applicationDrafts)
      .values({ userId, answers, updatedAt: now, revision: 1 })
      .onConflictDoUpdate({
        target: applicationDrafts.userId,
        set: { answers, updatedAt: now, revision: sql`${applicationDrafts.revision} + 1` },
        ...(baseRevision === undefined ? {} : { setWhere: eq(applicationDrafts.revision, baseRevision) }),
      })
      .returning({ revision: applicationDrafts.revision });
    if (saved) return saved.revision;
    const [current] = await tx.select().from(applicationDrafts).where(eq(applicationDrafts.userId, userId));
    throw fail(409, DRAFT_MESSAGES.changedElsewhere, {
      draft: { answers: current!.answers, revision: current!.revision, updatedAt: current!.updatedAt.toISOString() },
    });
  });
}

/**
 * Stores a draft's file, then points the (user, field) row at it. The row is written under a lock on that
 * pair, so two devices saving at once are serialised: the later one wins, the earlier file is deleted only
 * after the row no longer names it, and the row always names a file that exists.
 */
export async function saveDraftFile(db: Db, store: UploadStore, userId: number, file: ReceivedFile, now: Date) {
  const key = await file.upload.commit(file.extension).catch((err) => {
    throw storeFailed(err);
  });
  let replaced: string | undefined;
  try {
    await db.transaction(async (tx) => {
      await requireNoApplication(tx, userId);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`draft-file:${userId}:${file.fieldName}`}))`);
      const [old] = await tx
        .select({ key: applicationDraftFiles.storageKey })
        .from(applicationDraftFiles)
        .where(and(eq(applicationDraftFiles.userId, userId), eq(applicationDraftFiles.fieldName, file.fieldName)));
      replaced = old?.key;
      const row = {
        originalName: file.originalName.slice(0, 255),
        storageKey: key,
        mimeType: file.mimeType,
        size: file.size,
        sha256: file.sha256,
        updatedAt: now,
      };
      await tx
        .insert(applicationDraftFiles)
        .values({ userId, fieldName: file.fieldName, ...row })
        .onConflictDoUpdate({ target: [applicationDraftFiles.userId, applicationDraftFiles.fieldName], set: row });
    });
  } catch (err) {
    await store.remove(key).catch(() => undefined);
    throw err;
  }
  if (replaced) await store.remove(replaced).catch(() => undefined);
}

/** Removes the draft's file for `fieldName` (404 when there is none), its row first, then its bytes. */
export async function removeDraftFile(db: Db, store: UploadStore, userId: number, fieldName: string) {
  const [gone] = await db
    .delete(applicationDraftFiles)
    .where(and(eq(applicationDraftFiles.userId, userId), eq(applicationDraftFiles.fieldName, fieldName)))
    .returning({ key: applicationDraftFiles.storageKey });
  if (!gone) throw fail(404, DRAFT_MESSAGES.fileNotInDraft);
  await store.remove(gone.key).catch(() => undefined);
}
