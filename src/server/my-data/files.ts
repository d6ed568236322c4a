import { and, eq } from 'drizzle-orm';
import { DRAFT_MESSAGES } from '../../shared/messages/draft.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { applicationDraftFiles, submissionFiles, submissions } from '../db/schema.ts';
import { fail } from '../errors.ts';

/** What a download of one's own file needs: where it is stored, and its type, size and name. */
export interface OwnFile {
  storageKey: string;
  mimeType: string;
  size: number;
  originalName: string;
}

/** File `fileId` of one of the user's applications, or 404 (someone else's file reads as no file). */
export async function ownSubmissionFile(db: Db, userId: number, fileId: string): Promise<OwnFile> {
  const [row] = await db
    .select({ file: submissionFiles })
    .from(submissionFiles)
    .innerJoin(submissions, eq(submissions.id, submissionFiles.submissionId))
    .where(and(eq(submissionFiles.id, fileId), eq(submissions.userId, userId)));
  if (!row) throw fail(404, ORGANISER_MESSAGES.fileNotFound);
  return row.file;
}

/** The file the user's draft holds for `fieldName`, or 404. */
export async function ownDraftFile(db: Db, userId: number, fieldName: string): Promise<OwnFile> {
  const [file] = await db
    .select()
    .from(applicationDraftFiles)
    .where(and(eq(applicationDraftFiles.userId, userId), eq(applicationDraftFiles.fieldName, fieldName)));
  if (!file) throw fail(404, DRAFT_MESSAGES.fileNotInDraft);
  return file;
}
