/**
 * 200 code requests at once from one client IP to one real server process, on PGlite and on
 * Postgres: the process keeps answering its health check and the public window meanwhile, because the sends past
 * the 4 an IP may have in flight are refused in memory, before they take a database connection. The latencies
 * measured are printed for docs/benchmarks.md ("Floods").
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../test/harness.ts';
import { type Sample, sampleLatency, summary } from '../test/latency-sampler.ts';
import { type ServerProcess, postTo, startServer } from '../test/processes.ts';

const onPostgres = dbKind === 'postgres';
const FLOODER = '198.51.100.200';
const FLOOD = 200;
let api: TestApi;
let server: ServerProcess;
let dataDir = '';

beforeAll(async () => {
  api = await createTestApi();
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-flood-'));
  server = await startServer({
    TRUST_PROXY: '1',
    ...(onPostgres ? { DATABASE_URL: api.databaseUrl } : {}),
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    // Every send to a new number from one IP, none asking for proof of work and all within the hourly cap (400):
    // only the bound in flight refuses, so what is measured is that bound.
    OTP_POW: 'off',
    OTP_PREFIX_HOURLY_LIMIT: '10000',
  });
});
afterAll(async () => {
  await server?.stop();
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => api.reset());

const flood = () =>
  Array.from({ length: FLOOD }, async (_, i) => {
    const r = await postTo(
      server.url,
      '/api/otp',
      { mobile: `93${String(i).padStart(8, '0')}` },
      { 'X-Forwarded-For': FLOODER },
    );
    return [r.status, ((await r.json()) as { message: string }).message] as const;
  });

const urls = () => [`${server.url}/api/health`, `${server.url}/api/application-window`];
const statusesOf = (samples: Record<string, Sample[]>) => [
  ...new Set(
    Object.values(samples)
      .flat()
      .map((x) => x.status),
  ),
];
const figures = (samples: Record<string, Sample[]>) =>
  `health ${summary(samples[urls()[0]!]!)}; window ${summary(samples[urls()[1]!]!)}`;

describeApi('200 code requests at once from one IP to one server process', () => {
  it.skipIf(!onPostgres)(
    'refuses all but 4 while the IP’s lock is held, and health and the window answer meanwhile',
    async () => {
      // The IP's lock held by someone else: the 4 sends let in wait on it, each holding a pooled connection. A send
      // that took a connection before being refused would wait too, and 10 of them would take the pool.
      const holder = new pg.Client({ connectionString: api.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock(hashtext($1))', [`otp-ip:${FLOODER}`]);
        const requests = flood();
        const answered: (readonly [number, string])[] = [];
        for (const r of requests) void r.then((a) => answered.push(a));
        for (let i = 0; i < 600 && answered.length < FLOOD - 4; i++) await new Promise((r) => setTimeout(r, 50));
        expect(answered).toHaveLength(FLOOD - 4);
        expect(answered.every(([s, m]) => s === 429 && m === OTP_MESSAGES.ipCap)).toBe(true);
        const meanwhile = await sampleLatency(urls()).stop();
        expect(statusesOf(meanwhile)).toEqual([200]);
        console.log(`[flood] postgres, IP lock held: ${figures(meanwhile)}; load ${loadavg()[0]!.toFixed(2)}`);
        await holder.query('commit');
        const all = await Promise.all(requests);
        expect(all.filter(([s, m]) => s === 200 && m === OTP_MESSAGES.sent)).toHaveLength(4);
        expect((await api.counts()).otp_sends).toBe(4);
      } finally {
        await holder.end();
      }
    },
  );

  it('answers every one sent or refused, none failing, and health and the window answer throughout', async () => {
    const before = await sampleLatency(urls()).stop();
    const sampler = sampleLatency(urls());
    const answers = await Promise.all(flood());
    const during = await sampler.stop();
    const sent = answers.filter(([s, m]) => s === 200 && m === OTP_MESSAGES.sent).length;
    const refused = answers.filter(([s, m]) => s === 429 && m === OTP_MESSAGES.ipCap).length;
    console.log(
      `[flood] ${dbKind}: ${sent} sent, ${refused} refused; before: ${figures(before)}; during: ${figures(during)}; load ${loadavg()[0]!.toFixed(2)}`,
    );
    expect(sent + refused).toBe(FLOOD);
    expect(refused).toBeGreaterThan(0);
    expect(statusesOf(during)).toEqual([200]);
    if (onPostgres) {
      const { rows } = (await api.deps.db.execute(sql`select count(*)::int as n from otp_sends`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]!.n).toBe(sent);
    }
  });
});
