import { Worker } from 'node:worker_threads';

/** Bounds on reading one deck: a hostile PDF costs at most this much time and memory, and yields this much text. */
export interface DeckTextLimits {
  timeoutMs: number;
  maxPages: number;
  maxChars: number;
  /** The worker's V8 heap; past it the worker ends, not the process. */
  heapMb: number;
}

const DECK_TEXT_LIMITS: DeckTextLimits = { timeoutMs: 10_000, maxPages: 50, maxChars: 100_000, heapMb: 128 };

const WORKER = new URL('./deck-text-worker.ts', import.meta.url);

/**
 * The text of a PDF, one string per page (at most `maxPages`, `maxChars` in all), read by pdf.js in a worker thread
 * that is terminated after `timeoutMs`. A file pdf.js cannot read, one that takes too long or one that exhausts the
 * worker's heap gives []: nothing to flag, and the caller records it as read.
 */
export function readDeckText(bytes: Uint8Array, limits: DeckTextLimits = DECK_TEXT_LIMITS): Promise<string[]> {
  // A copy the worker owns, so the caller's buffer is neither shared nor detached.
  const owned = new Uint8Array(bytes);
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      workerData: { bytes: owned, maxPages: limits.maxPages, maxChars: limits.maxChars },
      transferList: [owned.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    let pages: string[] = [];
    const timer = setTimeout(() => void worker.terminate(), limits.timeoutMs);
    worker.once('message', (m: unknown) => {
      if (Array.isArray(m) && m.every((p) => typeof p === 'string')) pages = m;
    });
    // An unreadable PDF throws in the worker: heard here (or it would throw in the API), answered by 'exit' as [].
    worker.on('error', () => {});
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve(pages);
    });
  });
}
