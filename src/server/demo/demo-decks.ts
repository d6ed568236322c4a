import { createHash, randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../db/client.ts';
import { submissionFiles } from '../db/schema.ts';
import type { UploadStore } from '../storage/upload-store.ts';

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
 * Gives each of `decks` a stored PDF and the text the background reader would have read from a 12-page deck, so
 * the organisers' "may reveal the team" flag and the deck's file row are measured on real rows (`namesTeam`: the
 * third page names the founder). The file is one small placeholder PDF, stored once per application (each row owns
 * its file, as an upload does); the text stands for the deck it would be.
 */
export async function seedDemoDecks(
  db: Db,
  uploads: UploadStore,
  decks: DemoDeck[],
  words: readonly string[],
  next: () => number,
  at: Date,
): Promise<number> {
  const doc = await PDFDocument.create();
  doc.addPage([960, 540]).drawText('Demo pitch deck', { x: 40, y: 480, size: 24 });
  const bytes = await doc.save();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const page = () => Array.from({ length: WORDS_PER_PAGE }, () => words[Math.floor(next() * words.length)]).join(' ');
  for (let first = 0; first < decks.length; first += 250) {
    const batch = decks.slice(first, first + 250);
    const rows = [];
    for (const deck of batch) {
      const pending = await uploads.begin();
      pending.stream.end(bytes);
      const storageKey = await pending.commit('.pdf');
      const textPages = Array.from({ length: PAGES }, (_, n) =>
        n === 2 && deck.namesTeam ? `Our team: ${deck.founder}, founder. ${page()}` : page(),
      );
      rows.push({
        id: randomUUID(),
        submissionId: deck.submissionId,
        fieldName: 'pitchDeck',
        originalName: 'deck.pdf',
        storageKey,
        mimeType: 'application/pdf',
        size: bytes.byteLength,
        sha256,
        textPages,
        createdAt: at,
      });
    }
    await db.insert(submissionFiles).values(rows);
  }
  return decks.length;
}
