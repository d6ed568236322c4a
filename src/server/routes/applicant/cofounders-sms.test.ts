import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { CofounderListSchema } from '../../../shared/cofounder-schemas.ts';
import { nextIstMidnight } from '../../../shared/india-time.ts';
import { cofounderInvites, smsBudgetDays } from '../../db/schema.ts';
import { inviteSmsQueue } from '../../cofounders/invite-sms.ts';
import { deliverDueSms } from '../../sms/delivery.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { submitApplication } from '../../test/organiser-fixtures.ts';
import { get, postJson } from '../../test/requests.ts';

let api: TestApi;
let asha: { token: string };
const RAVI = '9812345678';
const MINUTE = 60_000;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
});

const inviteRavi = async () => {
  expect((await postJson(api, '/cofounders', { mobile: RAVI, role: 'CTO' }, { token: asha.token })).status).toBe(201);
  await api.deps.smsOutbox.idle();
};
const listed = async () =>
  CofounderListSchema.parse(await (await get(api, '/cofounders', { token: asha.token })).json()).invites;
/** One delivery of due invite SMS at `at`, as the outbox's retry timer runs it. */
const deliverAt = (at: number) =>
  deliverDueSms(
    api.deps.db,
    api.sms,
    inviteSmsQueue(() => api.deps),
    new Date(at),
    api.deps.otpLimits,
  );
const smsSpentToday = async () => (await api.deps.db.select().from(smsBudgetDays))[0]?.sent ?? 0;
const inviteRow = async () => (await api.deps.db.select().from(cofounderInvites))[0]!;

describeApi('Invite SMS through the shared delivery keep their own rules', () => {
  it('retries a refused invite SMS after 1, 2, 4 and 8 minutes, then leaves it for a resend, costing no budget', async () => {
    const spent = await smsSpentToday();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.sms.failing = true;
    try {
      await inviteRavi();
      expect(logged).toHaveBeenCalledWith('[sms] Invite SMS to 98xxxxxx78 failed (attempt 1): gateway down');
      let at = api.clock.now;
      for (const [attempt, waitMinutes] of [
        [2, 1],
        [3, 2],
        [4, 4],
        [5, 8],
      ] as const) {
        // Not due a moment before its wait ends.
        expect(await deliverAt(at + waitMinutes * MINUTE - 1_000)).toBe(0);
        expect((await inviteRow()).smsAttempts).toBe(attempt - 1);
        at += waitMinutes * MINUTE;
        expect(await deliverAt(at)).toBe(0);
        expect((await inviteRow()).smsAttempts).toBe(attempt);
      }
      expect(await inviteRow()).toMatchObject({ smsAttempts: 5, smsDueAt: null, smsSentAt: null });
      api.sms.failing = false;
      // The gateway is back, but five refused tries leave it to the applicant's resend.
      expect(await deliverAt(at + 24 * 60 * MINUTE)).toBe(0);
    } finally {
      logged.mockRestore();
    }
    expect(api.sms.statuses).toEqual([]);
    expect(await listed()).toMatchObject([{ mobile: RAVI, status: 'pending', smsSent: false }]);
    expect(await smsSpentToday()).toBe(spent);
  });

  it('counts an invite SMS left without an answer as sent: never sent again, and its SMS stays spent', async () => {
    const spent = await smsSpentToday();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.sms.unanswered = true;
    try {
      await inviteRavi();
      expect(logged).toHaveBeenCalledWith(
        '[sms] Invite SMS to 98xxxxxx78 has an unknown outcome (attempt 1): No answer from the gateway within 10 s for the status SMS',
      );
    } finally {
      api.sms.unanswered = false;
      logged.mockRestore();
    }
    expect(await deliverAt(api.clock.now + 24 * 60 * MINUTE)).toBe(0);
    expect(api.sms.statuses.map((s) => s.mobile)).toEqual([RAVI]);
    expect(await listed()).toMatchObject([{ mobile: RAVI, smsSent: true }]);
    expect(await smsSpentToday()).toBe(spent + 1);
  });

  it('sends a waiting invite SMS once when two deliveries run at the same time', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 0 };
    try {
      await inviteRavi();
      expect(warned).toHaveBeenCalledWith(
        "[sms] The day's SMS budget for messages (0 of 0; the rest is kept for sign-in codes) is spent: invite SMS wait for the next day",
      );
    } finally {
      api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 2000 };
      warned.mockRestore();
    }
    const tomorrow = nextIstMidnight(new Date(api.clock.now)).getTime();
    expect(await inviteRow()).toMatchObject({ smsAttempts: 0, smsDueAt: new Date(tomorrow) });
    const sent = await Promise.all([deliverAt(tomorrow), deliverAt(tomorrow)]);
    expect(sent.sort()).toEqual([0, 1]);
    expect(api.sms.statuses.map((s) => s.mobile)).toEqual([RAVI]);
  });
});
