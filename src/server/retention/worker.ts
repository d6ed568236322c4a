import { backgroundWorker, wakeEvery } from '../background/worker.ts';
import type { ApiDeps } from '../deps.ts';
import { runRetention } from './erase.ts';

/** How often each process runs retention: erasure is due by the day, so an hour late is on time. */
const EVERY_MS = 60 * 60_000;

/**
 * Runs retention in the background now and every hour, batch after batch while a class fills its batch (each batch a
 * run of its own, audited). Answers a stop that lets the run in progress finish.
 */
export function startRetention(deps: Pick<ApiDeps, 'db' | 'uploads' | 'now'>, everyMs = EVERY_MS) {
  const worker = backgroundWorker('[retention] Retention run', async () => {
    const ran = await runRetention(deps.db, deps.uploads, deps.now());
    return ran?.more ?? false;
  });
  worker.wake();
  const stopTimer = wakeEvery(worker, everyMs);
  return async () => {
    stopTimer();
    await worker.idle();
  };
}
