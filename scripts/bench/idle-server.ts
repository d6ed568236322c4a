/**
 * The idle server's memory, measured on the real thing: `scripts/serve.sh` (what `npm start` runs) with the built
 * site and PGlite, on loopback, read from /proc (Linux) while nobody asks it anything.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface IdleRun {
  /** VmRSS once settled: the last sample, `settleMs` after the server said it listens. */
  settledMB: number;
  /** The largest sample in that time (start-up work still being freed). */
  peakMB: number;
}

const START_TIMEOUT_MS = 120_000;

async function vmRssMB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 102.4) / 10;
}

/** Starts the server on `dataDir`, samples its RSS every second for `settleMs`, then stops it. */
async function idleRun(dataDir: string, siteDir: string, settleMs: number): Promise<IdleRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: siteDir };
  // The embedded database is what is measured, whatever this shell points at.
  delete env.DATABASE_URL;
  const proc = spawn('sh', ['scripts/serve.sh'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (d: Buffer) => (output += d));
  proc.stderr.on('data', (d: Buffer) => (output += d));
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  try {
    for (const until = Date.now() + START_TIMEOUT_MS; !output.includes('Listening on');) {
      if (proc.exitCode !== null || Date.now() > until) throw new Error(`the server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const samples: number[] = [];
    for (let waited = 0; waited < settleMs; waited += 1000) {
      await new Promise((r) => setTimeout(r, 1000));
      samples.push(await vmRssMB(proc.pid!));
    }
    return { settledMB: samples.at(-1)!, peakMB: Math.max(...samples) };
  } finally {
    proc.kill('SIGTERM');
    await exited;
  }
}

/** A first start on an empty DATA_DIR (creates and migrates the database), then a restart on it. */
export async function measureIdleServer(siteDir: string, settleMs = 20_000) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-idle-'));
  try {
    const fresh = await idleRun(dataDir, siteDir, settleMs);
    const restart = await idleRun(dataDir, siteDir, settleMs);
    return { fresh, restart };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
