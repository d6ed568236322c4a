import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { initPgliteDir } from './pglite-initdb.ts';
import { ensurePgliteTemplate } from './pglite-template.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'launchpad-initdb-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('creates a database PGlite opens, and leaves an existing one and its rows as they are', async () => {
  // No template: initdb runs.
  await initPgliteDir(dir, path.join(dir, '..', 'no-such-template'));
  expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  const first = await PGlite.create(dir);
  await first.exec('create table kept (x int); insert into kept values (7)');
  await first.close();

  await initPgliteDir(dir, path.join(dir, '..', 'no-such-template'));
  const second = await PGlite.create(dir);
  expect((await second.query('select x from kept')).rows).toEqual([{ x: 7 }]);
  await second.close();
});

it('says which directory it could not create the database in', async () => {
  const file = path.join(dir, 'not-a-directory');
  await writeFile(file, '');
  await expect(initPgliteDir(file, path.join(dir, 'no-such-template'))).rejects.toThrow(
    `Could not create the PGlite database in ${file}`,
  );
});

it('copies the build’s template instead of running initdb, and the copy is a database of its own', async () => {
  const template = path.join(dir, 'template');
  expect(await ensurePgliteTemplate(template)).toBe(template);
  const made = await stat(path.join(template, 'PG_VERSION'));
  // A second build keeps the template it has.
  await ensurePgliteTemplate(template);
  expect((await stat(path.join(template, 'PG_VERSION'))).mtimeMs).toBe(made.mtimeMs);

  const data = path.join(dir, 'data');
  await initPgliteDir(data, template);
  const db = await PGlite.create(data);
  await db.exec('create table mine (x int); insert into mine values (1)');
  await db.close();
  // Writing to the copy leaves the template empty.
  const again = await PGlite.create(template);
  expect((await again.query("select to_regclass('mine') as t")).rows).toEqual([{ t: null }]);
  await again.close();
});
