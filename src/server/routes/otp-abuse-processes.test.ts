/**
 * The sign-in abuse limits across real server processes on one Postgres: a spent challenge, the day's SMS budget
 * and the per-prefix cap are each decided by the database, whichever process a request reaches.
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

const onPostgres = dbKind === 'postgres';
const BUDGET = 25;
const PREFIX_LIMIT = 10;
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
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => api.reset());

/** Sends `bodies` to /api/otp over both processes at once, each from its own client IP; [status, message] each. */
async function burst(bodies: unknown[]): Promise<[number, string][]> {
  const responses = await Promise.all(
    bodies.map((b, i) =>
      postTo(servers[i % 2]!.url, '/api/otp', b, { 'X-Forwarded-For': `10.9.${Math.floor(i / 250)}.${i % 250}` }),
    ),
  );
  return Promise.all(responses.map(async (r) => [r.status, ((await r.json()) as { message: string }).message]));
}
const count = (results: [number, string][], status: number, message: string) =>
  results.filter(([s, m]) => s === status && m === message).length;

describeApi('sign-in abuse limits across two server processes on one Postgres', () => {
  it.skipIf(!onPostgres)('accepts one solved challenge once among 20 concurrent sends carrying it', async () => {
    const res = await fetch(`${servers[0]!.url}/api/otp/challenge`);
    const altcha = await solve(PowChallengeSchema.parse(await res.json()));
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

  it.skipIf(!onPostgres)(`sends exactly ${PREFIX_LIMIT} of 30 concurrent codes to one prefix`, async () => {
    const results = await burst(
      Array.from({ length: 30 }, (_, i) => ({ mobile: `987654${String(i).padStart(4, '0')}` })),
    );
    expect(count(results, 200, OTP_MESSAGES.sent)).toBe(PREFIX_LIMIT);
    expect(count(results, 429, OTP_MESSAGES.prefixCap)).toBe(30 - PREFIX_LIMIT);
  });
});
