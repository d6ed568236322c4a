/**
 * The idle server's memory, measured on the real thing: `scripts/serve.sh` (what `npm start` runs) with the built
 * site and PGlite, on loopback, read from /proc (Linux) while nobody asks it anything. Sampled every 50 ms from the
 * spawn on, so the start-up peak (what a container's memory limit must allow) is seen as well as the idle figure.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface IdleRun {
  /** VmRSS once settled: the last sample, `settleMs` after the server said it listens. */
  settledMB: number;
  /** The largest sample after it listened (start-up work still being freed). */
  peakMB: number;
  /** The largest RSS of the server and its child processes (PGlite's initdb) together, from the spawn on. */
  startPeakMB: number;
  /** The server process's own high-water mark (VmHWM) at the end: catches a peak between two samples. */
  hwmMB: number;
}

const START_TIMEOUT_MS = 120_000;
const SAMPLE_MS = 50;
const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** A field of a process's /proc status, in kB (0 once the process is gone; the bench runs on Linux). */
export async function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
}

/** `pid` and every process under it. */
async function processTree(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children: number[] = [];
  for (const task of tasks) {
    const list = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    children.push(...list.split(' ').filter(Boolean).map(Number));
  }
  return [pid, ...(await Promise.all(children.map(processTree))).flat()];
}

async function treeRssKb(pid: number): Promise<number> {
  const kbs = await Promise.all((await processTree(pid)).map((p) => statusKb(p, 'VmRSS')));
  return kbs.reduce((a, b) => a + b, 0);
}

/** Starts the server on `dataDir`, samples its memory every 50 ms until `settleMs` after it listens, then stops it. */
async function idleRun(dataDir: string, siteDir: string, settleMs: number): Promise<IdleRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: siteDir };
  // The embedded database is what is measured, whatever this shell points at.
  delete env.DATABASE_URL;
  // serve.sh execs node, so this pid is the server's from the first sample on.
  const proc = spawn('sh', ['scripts/serve.sh'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout.on('data', (d: Buffer) => (output += d));
  proc.stderr.on('data', (d: Buffer) => (output += d));
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  let startPeak = 0;
  const afterListening: number[] = [];
  try {
    let listeningAt: number | undefined;
    for (const until = Date.now() + START_TIMEOUT_MS; ;) {
      if (proc.exitCode !== null || Date.now() > until) throw new Error(`the server did not stay up:\n${output}`);
      const rss = await treeRssKb(proc.pid!);
      startPeak = Math.max(startPeak, rss);
      if (listeningAt !== undefined) afterListening.push(rss);
      else if (output.includes('Listening on')) listeningAt = Date.now();
      if (listeningAt !== undefined && Date.now() - listeningAt >= settleMs) break;
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
    const hwm = await statusKb(proc.pid!, 'VmHWM');
    return {
      settledMB: mb(afterListening.at(-1)!),
      peakMB: mb(Math.max(...afterListening)),
      startPeakMB: mb(startPeak),
      hwmMB: mb(hwm),
    };
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
