import type { submissionFiles } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';
import { contentDisposition } from '../content-disposition.ts';
import { SECURITY_HEADERS } from '../headers/security-headers.ts';
import { ORGANISER_MESSAGES, type Role } from '../../shared/organiser-schemas.ts';
import { deckForReviewers } from './blind-deck.ts';
import { jpegForReviewers } from './blind-image/jpeg.ts';
import { pngForReviewers } from './blind-image/png.ts';
import { localGate } from '../limits/local-gate.ts';

/** Only what cannot run: PDFs and images, shown inline, under a CSP that sandboxes them. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * How each type of file reaches reviewers: only what shows (a PDF's pages, an image's pixels), never what could name
 * its founders beside it (blind-deck.ts, blind-image/). Undefined: it could not be prepared, and goes to no reviewer.
 * A type missing here reaches no reviewer either.
 */
type Prepare = (bytes: Buffer<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer> | undefined> | Uint8Array<ArrayBuffer>;
const FOR_REVIEWERS: Readonly<Record<string, Prepare>> = {
  'application/pdf': deckForReviewers,
  'image/jpeg': jpegForReviewers,
  'image/png': pngForReviewers,
};

/**
 * Files prepared for reviewers at once in this process. A deck holds the file, pdf-lib's model of it and the copy
 * written (about 40 MB of buffers for a 10 MiB deck, 0.5 s of one core); an image the file and its copy. Reviewers
 * opening files together wait their turn, without holding their file open meanwhile, instead of filling the memory.
 */
const inPreparationTurn = localGate(2);

/**
 * A file as `role` receives it: organisers the original, streamed from the store; reviewers a copy with only what
 * shows (FOR_REVIEWERS), read whole when its turn comes (files are at most 10 MiB) and refused when it cannot be
 * prepared. Nothing is cached: each view prepares the copy anew from the stored original, on disk or in the bucket.
 */
async function asServedTo(deps: ApiDeps, file: typeof submissionFiles.$inferSelect, role: Role) {
  const open = () =>
    deps.uploads.open(file.storageKey).catch(() => {
      throw fail(404, ORGANISER_MESSAGES.fileNotFound);
    });
  if (role === 'ORGANISER') return { body: await open(), size: file.size };
  const prepare = FOR_REVIEWERS[file.mimeType];
  if (!prepare) throw fail(422, ORGANISER_MESSAGES.deckNotBlind);
  return inPreparationTurn(async () => {
    const prepared = await prepare(Buffer.from(await new Response(await open()).arrayBuffer()));
    if (!prepared) throw fail(422, ORGANISER_MESSAGES.deckNotBlind);
    return { body: prepared, size: prepared.byteLength };
  });
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
  const { body, size } = await asServedTo(deps, file, role);
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
