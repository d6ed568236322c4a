/**
 * A session left idle inside a transaction (a request stuck between two statements) is ended by Postgres
 * after DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, freeing its locks and its pool slot, and the pool goes on.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApi, createTestApi, dbKind, describeApi } from '../test/harness.ts';
import { type Database, openDatabase } from './client.ts';

const IDLE_IN_TRANSACTION_MS = 300;
let api: TestApi | undefined;
let database: Database | undefined;

beforeAll(async () => {
  if (dbKind !== 'postgres') return;
  api = await createTestApi();
  database = await openDatabase({
    databaseUrl: api.databaseUrl,
    maxConnections: 1,
    timeouts: { idleInTransactionMs: IDLE_IN_TRANSACTION_MS },
  });
});
afterAll(async () => {
  await database?.close();
  await api?.close();
});

const rows = async (db: Database['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describeApi('idle_in_transaction_session_timeout', () => {
  it.skipIf(dbKind !== 'postgres')('is set on every session of the pool', async () => {
    const [row] = await rows(database!.db, sql`show idle_in_transaction_session_timeout`);
    expect(row!.idle_in_transaction_session_timeout).toBe(`${IDLE_IN_TRANSACTION_MS}ms`);
  });

  it.skipIf(dbKind !== 'postgres')(
    'ends a transaction left idle past it, and the one pooled connection serves the next query',
    async () => {
      const stuck = database!.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Idle inside the transaction, as a request waiting on something else would be.
        await new Promise((resolve) => setTimeout(resolve, IDLE_IN_TRANSACTION_MS * 4));
        await tx.execute(sql`select 1`);
      });
      await expect(stuck).rejects.toThrow();
      const [row] = await rows(database!.db, sql`select 1 as one`);
      expect(row!.one).toBe(1);
    },
  );
});
