import { Worker } from 'node:worker_threads';

/** Bounds on reading one deck: a hostile PDF costs at most this much time and memory, and yields this much text. */
interface DeckTextLimits {
  timeoutMs: number;
  maxPages: number;
  maxChars: number;
  /** The worker's V8 heap; past it the worker ends, not the process. */
  heapMb: number;
}

const DECK_TEXT_LIMITS: DeckTextLimits = { timeoutMs: 10_000, maxPages: 50, maxChars: 100_000, heapMb: 128 };

const WORKER = new URL('./deck-text-worker.ts', import.meta.url);

/**
 * Reads decks one after another in one worker thread (started on the first read, ended by `close`, or `lingerMs`
 * after the last read when that is set).
 */
export interface DeckTextSession {
  /**
   * The text of a PDF, one string per page (at most `maxPages`, `maxChars` in all). A file pdf.js cannot read gives
   * []; so does one that takes longer than `timeoutMs` (counted once the worker has loaded) or exhausts the worker's
   * heap, and the worker is then ended and the next deck gets a new one.
   */
  read(bytes: Uint8Array): Promise<string[]>;
  /** Whether a pdf.js thread is held now (its memory is the process's). */
  holdsThread(): boolean;
  close(): Promise<void>;
}

/** A busy machine may take seconds to start a thread and load pdf.js; a thread not ready by then is ended. */
const START_TIMEOUT_MS = 60_000;

export function deckTextSession(
  limits: DeckTextLimits = DECK_TEXT_LIMITS,
  { lingerMs }: { lingerMs?: number } = {},
): DeckTextSession {
  let worker: { thread: Worker; ready: Promise<boolean> } | undefined;
  let reads = 0;
  let lingering: NodeJS.Timeout | undefined;
  const close = async () => {
    clearTimeout(lingering);
    await worker?.thread.terminate();
    worker = undefined;
  };
  // Between reads an idle thread holds no process open (a script ends when its work does), and with a finite
  // `lingerMs` ends.
  const settle = () => {
    if (--reads > 0 || !worker) return;
    worker.thread.unref();
    if (lingerMs !== undefined && Number.isFinite(lingerMs))
      lingering = setTimeout(() => void close(), lingerMs).unref();
  };
  const start = () => {
    const thread = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } });
    // A worker that dies (heap exhausted) reports it here, or it would throw in the API; 'exit' answers the read.
    thread.on('error', () => {});
    const timer = setTimeout(() => void thread.terminate(), START_TIMEOUT_MS);
    const ready = new Promise<boolean>((resolve) => {
      thread.once('message', () => resolve(true));
      thread.once('exit', () => resolve(false));
    }).finally(() => clearTimeout(timer));
    return { thread, ready };
  };
  return {
    async read(bytes) {
      reads++;
      clearTimeout(lingering);
      const current = (worker ??= start());
      current.thread.ref();
      try {
        return await readWith(current, bytes);
      } finally {
        settle();
      }
    },
    holdsThread: () => worker !== undefined,
    close,
  };

  async function readWith(current: { thread: Worker; ready: Promise<boolean> }, bytes: Uint8Array) {
    if (!(await current.ready)) {
      if (worker === current) worker = undefined;
      return [];
    }
    const { thread } = current;
    // A copy the worker owns, so the caller's buffer is neither shared nor detached.
    const owned = new Uint8Array(bytes);
    return new Promise<string[]>((resolve) => {
      const done = (pages: string[], broken: boolean) => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('exit', onExit);
        if (broken) {
          if (worker === current) worker = undefined;
          void thread.terminate();
        }
        resolve(pages);
      };
      const onMessage = (m: { pages?: unknown }) => {
        const pages = Array.isArray(m.pages) && m.pages.every((p) => typeof p === 'string') ? m.pages : [];
        done(pages, false);
      };
      const onExit = () => done([], true);
      const timer = setTimeout(() => done([], true), limits.timeoutMs);
      thread.on('message', onMessage);
      thread.on('exit', onExit);
      thread.postMessage({ bytes: owned, maxPages: limits.maxPages, maxChars: limits.maxChars }, [owned.buffer]);
    });
  }
}
