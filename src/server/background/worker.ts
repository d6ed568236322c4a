import { logSafe } from '../log-safe.ts';

/**
 * Work a process does in the background (SMS delivery, reading decks' text): a request only wakes it, so nothing a
 * user waits for waits on a gateway or on pdf.js.
 */
export interface BackgroundWorker {
  /** Starts a run now, or one more right after the run in progress (which may have missed what woke it). */
  wake(): void;
  /** Resolves once no run is in progress or due (tests; shutdown, so no piece of work is cut off halfway). */
  idle(): Promise<void>;
}

/**
 * A worker that runs `round` until a round says it left nothing due (answers false), one run at a time: a wake during
 * a run asks for one more round after it. A round that throws is logged as `${name} failed: …` and ends the run (the
 * next wake or timer tries again). `delayMs` pauses before each run, so a burst of wakes is served by one.
 */
export function backgroundWorker(name: string, round: () => Promise<boolean>, delayMs = 0): BackgroundWorker {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    do {
      again = false;
      const more = await round().catch((err) => {
        console.error(`${name} failed: ${logSafe(err)}`);
        return false;
      });
      if (more) again = true;
    } while (again);
    running = undefined;
  };
  return {
    wake() {
      if (running) again = true;
      else running = run();
    },
    async idle() {
      while (running) await running;
    },
  };
}

/** Wakes `worker` every `everyMs`, for retries and for work another process's death left; returns a stop function. */
export function wakeEvery(worker: Pick<BackgroundWorker, 'wake'>, everyMs = 60_000): () => void {
  const timer = setInterval(() => worker.wake(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
