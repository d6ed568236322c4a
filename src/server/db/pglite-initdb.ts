import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { copyPgliteTemplate, pgliteTemplateDir } from './pglite-template.ts';

/**
 * Creates an empty PGlite data directory: a copy of the template `npm run build` made (pglite-template.ts), else
 * Postgres' initdb in a short-lived child process. initdb peaks near 700 MB and grows the process's native heap by
 * about 125 MB that is never returned, so run in the server it would leave a first start that much bigger than
 * every later one. Does nothing when the directory already holds a database.
 */
export async function initPgliteDir(dir: string, template?: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const failed = (err: { stderr?: string; message: string }) => {
    throw new Error(`Could not create the PGlite database in ${dir}: ${err.stderr || err.message}`);
  };
  if (await copyPgliteTemplate(dir, template ?? (await pgliteTemplateDir())).catch(failed)) return;
  // The server's choice of WebAssembly compiler (scripts/serve.sh) holds here too.
  const args = [...process.execArgv.filter((a) => a === '--liftoff-only'), fileURLToPath(import.meta.url), dir];
  await promisify(execFile)(process.execPath, args).catch(failed);
}

if (import.meta.main) {
  const client = await PGlite.create(process.argv[2]!);
  await client.close();
}
