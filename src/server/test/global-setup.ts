/**
 * Vitest global setup of the two API projects. PGlite: builds one migrated, seeded database and
 * hands its dump to every test file (loading a dump is ~6x faster than initialising). Postgres:
 * checks the server is reachable, builds a template database test files clone, and says loudly when
 * it is not reachable, in which case that project's API tests are skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../db/client.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { loadFormDefinition } from '../forms/definition.ts';
import { seedForm } from '../forms/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Admin URL of the Postgres server, '' when none is reachable. */
    postgresAdminUrl: string;
    postgresTemplate: string;
    postgresSkipReason: string;
    /** Endpoint of the loopback S3-compatible server of the api-s3 project. */
    s3Endpoint: string;
  }
}

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function setupPglite(project: TestProject) {
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await seedForm(db as unknown as Db, await loadFormDefinition());
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `launchpad-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    const reason = `no Postgres reachable at ${adminUrl} (${(err as Error).message})`;
    console.warn(
      `\n*** SKIPPING the Postgres run of the API suite: ${reason}.\n*** Set TEST_POSTGRES_URL to a server's maintenance database to run it.\n`,
    );
    project.provide('postgresAdminUrl', '');
    project.provide('postgresTemplate', '');
    project.provide('postgresSkipReason', reason);
    return undefined;
  }
  const template = `lp_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
  await database.migrate();
  await seedForm(database.db, await loadFormDefinition());
  await database.close();
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template);
  project.provide('postgresSkipReason', '');
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

/** s3rver on a loopback port, its objects in a temporary directory: a real S3 API, no network. */
async function setupS3(project: TestProject) {
  const directory = await mkdtemp(path.join(tmpdir(), 'launchpad-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  // s3rver writes an object's file with no error handler: when the store aborts an upload and deletes
  // its temporary key while s3rver is still writing it, the ENOENT is thrown in this process and ends
  // the whole test run. That is the stand-in server's bug, not the product's; anything else still throws.
  const leftover = (err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT' && typeof err.path === 'string' && err.path.startsWith(directory)) {
      console.warn(`[s3rver] ignored a write to a deleted object: ${err.path}`);
      return;
    }
    throw err;
  };
  process.on('uncaughtException', leftover);
  const { port } = await server.run();
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    process.off('uncaughtException', leftover);
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
}

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  const teardownS3 = project.config.env?.TEST_UPLOAD_STORE === 's3' ? await setupS3(project) : undefined;
  if (!teardownS3) project.provide('s3Endpoint', '');
  const teardownDb = kind === 'postgres' ? await setupPostgres(project) : await setupPglite(project);
  return async () => {
    await teardownDb?.();
    await teardownS3?.();
  };
}
