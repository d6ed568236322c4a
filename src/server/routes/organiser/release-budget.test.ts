/**
 * Budgets per purpose: a release drains at SMS_RELEASE_PER_MINUTE and stops SMS_SIGNIN_RESERVE short of the day's
 * SMS_DAILY_BUDGET, so sign-in keeps working through it; the preview says what it sends and how long that takes.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { nextIstMidnight } from '../../../shared/india-time.ts';
import { DecisionPreviewSchema } from '../../../shared/decision-schemas.ts';
import { smsBudgetDays } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, getJson, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { postJson, sendOtpSolving } from '../../test/requests.ts';

let api: TestApi;
let organiser: string;
let applicants: Applicant[];

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  applicants = [];
  for (let i = 0; i < 6; i++) applicants.push(await submitApplication(api, `98765000${10 + i}`));
  organiser = await signInOrganiser(api);
});

const sentToday = async () => (await api.deps.db.select().from(smsBudgetDays))[0]?.sent ?? 0;
const texted = () => api.sms.statuses.length;

describeApi('a release on a small SMS budget', () => {
  it('drains at the set rate, leaves the sign-in reserve alone, and a sign-in during it answers 200', async () => {
    // The codes of the sign-ins above are spent: 6 SMS are left today, 3 of them kept for sign-in codes.
    const spent = await sentToday();
    api.deps.otpLimits = {
      ...api.deps.otpLimits,
      smsDailyBudget: spent + 6,
      smsSigninReserve: 3,
      smsReleasePerMinute: 2,
    };
    const ids = applicants.map((a) => a.submissionId);
    const note = 'See the feedback on your page';
    expect(
      (await postJson(api, '/organiser/decisions', { ids, status: 'REJECTED', note }, { token: organiser })).status,
    ).toBe(200);

    const preview = DecisionPreviewSchema.parse((await getJson(api, '/organiser/decisions/preview', organiser)).body);
    expect(preview.delivery).toEqual({ sms: 6, emails: 6, perMinute: 2, leftToday: 3, minutes: 2, laterDays: 1 });

    const released = await postJson(
      api,
      '/organiser/decisions/release',
      { expect: { REJECTED: 6 } },
      { token: organiser },
    );
    expect(released.status).toBe(200);
    await api.deps.smsOutbox.idle();
    // Two this minute, at the set rate; every e-mail at once.
    expect(texted()).toBe(2);
    expect(api.emails).toHaveLength(6);
    expect(api.emails[0]!.text).toContain(note);

    // A sign-in in the middle of the release.
    const during = await sendOtpSolving(api, '9812300001');
    expect(during.status).toBe(200);

    // The next minute none: with that sign-in, today's SMS are the budget less the reserve.
    api.clock.advance(60_000);
    api.deps.smsOutbox.wake();
    await api.deps.smsOutbox.idle();
    expect(texted()).toBe(2);

    // Sign-in still has the reserve's codes, and only those.
    for (const mobile of ['9812300002', '9812300003']) {
      api.clock.advance(31_000);
      expect((await sendOtpSolving(api, mobile)).status).toBe(200);
    }
    expect(await sentToday()).toBe(spent + 5);

    // The rest go out the next day in India, still at the rate.
    api.clock.advance(nextIstMidnight(new Date(api.clock.now)).getTime() - api.clock.now);
    api.deps.smsOutbox.wake();
    await api.deps.smsOutbox.idle();
    expect(texted()).toBe(4);
    api.clock.advance(60_000);
    api.deps.smsOutbox.wake();
    await api.deps.smsOutbox.idle();
    expect(texted()).toBe(6);
    expect(new Set(api.sms.statuses.map((s) => s.mobile)).size).toBe(6);
  });
});
