import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

/**
 * Creates an empty PGlite data directory in a short-lived child process. PGlite's initdb grows the process's
 * native heap by about 125 MB that is never returned (closing and reopening PGlite does not release it), so
 * run in the server it would leave a first start that much bigger than every later one. Does nothing when the
 * directory already holds a database.
 */
export async function initPgliteDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  // The server's choice of WebAssembly compiler (PGLITE_BASELINE_COMPILER in scripts/serve.sh) holds here too.
  const args = [...process.execArgv.filter((a) => a === '--liftoff-only'), fileURLToPath(import.meta.url), dir];
  await promisify(execFile)(process.execPath, args).catch((err) => {
    throw new Error(`Could not create the PGlite database in ${dir}: ${err.stderr || err.message}`);
  });
}

if (import.meta.main) {
  const client = await PGlite.create(process.argv[2]!);
  await client.close();
}
