/**
 * The sign-in abuse limits across real server processes on one Postgres: a spent challenge, the day's SMS budget,
 * the per-prefix limits and the IP's and everyone's proof-of-work triggers are each decided by the database,
 * whichever process a request reaches.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { PowChallengeSchema } from '../../shared/pow.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../test/harness.ts';
import { type ServerProcess, postTo, startServer } from '../test/processes.ts';
import { solve } from '../test/pow.ts';
import { otpSendWindow, otpSends } from '../db/schema.ts';

const onPostgres = dbKind === 'postgres';
const BUDGET = 25;
const PREFIX_LIMIT = 10;
/** Above the budget test's 25 sends, so only the test of this trigger reaches it. */
const GLOBAL_POW = 30;
let api: TestApi;
let servers: ServerProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  api = await createTestApi();
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-abuse-'));
  const env = {
    TRUST_PROXY: '1',
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    SMS_DAILY_BUDGET: String(BUDGET),
    OTP_PREFIX_HOURLY_LIMIT: String(PREFIX_LIMIT),
    OTP_POW_GLOBAL_PER_10MIN: String(GLOBAL_POW),
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => api.reset());

/**
 * Sends `bodies` to /api/otp over both processes at once, each from its own client IP unless `ip` is given;
 * [status, message] each.
 */
async function burst(bodies: unknown[], ip?: string): Promise<[number, string][]> {
  const responses = await Promise.all(
    bodies.map((b, i) =>
      postTo(servers[i % 2]!.url, '/api/otp', b, {
        'X-Forwarded-For': ip ?? `10.9.${Math.floor(i / 250)}.${i % 250}`,
      }),
    ),
  );
  return Promise.all(responses.map(async (r) => [r.status, ((await r.json()) as { message: string }).message]));
}
const count = (results: [number, string][], status: number, message: string) =>
  results.filter(([s, m]) => s === status && m === message).length;

/** A challenge from one of the processes, solved. */
const solvedAltcha = async () =>
  solve(PowChallengeSchema.parse(await (await fetch(`${servers[0]!.url}/api/otp/challenge`)).json()));

/** Codes sent a moment ago, stored directly: `n` rows, each made by `row(i)`. */
async function sentJustNow(n: number, row: (i: number) => { mobile: string; prefix: string; ip: string }) {
  const sentAt = new Date();
  await api.deps.db.insert(otpSends).values(Array.from({ length: n }, (_, i) => ({ ...row(i), sentAt })));
}

describeApi('sign-in abuse limits across two server processes on one Postgres', () => {
  it.skipIf(!onPostgres)('accepts one solved challenge once among 20 concurrent sends carrying it', async () => {
    const altcha = await solvedAltcha();
    const results = await burst(
      Array.from({ length: 20 }, (_, i) => ({ mobile: `9${String(i).padStart(2, '0')}100000${i % 10}`, altcha })),
    );
    expect(count(results, 200, OTP_MESSAGES.sent)).toBe(1);
    expect(count(results, 400, OTP_MESSAGES.challengeUsed)).toBe(19);
    expect((await api.counts()).otp_sends).toBe(1);
  });

  it.skipIf(!onPostgres)(`sends exactly SMS_DAILY_BUDGET (${BUDGET}) of 60 concurrent codes`, async () => {
    const results = await burst(
      Array.from({ length: 60 }, (_, i) => ({ mobile: `9${String(i).padStart(2, '0')}1234567` })),
    );
    expect(count(results, 200, OTP_MESSAGES.sent)).toBe(BUDGET);
    expect(count(results, 503, OTP_MESSAGES.budgetSpent)).toBe(60 - BUDGET);
    expect(await api.counts()).toMatchObject({ otp_sends: BUDGET, sms_budget_days: 1 });
  });

  it.skipIf(!onPostgres)(
    `sends ${PREFIX_LIMIT} of 30 concurrent codes to one prefix, asking the others for proof of work`,
    async () => {
      const results = await burst(
        Array.from({ length: 30 }, (_, i) => ({ mobile: `987654${String(i).padStart(4, '0')}` })),
      );
      expect(count(results, 200, OTP_MESSAGES.sent)).toBe(PREFIX_LIMIT);
      expect(count(results, 429, OTP_MESSAGES.challengeRequired)).toBe(30 - PREFIX_LIMIT);
    },
  );

  it.skipIf(!onPostgres)(
    `sends solved codes to one prefix up to 3 × ${PREFIX_LIMIT} in the hour and refuses the rest`,
    async () => {
      await sentJustNow(25, (i) => ({
        mobile: `987654${String(i).padStart(4, '0')}`,
        prefix: '987654',
        ip: `10.8.0.${i}`,
      }));
      const bodies = [];
      for (let i = 0; i < 10; i++)
        bodies.push({ mobile: `98765499${String(i).padStart(2, '0')}`, altcha: await solvedAltcha() });
      const results = await burst(bodies);
      expect(count(results, 200, OTP_MESSAGES.sent)).toBe(5);
      expect(count(results, 429, OTP_MESSAGES.prefixCap)).toBe(5);
    },
  );

  it.skipIf(!onPostgres)('sends 3 of 8 concurrent codes from one IP, asking the others for proof of work', async () => {
    // 4 per process: as many as one IP may have in flight in a process (routes/otp.ts).
    const results = await burst(
      Array.from({ length: 8 }, (_, i) => ({ mobile: `9${i}${i}0000000` })),
      '10.7.0.1',
    );
    expect(count(results, 200, OTP_MESSAGES.sent)).toBe(3);
    expect(count(results, 429, OTP_MESSAGES.challengeRequired)).toBe(5);
  });

  it.skipIf(!onPostgres)(
    `sends codes while a 10-minute window has sent at most ${GLOBAL_POW}, then asks everyone for proof of work`,
    async () => {
      // 25 codes already counted, in the window after this one (as a process whose clock runs ahead would open it):
      // every send counts into it, so no window can end during the burst.
      const next = Math.floor(Date.now() / 600_000 + 1) * 600_000;
      await api.deps.db.insert(otpSendWindow).values({ id: 1, windowStart: new Date(next), sent: 25 });
      const results = await burst(
        Array.from({ length: 20 }, (_, i) => ({ mobile: `7${String(i).padStart(2, '0')}0000000` })),
      );
      // The 26th to the 31st code of the window go out; from the 32nd on, a challenge is asked for.
      expect(count(results, 200, OTP_MESSAGES.sent)).toBe(GLOBAL_POW + 1 - 25);
      expect(count(results, 429, OTP_MESSAGES.challengeRequired)).toBe(20 - (GLOBAL_POW + 1 - 25));
      const [window] = await api.deps.db.select().from(otpSendWindow);
      expect(window).toEqual({ id: 1, windowStart: new Date(next), sent: GLOBAL_POW + 1 });
    },
  );
});
