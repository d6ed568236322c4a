import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * An empty PGlite data directory, made once by `npm run build` (src/integrations/pglite-template.ts), which a first
 * start copies instead of running Postgres' initdb: initdb peaks near 700 MB, more than a container sized for the
 * server's ~200 MB can give, while a copy costs the server nothing beyond a restart (docs/benchmarks.md, "Start-up
 * peak"). Named after PGlite's version: a template from another version is never used.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PGLITE_ROOT = path.join(ROOT, 'node_modules', '@electric-sql', 'pglite');

/** Where the template for the installed PGlite lives. */
export async function pgliteTemplateDir(): Promise<string> {
  const { version } = JSON.parse(await readFile(path.join(PGLITE_ROOT, 'package.json'), 'utf8')) as { version: string };
  return path.join(ROOT, 'node_modules', '.cache', 'launchpad', `pglite-${version}`);
}

/** Fills the empty directory `dir` with a copy of `template` when it holds a database; answers whether it did. */
export async function copyPgliteTemplate(dir: string, template: string): Promise<boolean> {
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  await cp(template, dir, { recursive: true });
  return true;
}

/** Makes the template at `template` unless it exists, with initdb in a child process on the baseline compiler. */
export async function ensurePgliteTemplate(template: string): Promise<string> {
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const partial = `${template}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.dirname(template), { recursive: true });
  await promisify(execFile)(process.execPath, ['--liftoff-only', fileURLToPath(import.meta.url), partial]);
  // Complete, then renamed into place: a build stopped half-way leaves no broken template behind.
  await rename(partial, template);
  return template;
}

if (import.meta.main) {
  // Loaded here only: the build imports this module for ensurePgliteTemplate and needs no database.
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(process.argv[2]!);
  await client.close();
}
