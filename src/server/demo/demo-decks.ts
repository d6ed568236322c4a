import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../db/client.ts';
import type { ReceivedFile } from '../submissions/multipart.ts';
import type { UploadStore } from '../storage/upload-store.ts';

/** Every demo deck's creation date, so two decks of one title are the same bytes (pdf-lib would stamp the time). */
const DECK_DATE = new Date('2026-01-01T00:00:00Z');
/** Pages of deck text per demo deck, and words per page: about what a 12-slide pitch deck holds. */
const PAGES = 12;
const WORDS_PER_PAGE = 60;

/** One demo application with a deck: its id, and the founder's name some decks print on their team slide. */
export interface DemoDeck {
  submissionId: string;
  founder: string;
  namesTeam: boolean;
}

/**
 * A pitch deck as the upload parser hands it to the submission's save: a one-page PDF naming the startup, written to
 * a pending upload with its hash. Each deck's bytes are its own, as real decks are, so the duplicate check finds no
 * two applications sharing a file unless a caller gives them the same `title`.
 */
export async function demoDeckUpload(uploads: UploadStore, title: string): Promise<ReceivedFile> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreationDate(DECK_DATE);
  doc.setModificationDate(DECK_DATE);
  doc.addPage([960, 540]).drawText(title, { x: 40, y: 480, size: 24 });
  const bytes = await doc.save();
  const upload = await uploads.begin();
  upload.stream.end(bytes);
  return {
    fieldName: 'pitchDeck',
    originalName: 'deck.pdf',
    mimeType: 'application/pdf',
    extension: '.pdf',
    size: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    upload,
  };
}

/**
 * Records for each of `decks` the text the background reader (decks/deck-text-reader.ts) would have read from a
 * 12-page deck, in the column it writes, so the organisers' "may reveal the team" flag has real work (`namesTeam`:
 * the third page names the founder). Written here rather than read with pdf.js: the demo's one-page PDFs stand for
 * the decks, and reading thousands would take minutes.
 */
export async function recordDemoDeckTexts(
  db: Db,
  decks: DemoDeck[],
  words: readonly string[],
  next: () => number,
): Promise<void> {
  const page = () => Array.from({ length: WORDS_PER_PAGE }, () => words[Math.floor(next() * words.length)]).join(' ');
  for (let first = 0; first < decks.length; first += 250) {
    const texts = decks.slice(first, first + 250).map((deck) => ({
      id: deck.submissionId,
      pages: Array.from({ length: PAGES }, (_, n) =>
        n === 2 && deck.namesTeam ? `Our team: ${deck.founder}, founder. ${page()}` : page(),
      ),
    }));
    await db.execute(sql`
      update submission_files f set text_pages = t.pages
      from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as t(id text, pages jsonb)
      where f.submission_id = t.id and f.field_name = 'pitchDeck' and f.text_pages is null`);
  }
}
