/**
 * Vitest global setup of the two API projects. PGlite: builds one migrated, seeded database and
 * hands its dump to every test file (loading a dump is ~6x faster than initialising). Postgres:
 * checks the server is reachable, builds a template database test files clone, and says loudly when
 * it is not reachable, in which case that project's API tests are skipped.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  if (kind === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}
