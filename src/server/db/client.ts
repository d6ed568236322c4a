import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type ConstructorOptions, fromPglite } from 'pg-boss';
import { initPgliteDir } from './pglite-initdb.ts';
import * as schema from './schema.ts';

/** Either driver, seen through what they share; transactions have the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction on a Db, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A Db or a transaction on it: for steps that run inside a caller's transaction or alone. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up log (password removed). */
  location: string;
  /** Applies pending SQL migrations from ./migrations. */
  migrate(): Promise<void>;
  /** How pg-boss (the outbox's queue, outbox/boss.ts) reaches this database: PGlite's one session, or its own small pool. */
  boss: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max' | 'application_name'>;
  close(): Promise<void>;
}

/** The PGlite behind a Db opened here, for the few hot paths that talk to it directly (see auth/sessions.ts). */
const pgliteClients = new WeakMap<object, PGlite>();
export const pgliteOf = (db: Db): PGlite | undefined => pgliteClients.get(db);

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: serialises migrations when several API processes start on one Postgres. */
const MIGRATION_LOCK = 4_321_001;

export interface OpenOptions {
  /** Postgres connection string; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string;
  /** PGlite in memory (tests); optionally started from a dump of an already-initialised data dir. */
  memory?: boolean | { loadDataDir?: Blob | File };
  /** Pool size for Postgres. */
  maxConnections?: number;
  /** Postgres timeouts in milliseconds (see env.ts for what each bounds); unset ones use node-postgres' defaults. */
  timeouts?: Partial<DbTimeouts>;
}

export interface DbTimeouts {
  connectMs: number;
  idleMs: number;
  statementMs: number;
  lockMs: number;
  queryMs: number;
  idleInTransactionMs: number;
}

/**
 * A query the client gave up on (query_timeout) leaves its connection mid-conversation with a server
 * that may be gone: destroy the socket, so the pool drops the connection instead of lending it out again.
 * A connection that fails while lent out is logged here rather than crashing the process.
 */
function dropOnReadTimeout(client: pg.PoolClient) {
  client.on('error', (err) => console.error('[db] Postgres connection lost:', err.message));
  const drop = (err: unknown) => {
    if (err instanceof Error && err.message === 'Query read timeout') {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (...args) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => {
        if (err) drop(err);
        callback(err, res);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

/**
 * PGlite's own start parameters plus a smaller buffer cache: Postgres' default 128 MB of shared buffers
 * lives in the server's own memory here, and the event's data fits in a fraction of it.
 */
const PGLITE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

async function openPglite(options: OpenOptions): Promise<Database> {
  let client: PGlite;
  let location: string;
  if (options.memory) {
    const loadDataDir = typeof options.memory === 'object' ? options.memory.loadDataDir : undefined;
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
    location = 'PGlite in memory';
  } else {
    const dir = path.join(options.dataDir ?? 'data', 'pglite');
    await mkdir(dir, { recursive: true });
    await initPgliteDir(dir);
    client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
    location = `PGlite at ${dir}`;
  }
  const db = drizzlePglite({ client, schema });
  pgliteClients.set(db, client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    location,
    boss: { db: fromPglite(client), backend: 'pglite' },
    // PGlite is one process's private database, so there is nobody to race with.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const t = options.timeouts ?? {};
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    application_name: 'launchpad-api',
    // Notice a peer that vanished without closing the connection.
    keepAlive: true,
    connectionTimeoutMillis: t.connectMs,
    idleTimeoutMillis: t.idleMs,
    statement_timeout: t.statementMs,
    lock_timeout: t.lockMs,
    query_timeout: t.queryMs,
    // A session left open inside a transaction holds its locks and a pool slot; the server ends it.
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error('[db] idle Postgres client error:', err.message));
  pool.on('connect', dropOnReadTimeout);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    location: `Postgres at ${redact(url)}`,
    // Two connections: the queue's statements are short, and the sends themselves never hold one.
    boss: { connectionString: url, max: 2, application_name: 'launchpad-outbox' },
    async migrate() {
      // Hold a session-level advisory lock on one dedicated connection while migrating.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite on disk by default; Postgres when `databaseUrl` is given. */
export function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}
