import type { submissionFiles } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';
import { contentDisposition } from '../content-disposition.ts';
import { SECURITY_HEADERS } from '../security-headers.ts';
import { ORGANISER_MESSAGES, type Role } from '../../shared/organiser-schemas.ts';
import { deckWithoutMetadata } from './deck-metadata.ts';

/** Only what cannot run: PDFs and images, shown inline, under a CSP that sandboxes them. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * A file as `role` receives it: organisers the original, streamed; reviewers a PDF without its document metadata
 * (read whole: decks are at most 10 MB), refused when it cannot be cleaned.
 */
async function asServedTo(role: Role, mimeType: string, original: ReadableStream<Uint8Array>, size: number) {
  if (role === 'ORGANISER' || mimeType !== 'application/pdf') return { body: original, size };
  const cleaned = await deckWithoutMetadata(new Uint8Array(await new Response(original).arrayBuffer()));
  if (!cleaned) throw fail(422, ORGANISER_MESSAGES.deckNotBlind);
  return { body: cleaned, size: cleaned.byteLength };
}

/**
 * One stored file as the answer to a staff member in `role`, named `name` (a reviewer's is the blind one, from
 * reviewer-visibility's seenFile, which also decides whether they may have it at all).
 */
export async function fileResponse(
  deps: ApiDeps,
  file: typeof submissionFiles.$inferSelect,
  role: Role,
  name: string,
): Promise<Response> {
  const original = await deps.uploads.open(file.storageKey).catch(() => {
    throw fail(404, ORGANISER_MESSAGES.fileNotFound);
  });
  const { body, size } = await asServedTo(role, file.mimeType, original, file.size);
  return new Response(body, {
    status: 200,
    // Built here rather than by Hono, so the site-wide headers are added here too.
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': file.mimeType,
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition('inline', name),
      'Content-Security-Policy': FILE_CSP,
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, no-store',
    },
  });
}
