/**
 * The tables a request can write, taken from the schema so that a new table is reset without anyone listing it.
 * The form definition (seeded by migrations) and the server's own secrets stay.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

const KEPT = new Set(['form_sections', 'form_fields', 'app_secrets']);

export const WRITABLE_TABLES: string[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !KEPT.has(name))
  .sort();

/** The writable tables that hold at least one row, in one round trip. */
async function tablesWithRows(db: Db): Promise<string[]> {
  const probe = WRITABLE_TABLES.map((t) => `select '${t}' as name where exists (select 1 from ${t})`).join(
    ' union all ',
  );
  const res = (await db.execute(sql.raw(probe))) as unknown as { rows: { name: string }[] };
  return res.rows.map((r) => r.name);
}

/** Each writable table's own sequences (serial and identity columns), read from the catalogue once per database. */
const sequencesOf = new WeakMap<Db, Promise<Map<string, string[]>>>();
async function readSequences(db: Db): Promise<Map<string, string[]>> {
  const res = (await db.execute(
    sql.raw(`select t.relname as table, s.relname as sequence from pg_depend d
      join pg_class s on s.oid = d.objid and s.relkind = 'S'
      join pg_class t on t.oid = d.refobjid and t.relkind = 'r'
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
      where d.deptype in ('a', 'i')`),
  )) as unknown as { rows: { table: string; sequence: string }[] };
  const out = new Map<string, string[]>();
  for (const { table, sequence } of res.rows) out.set(table, [...(out.get(table) ?? []), sequence]);
  return out;
}

/**
 * Empties every writable table a test wrote to and starts their ids again at 1, in two round trips. DELETE, not
 * TRUNCATE: a truncated table costs a new file whether it held three rows or none, and CASCADE truncates every table
 * that refers to it as well (the first review round, always present, is referred to by five), which made a reset
 * 260-435 ms; deleting a test's few rows costs a few. Foreign-key checks are off for the statement (replica mode), so
 * the order does not matter; it runs as one transaction.
 */
export async function emptyWrittenTables(db: Db): Promise<void> {
  const written = await tablesWithRows(db);
  if (written.length === 0) return;
  if (!sequencesOf.has(db)) sequencesOf.set(db, readSequences(db));
  const sequences = await sequencesOf.get(db)!;
  const statements = [
    `perform set_config('session_replication_role', 'replica', true);`,
    ...written.map((t) => `delete from ${t};`),
    ...written.flatMap((t) => sequences.get(t) ?? []).map((s) => `perform setval('${s}', 1, false);`),
  ];
  await db.execute(sql.raw(`do $$ begin ${statements.join(' ')} end $$`));
}
