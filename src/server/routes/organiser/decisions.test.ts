import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { reviews, statusSms, submissionStatusChanges } from '../../db/schema.ts';
import { statusSmsQueue } from '../../applications/status-sms-queue.ts';
import { deliverDueSms } from '../../sms/delivery.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { get, postJson } from '../../test/requests.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;
let asha: Applicant;
let organiser: string;
let reviewer: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
});

const review = (body: unknown, token = reviewer, id = asha.submissionId) =>
  putJson(api, `/organiser/submissions/${id}/review`, body, token);
/** A status change, and then the background send it started (if any) settled. */
async function setStatus(body: unknown, token = organiser, id = asha.submissionId) {
  const res = await postJson(api, `/organiser/submissions/${id}/status`, body, { token });
  await api.deps.smsOutbox.idle();
  return res;
}

describeApi('PUT /api/organiser/submissions/:id/review', () => {
  it('keeps one review per reviewer per application, editable, with its weighted score', async () => {
    const first = await review({ scores: allScores(3), comment: 'Promising' });
    expect(first.status).toBe(200);
    expect((await first.json()).message).toBe('Review saved');
    const scores = { ...allScores(4), problem: 5, market: 1 };
    expect((await review({ scores, comment: 'Better on a second read' })).status).toBe(200);
    const rows = await api.deps.db.select().from(reviews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reviewerMobile: TEST_REVIEWER, scores, comment: 'Better on a second read' });

    const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, reviewer);
    // Weights 2,2,1,2,1,1: (5*2 + 4*2 + 1 + 4*2 + 4 + 4) / 9 = 35/9.
    expect(body.submission.reviews).toEqual([
      expect.objectContaining({
        reviewer: 'You',
        mine: true,
        scores,
        weightedScore: 3.89,
        comment: 'Better on a second read',
      }),
    ]);
    expect(body.submission).toMatchObject({ reviewCount: 1, weightedScore: 3.89 });
  });

  it('normalises scores per reviewer: a harsh and a lenient reviewer rank the same way', async () => {
    const ravi = await submitApplication(api, '9876543211', { startupName: 'Paani Labs' });
    // The reviewer is harsh (2 vs 1), the organiser lenient (5 vs 4): raw means differ, z-scores agree.
    await review({ scores: allScores(2) });
    await review({ scores: allScores(1) }, reviewer, ravi.submissionId);
    // Written later: the application's page lists reviews in the order they were written.
    api.clock.advance(1_000);
    await review({ scores: allScores(5) }, organiser);
    await review({ scores: allScores(4) }, organiser, ravi.submissionId);
    const { body } = await getJson(api, '/organiser/submissions?sort=score', organiser);
    const byId = Object.fromEntries(body.submissions.map((r: { id: string }) => [r.id, r]));
    expect(byId[asha.submissionId]).toMatchObject({ reviewCount: 2, weightedScore: 3.5, normalisedScore: 1 });
    expect(byId[ravi.submissionId]).toMatchObject({ reviewCount: 2, weightedScore: 2.5, normalisedScore: -1 });
    const detail = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(
      detail.body.submission.reviews.map((r: { reviewer: string; normalisedScore: number }) => [
        r.reviewer,
        r.normalisedScore,
      ]),
    ).toEqual([
      [TEST_REVIEWER, 1],
      [TEST_ORGANISER, 1],
    ]);
  });

  it('refuses scores outside 1-5, unknown or missing criteria, and unknown ids, storing nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ scores: allScores(6) }, 400, 'Each score must be a whole number from 1 to 5'],
      [{ scores: allScores(0) }, 400, 'Each score must be a whole number from 1 to 5'],
      [{ scores: { ...allScores(3), team: 2.5 } }, 400, 'Each score must be a whole number from 1 to 5'],
      [{ scores: { ...allScores(3), charisma: 4 } }, 400, 'Unknown criterion'],
      [{ scores: { problem: 3 } }, 400, 'Please score every criterion'],
    ];
    for (const [body, status, message] of cases) {
      const res = await review(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json()).message).toBe(message);
    }
    const unknown = await review({ scores: allScores(3) }, reviewer, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('No application with this id');
    expect((await review('{not json')).status).toBe(400);
    expect(await api.deps.db.select().from(reviews)).toEqual([]);
  });
});

