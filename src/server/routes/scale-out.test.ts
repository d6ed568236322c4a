/**
 * The rules hold across real server processes on one Postgres: concurrent guesses, sends and double
 * submissions are spread over two processes (each with its own pool) and decided by the database alone.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissionFiles } from '../db/schema.ts';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../test/harness.ts';
import { type ServerProcess, postTo, startServer, waitForCode } from '../test/processes.ts';
import { applicationForm, fieldIds } from '../test/requests.ts';

const onPostgres = dbKind === 'postgres';
let api: TestApi;
let servers: ServerProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  api = await createTestApi();
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-scale-'));
  const env = {
    TRUST_PROXY: '1',
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    // The caps below as they stand alone: proof of work and the prefix cap across processes are proven in
    // otp-abuse-processes.test.ts (these sends share one IP and one prefix).
    OTP_POW: 'off',
    OTP_PREFIX_HOURLY_LIMIT: '1000',
    // A small cap so that a burst of 100 crosses it; the default (400) is sized for campuses behind one NAT.
    OTP_IP_HOURLY_LIMIT: '30',
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => api.reset());

/** Spreads `bodies` over both processes, all in flight at once; returns [status, message] per request. */
async function burst(
  route: string,
  bodies: unknown[],
  headers: (i: number) => Record<string, string> = () => ({}),
): Promise<[number, string][]> {
  const responses = await Promise.all(
    bodies.map((b, i) => postTo(servers[i % servers.length]!.url, route, b, headers(i))),
  );
  return Promise.all(responses.map(async (r) => [r.status, ((await r.json()) as { message: string }).message]));
}

/**
 * Sends `bodies` over both processes with `lanes` in flight at once (each lane sends its next when its last is
 * answered), answers in the order of `bodies`.
 */
async function inWaves(
  lanes: number,
  route: string,
  bodies: unknown[],
  headers: (i: number) => Record<string, string>,
): Promise<[number, string][]> {
  const results: [number, string][] = [];
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; i < bodies.length; i += lanes) {
        const r = await postTo(servers[lane % servers.length]!.url, route, bodies[i], headers(i));
        results[i] = [r.status, ((await r.json()) as { message: string }).message];
      }
    }),
  );
  return results;
}

const count = (results: [number, string][], status: number, message: string) =>
  results.filter(([s, m]) => s === status && m === message).length;

