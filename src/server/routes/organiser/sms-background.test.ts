/**
 * No SMS is sent inside an organiser's request: a status change answers while the gateway still holds the
 * message, and the background sender delivers it once when the gateway answers.
 */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { DEFAULT_WORDINGS, decisionSms } from '../../../shared/decision-wordings.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { statusSms } from '../../db/schema.ts';
import { statusSmsQueue } from '../../applications/status-sms-queue.ts';
import { deliverDueSms } from '../../sms/delivery.ts';
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

/**
 * Only a safety net, so that a request waiting on the gateway fails with a message instead of hanging the run. The
 * proof is not a time: each answer arrives while the gateway still holds a message it has never answered.
 */
const SAFETY_NET_MS = 20_000;

/** A gateway that takes every message and answers none until `answer()`; `returned` counts sends that completed. */
function heldGateway() {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const gateway = { handed: [] as string[], returned: 0, answer: () => release() };
  const spy = vi.spyOn(api.sms, 'sendMessage').mockImplementation(async (_mobile, { text }) => {
    gateway.handed.push(text);
    await answered;
    gateway.returned += 1;
  });
  return { gateway, spy };
}

async function statusChange(status: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const safetyNet = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The status change waited on the SMS gateway')), SAFETY_NET_MS);
  });
  try {
    return await Promise.race([
      postJson(api, `/organiser/submissions/${asha.submissionId}/status`, { status }, { token: organiser }),
      safetyNet,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describeApi('a status change while the SMS gateway has not answered', () => {
  it('answers without waiting on the gateway, and the background sender delivers each message once', async () => {
    const { gateway, spy } = heldGateway();

    const first = await statusChange('SHORTLISTED');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: ORGANISER_MESSAGES.statusSaved });
    // No send has completed, so the request cannot have waited for one.
    expect(gateway.returned).toBe(0);
    // The background sender hands the message to the gateway, which holds it unanswered; a second change made
    // meanwhile answers all the same.
    await vi.waitFor(() => expect(gateway.handed).toHaveLength(1));
    const accepted = api.clock.now;
    const second = await statusChange('ACCEPTED');
    expect(second.status).toBe(200);
    expect(gateway.returned).toBe(0);
    const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(body.submission.history.map((h: { sms: string }) => h.sms)).toEqual(['pending', 'pending']);

    gateway.answer();
    await api.deps.smsOutbox.idle();
    const site = { eventName: 'Launchpad 8', siteUrl: 'https://launchpad.example' };
    const to = { name: 'Asha Mehta', startup: 'Krishi Sense' };
    expect(gateway.handed).toEqual([
      decisionSms(DEFAULT_WORDINGS, 'SHORTLISTED', site, to).text,
      decisionSms(DEFAULT_WORDINGS, 'ACCEPTED', site, { ...to, confirmBy: new Date(accepted + 72 * 3_600_000) }).text,
    ]);
    const rows = await api.deps.db.select().from(statusSms);
    expect(rows.map((r) => r.sentAt !== null)).toEqual([true, true]);
    // The retry timer, hours later, finds nothing left to send.
    expect(
      await deliverDueSms(
        api.deps.db,
        api.sms,
        statusSmsQueue,
        new Date(api.clock.now + 3_600_000),
        api.deps.otpLimits,
      ),
    ).toBe(0);
    expect(gateway.handed).toHaveLength(2);
    expect(gateway.returned).toBe(2);
    spy.mockRestore();
  });
});
