/**
 * Real API server processes for the tests that need more than one process or a real crash:
 * `node src/server/main.ts` on a loopback port chosen by the OS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { otpLinePattern } from '../sms/console-provider.ts';
import { siteFacts } from '../applications/window.ts';

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves with the exit code or signal. */
  stop(graceMs?: number): Promise<number | string | null>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

const exited = (proc: ChildProcess) =>
  new Promise<number | string | null>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve(proc.exitCode ?? proc.signalCode);
    else proc.once('exit', (code, signal) => resolve(code ?? signal));
  });

interface StartOptions {
  timeoutMs?: number;
  /** Sees the process and everything it printed so far, each time it prints (before it listens, too). */
  onOutput?: (output: string, proc: ChildProcess) => void;
}

/** Starts a server with `env` on top of this process's environment; resolves once it prints where it listens. */
export function startServer(
  env: Record<string, string>,
  { timeoutMs = 120_000, onOutput }: StartOptions = {},
): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SMS_PROVIDER: 'console', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (d: Buffer) => {
    out += d;
    onOutput?.(out, proc);
  };
  proc.stdout!.on('data', collect);
  proc.stderr!.on('data', collect);
  const stop = async (graceMs = 10_000) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
    const result = await exited(proc);
    clearTimeout(timer);
    return result;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, timeoutMs);
    proc.stdout!.on('data', () => {
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, url: m[1]!, output: () => out, stop });
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}

/** The last code the console SMS provider printed for `mobile`. */
export async function waitForCode(output: () => string, mobile: string, timeoutMs = 5000): Promise<string> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const last = [...output().matchAll(otpLinePattern(mobile))].at(-1);
    if (last) return last[2]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code for ${mobile} in:\n${output()}`);
}

/** POSTs JSON to a running server. */
export const postTo = (base: string, p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * Everything a server prints from start to a clean stop, on the Postgres database `databaseUrl` (PGlite opens in
 * one process only), with `env` on top.
 */
export async function startupLog(databaseUrl: string, dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'none'),
    ...env,
  });
  await server.stop();
  return server.output();
}

/**
 * Server processes store the window of content/site.json when they start; a test that submits through its in-process
 * API beside them moves that API's clock into the window, as an applicant's real clock would be.
 */
export async function intoStoredWindow(api: { clock: { now: number } }): Promise<void> {
  const { window } = await siteFacts();
  api.clock.now = Date.parse(window.applicationsOpenAt) + 24 * 3_600_000;
}