describeApi('rules across two server processes on one Postgres', () => {
  it.skipIf(!onPostgres)(
    'checks at most 5 of 120 concurrent guesses per code, the right one 6th to 14th among them',
    { timeout: 120_000 },
    async () => {
      let signedIn = 0;
      for (let trial = 0; trial < 5; trial++) {
        const mobile = `930000000${trial}`;
        expect((await postTo(servers[trial % 2]!.url, '/api/otp', { mobile })).status).toBe(200);
        const code = await waitForCode(servers[trial % 2]!.output, mobile);
        const guesses = Array.from({ length: 120 }, (_, i) => String((Number(code) + i + 1) % 1e6).padStart(6, '0'));
        // The right code right behind the first wrong ones: where a check-then-count race lets it through.
        guesses[5 + trial * 2] = code;
        const results = await burst(
          '/api/verify-otp',
          guesses.map((otp) => ({ mobile, otp })),
        );
        const accepted = count(results, 200, 'Login successful');
        const wrong = count(results, 401, OTP_MESSAGES.wrong);
        // Every answer is one of the four the rules allow, and only 5 guesses were ever compared.
        expect(accepted + wrong).toBeLessThanOrEqual(5);
        expect(accepted).toBeLessThanOrEqual(1);
        expect(
          accepted + wrong + count(results, 429, OTP_MESSAGES.locked) + count(results, 401, OTP_MESSAGES.expired),
        ).toBe(120);
        const rows = await api.database.db.execute(sql`select attempts from otp_codes where mobile = ${mobile}`);
        expect(Number((rows as unknown as { rows: { attempts: number }[] }).rows[0]!.attempts)).toBeLessThanOrEqual(5);
        // Sessions add up over the trials: each accepted guess made exactly one, a refused one none.
        signedIn += accepted;
        expect((await api.counts()).sessions).toBe(signedIn);
      }
    },
  );

  it.skipIf(!onPostgres)(
    'accepts exactly 30 of 100 sends from one IP to different numbers, 8 at a time, forged X-Forwarded-For or not',
    async () => {
      // Behind one trusted proxy (TRUST_PROXY=1) the proxy appends the client's address; the client
      // writes a different address in front of it each time, hoping to be counted as someone new. Four in flight
      // per process, as many as one IP may have (routes/otp.ts): the hourly cap is what refuses, across processes.
      const results = await inWaves(
        8,
        '/api/otp',
        Array.from({ length: 100 }, (_, i) => ({ mobile: `94000${String(i).padStart(5, '0')}` })),
        (i) => ({ 'X-Forwarded-For': `10.${i}.0.1, 198.51.100.9` }),
      );
      expect(count(results, 200, OTP_MESSAGES.sent)).toBe(30);
      expect(count(results, 429, OTP_MESSAGES.ipCap)).toBe(70);
      const { rows } = (await api.database.db.execute(sql`select distinct ip from otp_sends`)) as unknown as {
        rows: { ip: string }[];
      };
      expect(rows).toEqual([{ ip: '198.51.100.9' }]);
      expect((await api.counts()).otp_sends).toBe(30);
    },
  );

  it.skipIf(!onPostgres)('accepts exactly 1 of 100 concurrent sends to one number from 100 IPs', async () => {
    const results = await burst(
      '/api/otp',
      Array.from({ length: 100 }, () => ({ mobile: '9500000001' })),
      (i) => ({ 'X-Forwarded-For': `10.5.0.${i}` }),
    );
    expect(count(results, 200, OTP_MESSAGES.sent)).toBe(1);
    expect(count(results, 429, OTP_MESSAGES.cooldown)).toBe(99);
    expect(await api.counts()).toMatchObject({ otp_sends: 1, otp_codes: 1 });
  });

  it.skipIf(!onPostgres)(
    "of one applicant's two simultaneous submissions on two processes, exactly one is stored",
    async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      expect((await postTo(a.url, '/api/otp', { mobile: '9800000001' })).status).toBe(200);
      const otp = await waitForCode(a.output, '9800000001');
      const { token } = await (await postTo(b.url, '/api/verify-otp', { mobile: '9800000001', otp })).json();
      const form = new Response(applicationForm(await fieldIds(api, token)));
      const body = new Uint8Array(await form.arrayBuffer());
      const submit = (base: string) =>
        fetch(`${base}/api/create-submission`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.headers.get('content-type')! },
          body,
        });
      // Three at once: as many as one account may have in flight (a fourth would get 429).
      const results = await Promise.all([submit(a.url), submit(b.url), submit(a.url)]);
      const answers = await Promise.all(results.map(async (r) => [r.status, (await r.json()).message]));
      expect(answers.filter(([s]) => s === 201)).toEqual([[201, 'Application submitted successfully']]);
      expect(answers.filter(([s]) => s === 409)).toHaveLength(2);
      expect(
        answers.filter(([s]) => s === 409).every(([, m]) => m === 'You have already submitted an application'),
      ).toBe(true);
      expect(await api.counts()).toMatchObject({ submissions: 1, submission_files: 1 });
      // Nothing left behind by the refused ones: one stored file, no unfinished upload.
      const [row] = await api.deps.db.select().from(submissionFiles);
      expect(await readdir(path.join(dataDir, 'uploads'))).toEqual(['.incoming', row!.storageKey].sort());
      expect(await readdir(path.join(dataDir, 'uploads', '.incoming'))).toEqual([]);
    },
  );
});
