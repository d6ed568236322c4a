/**
 * Reviews and status changes racing from several processes lose nothing: the review is one atomic
 * upsert, a status change holds the submission's row lock, and each change's SMS is claimed atomically.
 * Proven with two real server processes on one Postgres (PGlite is one process's own database).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { otpLinePattern } from '../../sms/console-provider.ts';
import { reviews, statusSms, submissionStatusChanges, submissions } from '../../db/schema.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { allScores, submitApplication } from '../../test/organiser-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

interface Server {
  proc: ChildProcess;
  url: string;
  output: () => string;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    proc.stdout!.on('data', () => {
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, url: m[1]!, output: () => out });
      }
    });
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

async function signInThrough(server: Server, mobile: string): Promise<string> {
  const post = (p: string, body: unknown) =>
    fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/otp', { mobile })).status).toBe(200);
  const code = () => [...server.output().matchAll(otpLinePattern(mobile))][0]?.[2];
  for (let i = 0; i < 100 && !code(); i++) await new Promise((r) => setTimeout(r, 50));
  const res = await post('/api/verify-otp', { mobile, otp: code() });
  expect(res.status).toBe(200);
  return (await res.json()).token;
}

const describeProcesses =
  dbKind === 'postgres'
    ? describeApi
    : (name: string, fn: () => void) =>
        describeApi(`${name} (Postgres only: PGlite is one process's own database)`, fn);

describeProcesses('organiser writes from two processes on one Postgres', () => {
  it.skipIf(dbKind !== 'postgres')(
    'keeps every status change with one SMS each, and one review per reviewer',
    { timeout: 180_000 },
    async () => {
      const { submissionId } = await submitApplication(api, '9876543210');
      const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-organiser-two-'));
      const env = {
        DATABASE_URL: api.databaseUrl,
        DATA_DIR: dataDir,
        SITE_DIR: path.join(dataDir, 'no-site'),
        SMS_PROVIDER: 'console',
        ORGANISER_MOBILES: TEST_ORGANISER,
        REVIEWER_MOBILES: TEST_REVIEWER,
      };
      const servers = await Promise.all([startServer(env), startServer(env)]);
      try {
        const organiser = await signInThrough(servers[0]!, TEST_ORGANISER);
        const reviewer = await signInThrough(servers[1]!, TEST_REVIEWER);
        const call = (i: number, method: string, p: string, token: string, body: unknown) =>
          fetch(`${servers[i % 2]!.url}/api/organiser/submissions/${submissionId}${p}`, {
            method,
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
          });
        const statuses = ['SHORTLISTED', 'WAITLISTED', 'ACCEPTED', 'REJECTED'];
        const results = await Promise.all([
          ...Array.from({ length: 12 }, (_, i) =>
            call(i, 'POST', '/status', organiser, { status: statuses[i % statuses.length], note: `change ${i}` }),
          ),
          ...Array.from({ length: 12 }, (_, i) =>
            call(i, 'PUT', '/review', reviewer, { scores: allScores((i % 5) + 1), comment: `review ${i}` }),
          ),
        ]);
        const statusCodes = results.slice(0, 12).map((r) => r.status);
        expect(statusCodes.every((s) => s === 200 || s === 409)).toBe(true);
        expect(results.slice(12).map((r) => r.status)).toEqual(Array(12).fill(200));

        const changes = await api.deps.db
          .select()
          .from(submissionStatusChanges)
          .orderBy(asc(submissionStatusChanges.id));
        // Every accepted change is in the history, none twice in a row, and the last one is the status.
        expect(changes).toHaveLength(statusCodes.filter((s) => s === 200).length);
        for (let i = 1; i < changes.length; i++) expect(changes[i]!.status).not.toBe(changes[i - 1]!.status);
        const [row] = await api.deps.db.select().from(submissions);
        expect(row!.status).toBe(changes.at(-1)!.status);
        // One SMS row per change, each sent once across both processes' logs.
        expect(await api.deps.db.select().from(statusSms)).toHaveLength(changes.length);
        // Each process sends in the background after answering: wait for the last, then none more.
        const lines = () =>
          servers.flatMap((s) =>
            s
              .output()
              .split('\n')
              .filter((l) => l.startsWith('[sms] Status to 9876543210')),
          );
        await expect.poll(() => lines().length, { timeout: 30_000 }).toBe(changes.length);
        expect(lines()).toHaveLength(changes.length);

        const saved = await api.deps.db.select().from(reviews);
        expect(saved).toHaveLength(1);
        expect(saved[0]!.comment).toMatch(/^review \d+$/);
      } finally {
        for (const s of servers) s.proc.kill('SIGTERM');
        await Promise.all(
          servers.map((s) => new Promise((r) => (s.proc.exitCode !== null ? r(null) : s.proc.once('exit', r)))),
        );
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