describeApi('POST /api/organiser/submissions/:id/status', () => {
  it('records the change with who and when, texts the applicant once, and shows it to them with the note', async () => {
    const res = await setStatus({ status: 'SHORTLISTED', note: 'See you at the mentoring day' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Status updated');
    expect(api.sms.statuses).toEqual([
      {
        mobile: '9876543210',
        // The registered wording: the note is on the applicant's page and in the e-mail, never in the SMS.
        text: 'Launchpad 8: your application status is now Shortlisted. Read the details and any next step at https://launchpad.example/application',
      },
    ]);
    const [change] = await api.deps.db.select().from(submissionStatusChanges);
    expect(change).toMatchObject({
      status: 'SHORTLISTED',
      changedBy: TEST_ORGANISER,
      note: 'See you at the mentoring day',
    });
    expect(change!.changedAt.toISOString()).toBe(new Date(api.clock.now).toISOString());

    const mine = await (await get(api, '/user-details', { token: asha.token })).json();
    expect(mine.applicationStatus).toEqual({
      status: 'SHORTLISTED',
      submittedAt: expect.any(String),
      history: [{ status: 'SHORTLISTED', note: 'See you at the mentoring day', at: change!.changedAt.toISOString() }],
      unseenDecision: true,
      confirmation: null,
      outcome: null,
    });
    const detail = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(detail.body.submission.history).toEqual([
      expect.objectContaining({ status: 'SHORTLISTED', by: TEST_ORGANISER, sms: 'sent' }),
    ]);
    // A second delivery run finds nothing to send: never twice for the same change.
    expect(
      await deliverDueSms(
        api.deps.db,
        api.sms,
        statusSmsQueue,
        new Date(api.clock.now + 3_600_000),
        api.deps.otpLimits,
      ),
    ).toBe(0);
    expect(api.sms.statuses).toHaveLength(1);
  });

  it('does not text "under review"; the same status twice is a 409 that stores nothing', async () => {
    expect((await setStatus({ status: 'UNDER_REVIEW' })).status).toBe(200);
    expect(api.sms.statuses).toEqual([]);
    const again = await setStatus({ status: 'UNDER_REVIEW' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('The application already has this status');
    expect(await api.deps.db.select().from(submissionStatusChanges)).toHaveLength(1);
  });

  it('keeps a failed SMS queued, shows it to organisers, and sends it once on retry', async () => {
    api.sms.failing = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await setStatus({ status: 'REJECTED' })).status).toBe(200);
    // The log names the applicant's number masked; organisers read it whole in the workspace.
    expect(logged).toHaveBeenCalledWith('[sms] Status SMS to 98xxxxxx10 failed (attempt 1): gateway down');
    logged.mockRestore();
    const pending = await getJson(api, '/organiser/notifications', organiser);
    expect(pending.body.pending).toEqual([
      expect.objectContaining({ mobile: '9876543210', attempts: 1, lastError: 'gateway down' }),
    ]);
    const detail = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(detail.body.submission.history[0]).toMatchObject({ sms: 'failing', smsError: 'gateway down' });

    api.sms.failing = false;
    // Not yet due: the retry waits a minute.
    expect(
      await deliverDueSms(api.deps.db, api.sms, statusSmsQueue, new Date(api.clock.now + 1_000), api.deps.otpLimits),
    ).toBe(0);
    expect(
      await deliverDueSms(api.deps.db, api.sms, statusSmsQueue, new Date(api.clock.now + 61_000), api.deps.otpLimits),
    ).toBe(1);
    expect(api.sms.statuses.map((s) => s.text)).toEqual([
      'Launchpad 8: your application status is now Not selected. Read the details and any next step at https://launchpad.example/application',
    ]);
    expect((await getJson(api, '/organiser/notifications', organiser)).body.pending).toEqual([]);
    const [row] = await api.deps.db.select().from(statusSms);
    expect(row!.sentAt).not.toBeNull();
  });

  it('leaves a message claimed by a process that died alone until the claim lapses, then sends it once', async () => {
    api.sms.failing = true;
    expect((await setStatus({ status: 'ACCEPTED' })).status).toBe(200);
    api.sms.failing = false;
    // Another process claims it (as deliverDueSms does) and dies before sending.
    const claimedAt = api.clock.now + 120_000;
    await api.deps.db.update(statusSms).set({ claimedUntil: new Date(claimedAt + 60_000) });
    expect(
      await deliverDueSms(api.deps.db, api.sms, statusSmsQueue, new Date(claimedAt + 1_000), api.deps.otpLimits),
    ).toBe(0);
    expect(
      await deliverDueSms(api.deps.db, api.sms, statusSmsQueue, new Date(claimedAt + 61_000), api.deps.otpLimits),
    ).toBe(1);
    expect(
      await deliverDueSms(api.deps.db, api.sms, statusSmsQueue, new Date(claimedAt + 3_600_000), api.deps.otpLimits),
    ).toBe(0);
    expect(api.sms.statuses).toHaveLength(1);
  });

  it('refuses unknown statuses, unknown ids and reviewers, storing nothing and texting nobody', async () => {
    const unknown = await setStatus({ status: 'MAYBE' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe('Unknown status');
    expect((await setStatus({ status: 'SUBMITTED' })).status).toBe(400);
    const missing = await setStatus({ status: 'ACCEPTED' }, organiser, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await setStatus({ status: 'ACCEPTED' }, reviewer)).status).toBe(403);
    expect(await api.deps.db.select().from(submissionStatusChanges)).toEqual([]);
    expect(api.sms.statuses).toEqual([]);
  });
});
