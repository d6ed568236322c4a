/**
 * The API keeps no state in process memory: codes, counters and sessions live in the database, so
 * any process can continue what another started. Proven with two app instances on one database (both
 * databases), and with two real server processes on one Postgres.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadSite } from '../static/site-index.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../test/harness.ts';
import { type ServerProcess, postTo as post, startServer, waitForCode } from '../test/processes.ts';
import { postJson } from '../test/requests.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

describeApi('no state in process memory', () => {
  it('a code sent through one app instance verifies through another; either reads the session', async () => {
    // A second, independent app on the same database (its own deps object, nothing shared in memory but the pool).
    const other = createApp({ site: await loadSite(path.join(api.dataDir, 'none')), api: { ...api.deps } });
    expect((await postJson(api, '/otp', { mobile: '9876543210' })).status).toBe(200);
    const code = api.sms.lastCode('9876543210');
    const verified = await other.request('/api/verify-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile: '9876543210', otp: code }),
    });
    expect(verified.status).toBe(200);
    const { token } = await verified.json();
    for (const app of [api.app, other]) {
      const res = await app.request('/api/user-details', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect((await res.json()).user.mobile).toBe('9876543210');
    }
    // The cooldown is shared too.
    const again = await other.request('/api/otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"mobile":"9876543210"}',
    });
    expect(again.status).toBe(429);
  });
});

const describeProcesses =
  dbKind === 'postgres'
    ? describeApi
    : (name: string, fn: () => void) =>
        describeApi(`${name} (Postgres only: PGlite is one process's own database)`, fn);

describeProcesses('two API processes on one Postgres', () => {
  it.skipIf(dbKind !== 'postgres')(
    'send through one, verify through the other, read user details through either',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-two-'));
      const env = {
        DATABASE_URL: api.databaseUrl,
        DATA_DIR: dataDir,
        SITE_DIR: path.join(dataDir, 'no-site'),
      };
      const servers = await Promise.all([startServer(env), startServer(env)]);
      try {
        const [a, b] = servers as [ServerProcess, ServerProcess];
        expect((await post(a.url, '/api/otp', { mobile: '9123456780' })).status).toBe(200);
        const code = await waitForCode(a.output, '9123456780');
        expect(b.output()).not.toContain('9123456780');
        const verified = await post(b.url, '/api/verify-otp', { mobile: '9123456780', otp: code });
        expect(verified.status).toBe(200);
        const { token } = await verified.json();
        for (const s of [a, b]) {
          const res = await fetch(`${s.url}/api/user-details`, { headers: { Authorization: `Bearer ${token}` } });
          expect(res.status).toBe(200);
          expect((await res.json()).user.mobile).toBe('9123456780');
        }
        // Counters are shared: the other process enforces the cooldown of the first one's send.
        expect((await post(b.url, '/api/otp', { mobile: '9123456780' })).status).toBe(429);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
