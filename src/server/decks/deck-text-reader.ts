import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DeckTextReader } from '../deps.ts';
import { submissionFiles } from '../db/schema.ts';
import { logSafe } from '../log-safe.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { type DeckTextSession, deckTextSession } from './deck-text.ts';
import { backgroundWorker } from '../background/worker.ts';

/** Decks one run reads at most before it looks again. */
const RUN_SIZE = 10;

/**
 * Reads up to RUN_SIZE PDFs whose text is not read yet and records each one's pages; returns how many it looked at.
 * Two processes may read the same deck at once: the text is the same, the first write stands (`text_pages is null`),
 * and nothing outside the database happens, so nothing needs claiming.
 */
async function readPendingDeckTexts(db: Db, store: UploadStore, reader: DeckTextSession): Promise<number> {
  const pending = await db
    .select({ id: submissionFiles.id, storageKey: submissionFiles.storageKey })
    .from(submissionFiles)
    .where(and(isNull(submissionFiles.textPages), eq(submissionFiles.mimeType, 'application/pdf')))
    .orderBy(asc(submissionFiles.createdAt))
    .limit(RUN_SIZE);
  for (const file of pending) {
    // A file the store cannot give (gone, or the store failing) is recorded as read with no text, so it never holds
    // a run up; its deck could not be shown to anyone either.
    const pages = await store
      .open(file.storageKey)
      .then((stream) => new Response(stream).arrayBuffer())
      .then((buffer) => reader.read(new Uint8Array(buffer)))
      .catch((err) => {
        console.error(`[decks] Could not read ${file.storageKey}: ${logSafe(err)}`);
        return [];
      });
    await db
      .update(submissionFiles)
      .set({ textPages: pages })
      .where(and(eq(submissionFiles.id, file.id), isNull(submissionFiles.textPages)));
  }
  return pending.length;
}

/**
 * How long pdf.js's thread stays after the last deck it read. Starting the thread and loading pdf.js costs about five
 * times reading a typical deck (measured: 5 decks in fresh threads 1,060-1,170 ms of CPU, in one thread 205), and in
 * a deadline rush a run starts every few seconds; an idle server holds no pdf.js a minute after the last upload.
 */
const LINGER_MS = 60_000;

/**
 * `delayMs` lets a burst of uploads finish before the first deck is read, so pdf.js's worker never adds to an upload's
 * memory peak. `lingerMs` keeps the thread between runs (Infinity: until `close`, as tests do).
 */
export function deckTextReader(
  db: Db,
  store: UploadStore,
  { delayMs = 2_000, lingerMs = LINGER_MS }: { delayMs?: number; lingerMs?: number } = {},
): DeckTextReader {
  const reader = deckTextSession(undefined, { lingerMs });
  // A full run may have left more (decks stored before this column existed): the worker goes on until a run is short.
  const worker = backgroundWorker(
    '[decks] Deck text run',
    async () => (await readPendingDeckTexts(db, store, reader)) === RUN_SIZE,
    delayMs,
  );
  return {
    ...worker,
    async close() {
      await worker.idle();
      await reader.close();
    },
  };
}
