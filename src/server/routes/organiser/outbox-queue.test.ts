/**
 * The outbox on pg-boss: a refused SMS is retried by its job after pg-boss' back-off and delivered once, and one
 * decision change is one job, however many senders queue it.
 */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { nextIstMidnight } from '../../../shared/india-time.ts';
import { statusSms } from '../../db/schema.ts';
import { statusSmsQueue } from '../../applications/status-sms-queue.ts';
import { SMS_QUEUE } from '../../outbox/boss.ts';
import { queueDueSms, queueSmsJob } from '../../outbox/sms-jobs.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { postJson } from '../../test/requests.ts';

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

const REJECTED_SMS =
  'Launchpad 8: your application status is now Not selected. Read the details and any next step at https://launchpad.example/application';

async function reject() {
  const res = await postJson(
    api,
    `/organiser/submissions/${asha.submissionId}/status`,
    { status: 'REJECTED' },
    { token: organiser },
  );
  expect(res.status).toBe(200);
  await api.deps.smsOutbox.idle();
}

/** One run of the outbox at the API's current time. */
async function run() {
  api.deps.smsOutbox.wake();
  await api.deps.smsOutbox.idle();
}

const jobsOf = async (changeId: number) => api.boss.findJobs(SMS_QUEUE, { key: `status:${changeId}` });

describeApi('the outbox on pg-boss', () => {
  it('retries a refused SMS after pg-boss’ back-off and delivers it once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.sms.failing = true;
    try {
      await reject();
      expect(logged).toHaveBeenCalledWith('[sms] Status SMS to 98xxxxxx10 failed (attempt 1): gateway down');
    } finally {
      logged.mockRestore();
    }
    api.sms.failing = false;
    const [row] = await api.deps.db.select().from(statusSms);
    const [job] = await jobsOf(row!.statusChangeId);
    // The first retry waits 1 to 2 minutes: never before the row's own minute.
    expect(job).toMatchObject({ state: 'retry', retryCount: 0 });
    const wait = job!.startAfter.getTime() - api.clock.now;
    expect(wait).toBeGreaterThanOrEqual(60_000);
    expect(wait).toBeLessThanOrEqual(120_000);

    // Due by the row's back-off, but its job waits: no second job is queued, nothing is sent.
    api.clock.advance(wait - 1_000);
    await run();
    expect(api.sms.statuses).toEqual([]);
    expect(await jobsOf(row!.statusChangeId)).toHaveLength(1);

    // (startAfter is read to the millisecond; the queue keeps microseconds.)
    api.clock.advance(2_000);
    await run();
    expect(api.sms.statuses).toEqual([{ mobile: '9876543210', text: REJECTED_SMS }]);
    expect(await jobsOf(row!.statusChangeId)).toMatchObject([{ state: 'completed', retryCount: 1 }]);
    const [sent] = await api.deps.db.select().from(statusSms);
    expect(sent).toMatchObject({ attempts: 2, lastError: '' });
    expect(sent!.sentAt).not.toBeNull();

    // Hours later, no run sends it again.
    api.clock.advance(3 * 3_600_000);
    await run();
    expect(api.sms.statuses).toHaveLength(1);
  });

  it('queues one decision change once, whichever senders queue it at the same time, and texts it once', async () => {
    // No SMS left today: the change waits for tomorrow, unqueued.
    const limits = api.deps.otpLimits;
    api.deps.otpLimits = { ...limits, smsDailyBudget: 0 };
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await reject();
    } finally {
      warned.mockRestore();
      api.deps.otpLimits = limits;
    }
    expect(api.sms.statuses).toEqual([]);
    const [row] = await api.deps.db.select().from(statusSms);
    expect(await jobsOf(row!.statusChangeId)).toMatchObject([{ state: 'completed' }]);

    api.clock.advance(nextIstMidnight(new Date(api.clock.now)).getTime() - api.clock.now);
    const now = new Date(api.clock.now);
    const queued = await Promise.all([
      queueSmsJob(api.boss, { kind: 'status', id: row!.statusChangeId }),
      queueSmsJob(api.boss, { kind: 'status', id: row!.statusChangeId }),
      queueDueSms(api.deps.db, api.boss, statusSmsQueue, now, 20),
      queueDueSms(api.deps.db, api.boss, statusSmsQueue, now, 20),
    ]);
    expect(queued.filter((q) => q !== null && q !== 0)).toHaveLength(1);
    expect((await jobsOf(row!.statusChangeId)).map((j) => j.state).sort()).toEqual(['completed', 'created']);

    await run();
    await run();
    expect(api.sms.statuses).toEqual([{ mobile: '9876543210', text: REJECTED_SMS }]);
  });
});
