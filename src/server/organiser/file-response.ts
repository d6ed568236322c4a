import type { submissionFiles } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';
import { SECURITY_HEADERS } from '../security-headers.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';

/** Only what cannot run: PDFs and images, shown inline, under a CSP that sandboxes them. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** One stored file as the answer to a staff member, named `name` (a reviewer's is the blind one). */
export async function fileResponse(
  deps: ApiDeps,
  file: typeof submissionFiles.$inferSelect,
  name: string,
): Promise<Response> {
  const body = await deps.uploads.open(file.storageKey).catch(() => {
    throw fail(404, ORGANISER_MESSAGES.fileNotFound);
  });
  return new Response(body, {
    status: 200,
    // Built here rather than by Hono, so the site-wide headers are added here too.
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Content-Security-Policy': FILE_CSP,
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, no-store',
    },
  });
}
