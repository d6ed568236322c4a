/**
 * The deadline rush's servers: two processes started as `npm start` starts one (scripts/serve.sh), on one fresh
 * Postgres database and one S3 bucket (an s3rver stand-in), as a call that has outgrown one process runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres } from './fresh-postgres.ts';
import { BENCH_BUCKET, S3RVER_CREDENTIALS, startS3rver } from './s3rver-process.ts';

export const RUSH_ORGANISER = '9000000000';
const START_TIMEOUT_MS = 60_000;

/** A free loopback port, for a server that reads its port from PORT. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Resolves once GET /api/health on `port` answers 200; rejects after START_TIMEOUT_MS or if `child` exits. */
async function listening(port: number, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`a rush server exited with ${child.exitCode} while starting`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`a rush server did not answer on ${port} within ${START_TIMEOUT_MS} ms`);
}

/** The database and bucket, then (`start`) the two processes; `stop` ends all and removes what they stored. */
export async function rushBackends(postgresAdminUrl: string) {
  const s3 = await startS3rver();
  const database = await freshPostgres(postgresAdminUrl, 'deadline_rush');
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    UPLOAD_STORE: 's3',
    S3_BUCKET: BENCH_BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    ...S3RVER_CREDENTIALS,
    ORGANISER_MOBILES: RUSH_ORGANISER,
    SMS_PROVIDER: 'console',
    SITE_DIR: process.env.SITE_DIR ?? 'dist',
    // The organiser asks for the list every few seconds for ten minutes: the per-person limit is not what is measured.
    WORKSPACE_REQUESTS_PER_MINUTE: '100000',
  };
  // The S3 client reads its credentials from the process's own environment: the sign-up in this process needs them too.
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const start = async (): Promise<number[]> => {
    const ports = await Promise.all([freePort(), freePort()]);
    for (const port of ports) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-rush-'));
      dataDirs.push(dataDir);
      children.push(
        spawn('sh', ['scripts/serve.sh'], {
          env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
    }
    await Promise.all(ports.map((port, i) => listening(port, children[i]!)));
    return ports;
  };
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await database.drop();
    await s3.stop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  return { env, start, stop };
}
