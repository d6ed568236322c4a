/**
 * No SMS is sent inside an organiser's request: a status change answers while the gateway still holds the
 * message, and the background sender delivers it once when the gateway answers.
 */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { formatIst } from '../../../shared/india-time.ts';
import { statusSmsText } from '../../../shared/messages/status-sms.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { statusSms } from '../../db/schema.ts';
import { deliverDueStatusSms } from '../../organiser/status-sms.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { postJson } from '../../test/requests.ts';
import { type Applicant, getJson, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';

let api: TestApi;
let asha: Applicant;
let organiser: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
  organiser = await signInOrganiser(api);
});

/** Far above what a status change takes, far below the gateway's 10 s timeout the request used to wait out. */
const ANSWER_BOUND_MS = 3000;

async function timedStatusChange(status: string) {
  const started = performance.now();
  const res = await postJson(
    api,
    `/organiser/submissions/${asha.submissionId}/status`,
    { status },
    { token: organiser },
  );
  return { res, ms: performance.now() - started };
}

describeApi('a status change while the SMS gateway has not answered', () => {
  it('answers at once, and the background sender delivers each message once when the gateway answers', async () => {
    let answer!: () => void;
    const gatewayAnswers = new Promise<void>((resolve) => (answer = resolve));
    const handed: string[] = [];
    const send = vi.spyOn(api.sms, 'sendStatus').mockImplementation(async (_mobile, text) => {
      handed.push(text);
      await gatewayAnswers;
    });

    const first = await timedStatusChange('SHORTLISTED');
    expect(first.res.status).toBe(200);
    expect(await first.res.json()).toEqual({ message: ORGANISER_MESSAGES.statusSaved });
    expect(first.ms).toBeLessThan(ANSWER_BOUND_MS);
    // The gateway holds the first message and has not answered; a second change answers at once all the same.
    await vi.waitFor(() => expect(handed).toHaveLength(1));
    const accepted = api.clock.now;
    const second = await timedStatusChange('ACCEPTED');
    expect(second.res.status).toBe(200);
    expect(second.ms).toBeLessThan(ANSWER_BOUND_MS);
    const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(body.submission.history.map((h: { sms: string }) => h.sms)).toEqual(['pending', 'pending']);

    answer();
    await api.deps.smsOutbox.idle();
    const site = 'https://launchpad.example';
    expect(handed).toEqual([
      statusSmsText('Launchpad 8', 'SHORTLISTED', site),
      statusSmsText('Launchpad 8', 'ACCEPTED', site, '', formatIst(new Date(accepted + 72 * 3_600_000))),
    ]);
    const rows = await api.deps.db.select().from(statusSms);
    expect(rows.map((r) => r.sentAt !== null)).toEqual([true, true]);
    // The retry timer, hours later, finds nothing left to send.
    expect(
      await deliverDueStatusSms(
        api.deps.db,
        api.sms,
        new Date(api.clock.now + 3_600_000),
        api.deps.otpLimits.smsDailyBudget,
      ),
    ).toBe(0);
    expect(handed).toHaveLength(2);
    send.mockRestore();
  });
});
