/**
 * Sign-in under abuse (docs/api.md, "Sign-in under abuse"): proof of work before costly codes, the growing
 * wait, the per-prefix cap, the daily SMS budget and the owner of a flooded number still getting in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { PowChallengeSchema, powLevelFor } from '../../shared/pow.ts';
import { parseEnv } from '../env.ts';
import { powSpent, statusSms } from '../db/schema.ts';
import type { OtpLimits } from '../deps.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { getJson, signInOrganiser, submitApplication } from '../test/organiser-fixtures.ts';
import { fetchChallenge, solve, solvedAltcha } from '../test/pow.ts';
import { postJson, sendOtpSolving } from '../test/requests.ts';

const MOBILE = '9876543210';
let api: TestApi;
let defaults: OtpLimits;

beforeAll(async () => {
  api = await createTestApi();
  defaults = { ...api.deps.otpLimits };
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  Object.assign(api.deps.otpLimits, defaults);
});

const send = (mobile = MOBILE, ip?: string, altcha?: string) => postJson(api, '/otp', { mobile, altcha }, { ip });
const sendSolved = async (mobile = MOBILE, ip?: string) => send(mobile, ip, await solvedAltcha(api));
const verify = (mobile: string, otp: string) => postJson(api, '/verify-otp', { mobile, otp });
const CHALLENGE_REQUIRED = { message: OTP_MESSAGES.challengeRequired, challengeRequired: true, powLevel: 1 };

/** Asserts `res` is the 400 `message` and that it stored and sent nothing. */
async function expectRefusedUnchanged(res: Response, before: Record<string, number>, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((await res.json()).message).toBe(message);
  expect(await api.counts()).toEqual(before);
}

