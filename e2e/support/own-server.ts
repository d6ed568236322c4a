import type { Page } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { skipPreloader } from './session.ts';

export interface OwnServer {
  /** The server's address on `localhost` (a WebAuthn relying party ID cannot be an IP address). */
  url: string;
  /** Its output, where the console SMS provider prints each code. */
  log: string;
  stop(): Promise<void>;
}

/**
 * A second product server for a spec that needs other settings than the suite's (STAFF_PASSKEYS=required), on
 * `port`, with a fresh embedded database, serving the same build, its SITE_URL on localhost. The numbers of `seeded`
 * get an account with a session and no code sent before it starts (seeded-accounts.ts).
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  seeded: string[] = [],
): Promise<OwnServer> {
  const url = `http://localhost:${port}`;
  const dataDir = join(tmpdir(), `launchpad-e2e-own-${port}`);
  const log = join(tmpdir(), `launchpad-e2e-own-${port}.log`);
  await rm(dataDir, { recursive: true, force: true });
  const out = createWriteStream(log);
  const serverEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: url, ...env };
  if (seeded.length) await seed(seeded, serverEnv);
  const proc: ChildProcess = spawn('sh', ['scripts/serve.sh'], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.pipe(out);
  proc.stderr!.pipe(out);
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const stop = async () => {
    proc.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  // A fresh embedded database initialises on first start; allow for a busy machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, log, stop };
    if (proc.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The spec's own server on port ${port} did not start: see ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs e2e/support/seed-accounts.ts on the server's database before the server opens it. */
async function seed(mobiles: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const proc = spawn(process.execPath, ['--liftoff-only', 'e2e/support/seed-accounts.ts', ...mobiles], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => proc.once('exit', resolve));
  if (code !== 0) throw new Error(`Seeding the spec's own server's accounts failed (exit ${code})`);
}

/** `path` on `server`, signed in as `session` the way the sign-in page stores a session. */
export async function openSignedIn(
  page: Page,
  server: OwnServer,
  path: string,
  session: { token: string; user: unknown },
): Promise<void> {
  await skipPreloader(page);
  await page.goto(`${server.url}/favicon.svg`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto(`${server.url}${path}`);
}
