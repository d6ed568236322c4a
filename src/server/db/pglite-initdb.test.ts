import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { initPgliteDir } from './pglite-initdb.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'launchpad-initdb-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('creates a database PGlite opens, and leaves an existing one and its rows as they are', async () => {
  await initPgliteDir(dir);
  expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  const first = await PGlite.create(dir);
  await first.exec('create table kept (x int); insert into kept values (7)');
  await first.close();

  await initPgliteDir(dir);
  const second = await PGlite.create(dir);
  expect((await second.query('select x from kept')).rows).toEqual([{ x: 7 }]);
  await second.close();
});

it('says which directory it could not create the database in', async () => {
  const file = path.join(dir, 'not-a-directory');
  await writeFile(file, '');
  await expect(initPgliteDir(file)).rejects.toThrow(`Could not create the PGlite database in ${file}`);
});
