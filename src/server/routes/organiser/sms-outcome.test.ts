import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { statusSms } from '../../db/schema.ts';
import { statusSmsQueue } from '../../applications/status-sms-queue.ts';
import { deliverDueSms } from '../../sms/delivery.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { postJson } from '../../test/requests.ts';
import {
  type Applicant,
  getJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

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

const TEXT =
  'Launchpad 8: your application status is now Shortlisted. Read the details and any next step at https://launchpad.example/application';

/** A gateway that delivered the message but answered after the client gave up. */
async function shortlistUnanswered() {
  api.sms.unanswered = true;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const res = await postJson(
    api,
    `/organiser/submissions/${asha.submissionId}/status`,
    { status: 'SHORTLISTED' },
    {
      token: organiser,
    },
  );
  expect(res.status).toBe(200);
  await api.deps.smsOutbox.idle();
  expect(logged).toHaveBeenCalledWith(
    '[sms] Status SMS to 98xxxxxx10 has an unknown outcome (attempt 1): No answer from the gateway within 10 s for the status SMS',
  );
  logged.mockRestore();
  api.sms.unanswered = false;
}

describeApi('A status SMS whose outcome is unknown', () => {
  it('is never sent again by the retry timer, and organisers see it as unknown', async () => {
    await shortlistUnanswered();
    expect(api.sms.statuses.map((s) => s.text)).toEqual([TEXT]);
    // Hours of retries later, nothing more went out: the applicant may already have it.
    for (const later of [61_000, 3_600_000, 86_400_000]) {
      expect(
        await deliverDueSms(api.deps.db, api.sms, statusSmsQueue, new Date(api.clock.now + later), api.deps.otpLimits),
      ).toBe(0);
    }
    expect(api.sms.statuses).toHaveLength(1);

    const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(body.submission.history).toEqual([
      expect.objectContaining({
        status: 'SHORTLISTED',
        sms: 'unknown',
        smsError: 'No answer from the gateway within 10 s for the status SMS',
        changeId: expect.any(Number),
      }),
    ]);
    const pending = await getJson(api, '/organiser/notifications', organiser);
    expect(pending.body.pending).toEqual([
      expect.objectContaining({
        changeId: body.submission.history[0].changeId,
        state: 'unknown',
        mobile: '9876543210',
      }),
    ]);
  });

  it('goes out once more when an organiser sends it again, and a second click changes nothing', async () => {
    await shortlistUnanswered();
    const [row] = await api.deps.db.select().from(statusSms);
    const resend = async () => {
      const res = await postJson(
        api,
        `/organiser/notifications/${row!.statusChangeId}/resend`,
        {},
        { token: organiser },
      );
      await api.deps.smsOutbox.idle();
      return res;
    };
    const first = await resend();
    expect(first.status).toBe(200);
    expect((await first.json()).message).toBe('The SMS will be sent again now');
    expect(api.sms.statuses.map((s) => s.text)).toEqual([TEXT, TEXT]);
    const [sent] = await api.deps.db.select().from(statusSms);
    expect(sent).toMatchObject({ outcomeUnknownAt: null, lastError: '', attempts: 2 });
    expect(sent!.sentAt).not.toBeNull();

    const again = await resend();
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe('This SMS is not waiting to be sent again');
    expect(api.sms.statuses).toHaveLength(2);
    const detail = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(detail.body.submission.history[0]).toMatchObject({ sms: 'sent' });
  });

  it('can be sent again by organisers only, and only for a change that exists', async () => {
    await shortlistUnanswered();
    const [row] = await api.deps.db.select().from(statusSms);
    const reviewer = await signInReviewer(api);
    const byReviewer = await postJson(
      api,
      `/organiser/notifications/${row!.statusChangeId}/resend`,
      {},
      {
        token: reviewer,
      },
    );
    expect(byReviewer.status).toBe(403);
    for (const id of ['999999', 'abc']) {
      const res = await postJson(api, `/organiser/notifications/${id}/resend`, {}, { token: organiser });
      expect(res.status).toBe(404);
    }
    expect(api.sms.statuses).toHaveLength(1);
  });
});
