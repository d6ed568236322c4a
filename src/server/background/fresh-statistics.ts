import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { backgroundWorker, wakeEvery } from './worker.ts';

/** How often the embedded database's statistics are looked at: a call grows by thousands of rows a day at most. */
const EVERY_MS = 10 * 60_000;

/**
 * Postgres' own rule for when autovacuum analyses a table (autovacuum_analyze_threshold and _scale_factor, their
 * defaults): once more rows changed since its last ANALYZE than 50 plus a tenth of the rows it then had.
 */
const THRESHOLD_ROWS = 50;
const THRESHOLD_FRACTION = 0.1;

/**
 * The tables of the database whose statistics are stale by autovacuum's rule, from the server's own counters of rows
 * written since each table's last ANALYZE (a table never analysed counts as having had none).
 */
async function staleTables(db: Db): Promise<string[]> {
  // A process publishes its counters at most once a second: what it just wrote is published before they are read.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute<{ name: string }>(sql`
    select s.relname as name from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
      and s.n_mod_since_analyze > ${THRESHOLD_ROWS} + ${THRESHOLD_FRACTION} * greatest(c.reltuples, 0)
    order by s.relname`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

/** ANALYZEs each stale table (bounded: ANALYZE reads a sample of at most 30,000 rows of each); returns their names. */
export async function refreshStatistics(db: Db): Promise<string[]> {
  const stale = await staleTables(db);
  for (const table of stale) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return stale;
}

/**
 * Keeps the embedded database's planner statistics fresh as data grows: PGlite has no autovacuum, so a table that
 * grew from a few rows to thousands keeps the estimate of its first ANALYZE (or none) and the planner picks plans for
 * the wrong size. Now and every EVERY_MS, tables whose rows changed past autovacuum's rule are analysed. Postgres
 * needs none of it (its autovacuum does the same). Answers a stop that lets a run in progress finish.
 */
export function startFreshStatistics(db: Db, everyMs = EVERY_MS) {
  const worker = backgroundWorker('[db] Statistics run', async () => {
    await refreshStatistics(db);
    return false;
  });
  worker.wake();
  const stopTimer = wakeEvery(worker, everyMs);
  return async () => {
    stopTimer();
    await worker.idle();
  };
}
