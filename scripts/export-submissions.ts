/**
 * `npm run export:submissions`: writes the organisers' export (every application with its scores, decisions,
 * the applicant's profile, answers and file locations) as CSV and JSON into <DATA_DIR>/exports and prints the paths.
 *
 * Uses the same environment as the server (DATA_DIR, DATABASE_URL). With Postgres it reads the
 * database directly. With the embedded PGlite, which only one process may open, it asks a running
 * server to write the export (SIGUSR2, see src/server/export/export-on-signal.ts), or opens the
 * database itself when no server is running.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { bootstrap } from '../src/server/bootstrap.ts';
import { livePgliteOwner } from '../src/server/db/pglite-lock.ts';
import { parseEnv } from '../src/server/env.ts';
import { requestExportFromServer } from '../src/server/export/export-on-signal.ts';
import { writeSubmissionsExport } from '../src/server/export/submissions-export.ts';

const env = parseEnv();
const exportDir = path.join(env.DATA_DIR, 'exports');
await mkdir(exportDir, { recursive: true, mode: 0o700 });

let result: { csvPath: string; jsonPath: string; count: number };
const owner = env.DATABASE_URL ? undefined : await livePgliteOwner(env.DATA_DIR);
if (owner) {
  console.log(`[export] The server (pid ${owner}) holds the embedded database; asking it to write the export…`);
  result = await requestExportFromServer(owner, exportDir, randomBytes(8).toString('hex'));
} else {
  const { deps, shutdown } = await bootstrap(env);
  try {
    result = await writeSubmissionsExport(deps, exportDir);
  } finally {
    await shutdown();
  }
}
console.log(`[export] ${result.count} submission${result.count === 1 ? '' : 's'}`);
console.log(`[export] CSV:  ${result.csvPath}`);
console.log(`[export] JSON: ${result.jsonPath}`);
