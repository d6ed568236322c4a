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

/**
 * The writable tables that hold at least one row, in one round trip. Truncating only these is what makes a reset
 * cheap on Postgres, where each truncated table costs a new file whether it held rows or not.
 */
export async function tablesWithRows(db: Db): Promise<string[]> {
  const probe = WRITABLE_TABLES.map((t) => `select '${t}' as name where exists (select 1 from ${t})`).join(
    ' union all ',
  );
  const res = (await db.execute(sql.raw(probe))) as unknown as { rows: { name: string }[] };
  return res.rows.map((r) => r.name);
}