describeApi('GET /api/otp/challenge', () => {
  it('answers a signed challenge that expires in 5 minutes, never cached, each one new', async () => {
    const res = await api.app.request('/api/otp/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = PowChallengeSchema.parse(await res.json());
    expect(challenge.parameters.data.expiresAt).toBe(api.clock.now + 5 * 60_000);
    expect((await fetchChallenge(api)).signature).not.toBe(challenge.signature);
  });
});

describeApi('POST /api/otp: 300 people behind one address', () => {
  it('lets one IP past its 30th code in the hour, each further 30 asking for a harder proof of work', async () => {
    api.deps.ipHourlyLimit = 400;
    try {
      const ip = '198.51.100.40';
      for (let i = 0; i < 30; i++) {
        expect((await sendOtpSolving(api, `97000001${String(i).padStart(2, '0')}`, ip)).status).toBe(200);
      }
      // The 31st code from the address: a level-1 solution is not enough any more.
      const easy = await send('9700000200', ip, await solvedAltcha(api, 1));
      expect(easy.status).toBe(429);
      expect(await easy.json()).toEqual({ ...CHALLENGE_REQUIRED, powLevel: 2 });
      const harder = await fetchChallenge(api, 2);
      expect(harder.parameters.data.level).toBe(2);
      expect((await send('9700000200', ip, await solve(harder))).status).toBe(200);
      // Another address is not asked for more.
      expect(await (await send('9700000201', '198.51.100.41', await solvedAltcha(api, 1))).status).toBe(200);
    } finally {
      api.deps.ipHourlyLimit = 30;
    }
  });

  it('raises the hourly cap per IP to 400 by default and grows the work with the count', () => {
    expect(parseEnv({}).OTP_IP_HOURLY_LIMIT).toBe(400);
    expect(parseEnv({}).OTP_POW_LEVEL_STEP).toBe(30);
    expect([0, 29, 30, 299, 300, 10_000].map((n) => powLevelFor(n, 30))).toEqual([1, 1, 2, 10, 11, 20]);
  });
});

describeApi('POST /api/otp: proof of work', () => {
  it('sends the first code of a fresh number from a quiet IP without one', async () => {
    expect(await (await send()).json()).toEqual({ message: OTP_MESSAGES.sent, resendAfter: 30 });
  });

  it('asks for one before a second code to a number within the hour, sending nothing, and sends with it', async () => {
    expect((await send()).status).toBe(200);
    api.clock.advance(30_000);
    const before = await api.counts();
    const asked = await send();
    expect(asked.status).toBe(429);
    expect(await asked.json()).toEqual(CHALLENGE_REQUIRED);
    expect(await api.counts()).toEqual(before);
    expect(api.sms.sent).toHaveLength(1);
    expect((await sendSolved()).status).toBe(200);
    expect(api.sms.sent).toHaveLength(2);
  });

  it('asks for one from the IP’s 4th code in the hour (OTP_POW_IP_PER_HOUR=3), whatever the number', async () => {
    const ip = '198.51.100.20';
    for (const m of ['9000000101', '9100000102', '9200000103']) expect((await send(m, ip)).status).toBe(200);
    expect(await (await send('9300000104', ip)).json()).toEqual(CHALLENGE_REQUIRED);
    expect((await send('9300000104', '198.51.100.21')).status).toBe(200);
    expect((await sendSolved('9400000105', ip)).status).toBe(200);
  });

  it('asks everyone for one once this 10-minute window (:00, :10…) sent more than OTP_POW_GLOBAL_PER_10MIN codes', async () => {
    api.deps.otpLimits.powGlobalPer10Min = 2;
    for (let i = 0; i < 3; i++) expect((await send(`9${i}00000200`, `198.51.100.${30 + i}`)).status).toBe(200);
    expect(await (await send('9500000200', '198.51.100.40')).json()).toEqual(CHALLENGE_REQUIRED);
    api.clock.advance(10 * 60_000);
    expect((await send('9500000200', '198.51.100.40')).status).toBe(200);
  });

  it('asks for none with OTP_POW=off', async () => {
    api.deps.otpLimits.pow = false;
    expect((await send()).status).toBe(200);
    api.clock.advance(30_000);
    expect((await send()).status).toBe(200);
  });

  it('refuses a replayed solution with 400, sending nothing the second time', async () => {
    expect((await send()).status).toBe(200);
    api.clock.advance(30_000);
    const altcha = await solvedAltcha(api);
    expect((await send(MOBILE, undefined, altcha)).status).toBe(200);
    api.clock.advance(60_000);
    const before = await api.counts();
    await expectRefusedUnchanged(await send(MOBILE, undefined, altcha), before, 400, OTP_MESSAGES.challengeUsed);
    expect(api.sms.sent).toHaveLength(2);
  });

  it('refuses an expired challenge with 400', async () => {
    expect((await send()).status).toBe(200);
    const altcha = await solvedAltcha(api);
    api.clock.advance(5 * 60_000);
    const before = await api.counts();
    await expectRefusedUnchanged(await send(MOBILE, undefined, altcha), before, 400, OTP_MESSAGES.challengeExpired);
  });

  it.each([
    [
      'a later expiry written in',
      (c: Challenge) => ({ ...c, parameters: { ...c.parameters, data: { expiresAt: 9e12 } } }),
    ],
    ['an easier key prefix written in', (c: Challenge) => ({ ...c, parameters: { ...c.parameters, keyPrefix: '00' } })],
    ['another signature', (c: Challenge) => ({ ...c, signature: 'ab'.repeat(32) })],
  ])('refuses a challenge with %s with 400, storing nothing', async (_, forge) => {
    expect((await send()).status).toBe(200);
    api.clock.advance(30_000);
    const challenge = await fetchChallenge(api);
    const { solution } = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
    const altcha = Buffer.from(JSON.stringify({ challenge: forge(challenge), solution })).toString('base64');
    const before = await api.counts();
    await expectRefusedUnchanged(await send(MOBILE, undefined, altcha), before, 400, OTP_MESSAGES.challengeInvalid);
    expect(await api.deps.db.select().from(powSpent)).toEqual([]);
  });

  it('refuses the solution of one challenge sent with another, a wrong key and garbage with 400', async () => {
    expect((await send()).status).toBe(200);
    api.clock.advance(30_000);
    const [a, b] = [await fetchChallenge(api), await fetchChallenge(api)];
    const solvedA = JSON.parse(Buffer.from(await solve(a), 'base64').toString());
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    const before = await api.counts();
    for (const altcha of [
      encode({ challenge: b, solution: solvedA.solution }),
      encode({ challenge: a, solution: { ...solvedA.solution, derivedKey: 'ab'.repeat(32) } }),
      encode({ challenge: a }),
      'not base64 json',
    ]) {
      await expectRefusedUnchanged(await send(MOBILE, undefined, altcha), before, 400, OTP_MESSAGES.challengeInvalid);
    }
    expect(api.sms.sent).toHaveLength(1);
  });
});

type Challenge = Awaited<ReturnType<typeof fetchChallenge>>;

describeApi('POST /api/otp: the growing wait', () => {
  it('waits 30, 60, 120, then 240 s between codes to a number, and says so in both answers', async () => {
    const waits = [30, 60, 120, 240, 240];
    expect(await (await send()).json()).toMatchObject({ resendAfter: 30 });
    for (const [i, wait] of waits.entries()) {
      api.clock.advance((wait - 1) * 1000);
      const early = await sendSolved();
      expect(early.status).toBe(429);
      expect(await early.json()).toEqual({ message: OTP_MESSAGES.cooldown, retryAfter: 1 });
      api.clock.advance(1000);
      const sent = await sendSolved();
      expect(sent.status).toBe(200);
      expect((await sent.json()).resendAfter).toBe(waits[i + 1] ?? 240);
    }
    // Six codes within the hour: a solved challenge lifts the hourly cap of 5, the wait still holds.
    expect(api.sms.sent).toHaveLength(6);
  });

  it('starts again from 30 s after the number signs in', async () => {
    await send();
    api.clock.advance(30_000);
    await sendSolved();
    api.clock.advance(10_000);
    expect((await verify(MOBILE, api.sms.lastCode(MOBILE))).status).toBe(200);
    api.clock.advance(50_000);
    const next = await sendSolved();
    expect(next.status).toBe(200);
    expect((await next.json()).resendAfter).toBe(30);
  });
});

describeApi('POST /api/otp: per-prefix cap and daily budget', () => {
  it('asks for proof of work past OTP_PREFIX_HOURLY_LIMIT codes to a prefix, and refuses every send past 3 times it', async () => {
    api.deps.otpLimits.prefixHourlyLimit = 3;
    const neighbour = (i: number) => [`98765400${String(i).padStart(2, '0')}`, `198.51.100.${50 + i}`] as const;
    for (let i = 0; i < 3; i++) expect((await send(...neighbour(i))).status).toBe(200);
    let before = await api.counts();
    const over = await send(...neighbour(3));
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual(CHALLENGE_REQUIRED);
    expect(await api.counts()).toEqual(before);
    // Up to 3 times the limit, a solved challenge gets each code through: the owner of a number in a pumped range too.
    for (let i = 3; i < 9; i++) expect((await sendSolved(...neighbour(i))).status).toBe(200);
    before = await api.counts();
    const shut = await sendSolved(...neighbour(9));
    expect(shut.status).toBe(429);
    expect(await shut.json()).toEqual({ message: OTP_MESSAGES.prefixCap, retryAfter: 3600 });
    expect(await api.counts()).toEqual(before);
    expect(api.sms.sent).toHaveLength(9);
    expect((await send('9876559999', '198.51.100.60')).status).toBe(200);
    // The first of them leaves the hour: the prefix takes solved codes again.
    api.clock.advance(60 * 60_000);
    expect((await sendSolved(...neighbour(9))).status).toBe(200);
  });

  it('refuses past OTP_PREFIX_HOURLY_LIMIT with OTP_POW=off, where no challenge can be asked for', async () => {
    Object.assign(api.deps.otpLimits, { prefixHourlyLimit: 3, pow: false });
    for (let i = 0; i < 3; i++) expect((await send(`987654000${i}`, `198.51.100.${50 + i}`)).status).toBe(200);
    const over = await send('9876549999', '198.51.100.60');
    expect(await over.json()).toEqual({ message: OTP_MESSAGES.prefixCap, retryAfter: 3600 });
  });

  it('answers 503 once the day’s SMS_DAILY_BUDGET is spent, sending nothing, and sends again the next day', async () => {
    api.deps.otpLimits.smsDailyBudget = 2;
    expect((await send('9000000301', '198.51.100.70')).status).toBe(200);
    expect((await send('9100000302', '198.51.100.71')).status).toBe(200);
    const before = await api.counts();
    const over = await send('9200000303', '198.51.100.72');
    expect(over.status).toBe(503);
    expect(await over.json()).toEqual({ message: OTP_MESSAGES.budgetSpent });
    expect(await api.counts()).toEqual(before);
    expect(api.sms.sent).toHaveLength(2);
    // The test clock is 15:30 in India: the budget opens again at midnight there, 8.5 hours on.
    api.clock.advance(8.5 * 60 * 60_000);
    expect((await send('9200000303', '198.51.100.72')).status).toBe(200);
  });

  it('holds status SMS past the budget until the next day in India, then sends them', async () => {
    const asha = await submitApplication(api, '9876543210');
    const organiser = await signInOrganiser(api);
    api.deps.otpLimits.smsDailyBudget = 2;
    const res = await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'SHORTLISTED', note: '' },
      { token: organiser },
    );
    expect(res.status).toBe(200);
    // The outbox tries at once in the background and finds the day's budget spent.
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses).toEqual([]);
    const [queued] = await api.deps.db.select().from(statusSms);
    expect(queued).toMatchObject({ sentAt: null, attempts: 0, nextAttemptAt: new Date('2026-03-01T18:30:00.000Z') });
    const { statusSmsQueue } = await import('../applications/status-sms-queue.ts');
    const { deliverDueSms } = await import('../sms/delivery.ts');
    expect(
      await deliverDueSms(api.deps.db, api.sms, statusSmsQueue, new Date('2026-03-01T18:30:00.000Z'), {
        ...api.deps.otpLimits,
        smsDailyBudget: 2,
      }),
    ).toBe(1);
    expect(api.sms.statuses.map((s) => s.mobile)).toEqual([asha.mobile]);
    const [sent] = await api.deps.db
      .select()
      .from(statusSms)
      .where(eq(statusSms.statusChangeId, queued!.statusChangeId));
    expect(sent!.sentAt).not.toBeNull();
  });

  it('shows organisers the day’s SMS against the budget and codes verified per code sent by hour in India', async () => {
    // The test clock starts at 3:30 pm in India: these two codes count under the hour from 3:00 pm (09:30 UTC).
    const organiser = await signInOrganiser(api);
    await send('9000000401', '198.51.100.80');
    api.clock.now = Date.parse('2026-03-01T10:30:00.000Z'); // 4:00 pm in India, the next hour
    await send('9000000402', '198.51.100.81');
    const { body } = await getJson(api, '/organiser/stats', organiser);
    expect(body.sms).toEqual({ day: '2026-03-01', sent: 3, budget: 2000 });
    expect(body.codeHours).toEqual([
      { hour: '2026-03-01T10:30:00.000Z', sent: 1, verified: 0 },
      { hour: '2026-03-01T09:30:00.000Z', sent: 2, verified: 1 },
    ]);
  });
});

