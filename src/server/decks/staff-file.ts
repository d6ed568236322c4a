import { and, eq } from 'drizzle-orm';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import { submissionFiles } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';
import { openApplication } from '../review/application-for-viewer.ts';
import type { Viewer } from '../review/reviewer-scope.ts';
import { seenFile } from '../review/reviewer-visibility.ts';

/**
 * The stored file `fileId` of application `id` and the name `viewer` sees it under, decided at the moment of the
 * view: the application must be theirs to open now (reviewerScope: assigned, no conflict), and the file one of a
 * field their role may read. Anything else is a 404 (`missing`: the message of the route asking) as if it did not
 * exist.
 */
export async function fileForViewer(
  deps: ApiDeps,
  id: string,
  fileId: string,
  viewer: Viewer,
  missing: string = ORGANISER_MESSAGES.notFound,
) {
  await openApplication(deps.db, id, viewer, missing);
  const [stored] = await deps.db
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, id)));
  const file = stored && seenFile(deps.visibility, viewer.role, stored);
  if (!stored || !file) throw fail(404, ORGANISER_MESSAGES.fileNotFound);
  return { stored, name: file.name };
}
