/**
 * Database faults against a real server process on Postgres, bounded and on loopback: the server
 * reaches its (private) database through a TCP proxy the test can cut, black-hole and restore, and the
 * test terminates its backends and holds locks on it directly. During a fault every call answers 503
 * with a JSON message within a few seconds; afterwards the server recovers by itself with nothing lost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { API_MESSAGES } from '../../shared/messages/api.ts';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../test/harness.ts';
import { type ServerProcess, postTo, startServer, waitForCode } from '../test/processes.ts';
import { type TcpProxy, startTcpProxy } from '../test/tcp-proxy.ts';

const onPostgres = dbKind === 'postgres';
let api: TestApi;
let proxy: TcpProxy;
let server: ServerProcess;
let dataDir = '';
let env: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi();
  if (!onPostgres) return;
  const direct = new URL(api.databaseUrl);
  proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const viaProxy = new URL(api.databaseUrl);
  viaProxy.port = String(proxy.port);
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-faults-'));
  env = {
    DATABASE_URL: viaProxy.toString(),
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    DB_CONNECT_TIMEOUT_MS: '1000',
    DB_STATEMENT_TIMEOUT_MS: '3500',
    DB_LOCK_TIMEOUT_MS: '3000',
    DB_QUERY_TIMEOUT_MS: '4000',
    SHUTDOWN_GRACE_MS: '3000',
  };
  server = await startServer(env);
});
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => api.reset());

interface Answer {
  status: number;
  body: { message?: string; status?: string };
  ms: number;
}
async function timed(request: Promise<Response>): Promise<Answer> {
  const started = Date.now();
  const res = await request;
  return { status: res.status, body: await res.json(), ms: Date.now() - started };
}

const health = () => timed(fetch(`${server.url}/api/health`));

/** One call of each kind: health, a send, two signed-in reads. */
const everyKindOfCall = (token: string, mobile: string) =>
  Promise.all([
    health(),
    timed(postTo(server.url, '/api/otp', { mobile })),
    timed(fetch(`${server.url}/api/user-details`, { headers: { Authorization: `Bearer ${token}` } })),
    timed(fetch(`${server.url}/api/formfield-list`, { headers: { Authorization: `Bearer ${token}` } })),
  ]);

async function signIn(mobile: string): Promise<string> {
  expect((await postTo(server.url, '/api/otp', { mobile })).status).toBe(200);
  const res = await postTo(server.url, '/api/verify-otp', { mobile, otp: await waitForCode(server.output, mobile) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function untilHealthy(withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await health()).status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy again after ${withinMs} ms:\n${server.output().slice(-2000)}`);
}

const expectUnavailable = (answers: Answer[], withinMs: number) => {
  for (const a of answers) {
    expect(a.status).toBe(503);
    expect(a.body).toEqual({ message: API_MESSAGES.unavailable });
    expect(a.ms).toBeLessThan(withinMs);
  }
};

describeApi('database faults (a real server process on Postgres)', () => {
  it('GET /api/health answers 200 while the database answers', async () => {
    const res = await api.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it.skipIf(!onPostgres)(
    'answers 503 within seconds while the database is silent or refusing, then recovers by itself',
    { timeout: 90_000 },
    async () => {
      const token = await signIn('9600000001');
      expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });

      proxy.blackhole();
      expectUnavailable(await everyKindOfCall(token, '9600000002'), 8000);

      await proxy.refuse();
      expectUnavailable(await everyKindOfCall(token, '9600000003'), 3000);

      await proxy.restore();
      await untilHealthy(15_000);
      // Nothing was lost: the session from before the outage still works, and so do new sends.
      const me = await fetch(`${server.url}/api/user-details`, { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect((await me.json()).user.mobile).toBe('9600000001');
      expect((await postTo(server.url, '/api/otp', { mobile: '9600000004' })).status).toBe(200);
      // No send from the outage was half-recorded.
      expect(await api.counts()).toMatchObject({ otp_sends: 2, sessions: 1 });
    },
  );

  it.skipIf(!onPostgres)(
    'a lock held too long gives 503; a backend terminated mid-request gives 503 and is replaced',
    { timeout: 60_000 },
    async () => {
      const admin = new pg.Client({ connectionString: api.databaseUrl });
      await admin.connect();
      try {
        await admin.query('begin');
        await admin.query('lock table otp_sends in access exclusive mode');
        const [waited] = await Promise.all([timed(postTo(server.url, '/api/otp', { mobile: '9600000011' }))]);
        expect(waited).toMatchObject({ status: 503, body: { message: API_MESSAGES.unavailable } });
        expect(waited.ms).toBeLessThan(6000);

        const pending = timed(postTo(server.url, '/api/otp', { mobile: '9600000012' }));
        let terminated = 0;
        for (let i = 0; i < 100 && terminated === 0; i++) {
          await new Promise((r) => setTimeout(r, 50));
          const { rows } = await admin.query(
            `select pg_terminate_backend(pid) as done from pg_stat_activity
             where datname = current_database() and application_name = 'launchpad-api' and wait_event_type = 'Lock'`,
          );
          terminated = rows.length;
        }
        expect(terminated).toBe(1);
        expect(await pending).toMatchObject({ status: 503, body: { message: API_MESSAGES.unavailable } });
        await admin.query('rollback');
      } finally {
        await admin.end();
      }
      // Neither refused send left a row; the pool replaced the dead connection and the next send works.
      expect((await api.counts()).otp_sends).toBe(0);
      expect((await postTo(server.url, '/api/otp', { mobile: '9600000012' })).status).toBe(200);
      expect((await api.counts()).otp_sends).toBe(1);
    },
  );

  it.skipIf(!onPostgres)(
    'start-up waits for an unreachable database, saying so, and serves once it answers; SIGTERM stops the wait',
    { timeout: 60_000 },
    async () => {
      await proxy.refuse();
      let restored = false;
      const late = await startServer(env, {
        onOutput: (out) => {
          if (!restored && out.includes('[db] Waiting for the database')) {
            restored = true;
            void proxy.restore();
          }
        },
      });
      try {
        expect(late.output()).toMatch(
          /\[db\] Waiting for the database: Postgres at .* is not answering \(.+\); attempt 1/,
        );
        expect((await fetch(`${late.url}/api/health`)).status).toBe(200);
      } finally {
        await late.stop();
      }

      await proxy.refuse();
      const seen = new Promise<ChildProcess>((resolve) => {
        startServer(env, { onOutput: (out, proc) => out.includes('[db] Waiting') && resolve(proc) }).catch(() => {});
      });
      const stuck = await seen;
      const started = Date.now();
      stuck.kill('SIGTERM');
      const code = await new Promise((resolve) =>
        stuck.exitCode !== null ? resolve(stuck.exitCode) : stuck.once('exit', resolve),
      );
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      await proxy.restore();
    },
  );

  it.skipIf(!onPostgres)(
    'SIGTERM exits within the grace period while a request hangs on a silent database',
    { timeout: 30_000 },
    async () => {
      proxy.blackhole();
      const hanging = fetch(`${server.url}/api/health`).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      const exit = await server.stop(20_000);
      expect(Date.now() - started).toBeLessThan(6000);
      expect([0, 1]).toContain(exit);
      expect(server.output()).toContain('[server] SIGTERM: finishing in-flight requests');
      await hanging;
      await proxy.restore();
    },
  );
});