describeApi('POST /api/otp: the owner of a flooded number still gets in', () => {
  it('after a burst from 20 IPs, solved floods and wrong guesses after every code, the owner signs in', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => send(MOBILE, `203.0.113.${100 + i}`)));
    // One code reached the owner's phone; the other 19 were asked for proof of work and sent nothing.
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(19);
    // The attacker pays for every further code and kills each with five wrong guesses.
    for (let round = 0; round < 6; round++) {
      api.clock.advance(240_000);
      const sent = await sendSolved(MOBILE, `203.0.113.${150 + round}`);
      expect(sent.status).toBe(200);
      const cookie = { Cookie: sent.headers.get('set-cookie')!.split(';')[0]! };
      for (let g = 0; g < 5; g++)
        await postJson(api, '/verify-otp', { mobile: MOBILE, otp: '000000' }, { headers: cookie });
    }
    // Past the hourly cap of 5 for this number, the owner's solved challenge still gets a code through, and the
    // attacker's guesses after it, from anywhere, cannot burn it.
    api.clock.advance(240_000);
    const owner = await sendSolved(MOBILE, '198.51.100.200');
    expect(owner.status).toBe(200);
    for (let g = 0; g < 10; g++)
      await postJson(api, '/verify-otp', { mobile: MOBILE, otp: '000000' }, { ip: `203.0.113.${g}` });
    const signedIn = await postJson(
      api,
      '/verify-otp',
      { mobile: MOBILE, otp: api.sms.lastCode(MOBILE) },
      { headers: { Cookie: owner.headers.get('set-cookie')!.split(';')[0]! } },
    );
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).message).toBe('Login successful');
  });
});
