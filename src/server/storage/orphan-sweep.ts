import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applicationDraftFiles, submissionFiles } from '../db/schema.ts';
import type { UploadStore } from './upload-store.ts';

interface SweepOptions {
  /** Files written more recently are left alone: another process may be about to commit them. */
  graceMs: number;
  now?: Date;
}

/**
 * Deletes what a crash (kill -9, power loss) can leave in the upload store: temporary files of
 * uploads that never finished, and committed files whose submission or draft row never committed. Only files
 * older than the grace period are touched, so in-flight uploads of every process sharing the store are
 * safe; a file is judged orphaned only by asking the database whether a row points at it.
 */
export async function sweepOrphans(db: Db, store: UploadStore, { graceMs, now = new Date() }: SweepOptions) {
  const { committed, temporary } = await store.stale(new Date(now.getTime() - graceMs));
  for (const name of temporary) await store.removeTemporary(name);
  const referenced = new Set<string>();
  for (let i = 0; i < committed.length; i += 500) {
    const keys = committed.slice(i, i + 500);
    // A file belongs to a submission or to a draft.
    const [submitted, drafted] = await Promise.all([
      db
        .select({ key: submissionFiles.storageKey })
        .from(submissionFiles)
        .where(inArray(submissionFiles.storageKey, keys)),
      db
        .select({ key: applicationDraftFiles.storageKey })
        .from(applicationDraftFiles)
        .where(inArray(applicationDraftFiles.storageKey, keys)),
    ]);
    for (const row of [...submitted, ...drafted]) referenced.add(row.key);
  }
  const orphans = committed.filter((key) => !referenced.has(key));
  for (const key of orphans) await store.remove(key);
  return { temporary: temporary.length, orphans: orphans.length };
}

/** Sweeps now and then every `intervalMs` until the returned stop function is called; failures are logged, never thrown. */
export function startOrphanSweep(
  db: Db,
  store: UploadStore,
  { graceMs, intervalMs }: { graceMs: number; intervalMs: number },
) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= sweepOrphans(db, store, { graceMs })
      .then(({ temporary, orphans }) => {
        if (temporary + orphans > 0) {
          console.log(`[uploads] Swept ${orphans} file(s) without a submission and ${temporary} unfinished upload(s)`);
        }
      })
      .catch((err) => console.error('[uploads] Orphan sweep failed:', err instanceof Error ? err.message : err))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
