import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { smsDate } from '../../../shared/decision-wordings.ts';
import { DECISION_MESSAGES } from '../../../shared/messages/decisions.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-labels.ts';
import { auditLog, pendingDecisions, submissionStatusChanges } from '../../db/schema.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, describeApi } from '../../test/harness.ts';
import { get, postJson } from '../../test/requests.ts';
import {
  type Applicant,
  getJson,
  signInOrganiser,
  signInReviewer,
  submitThreeStartups,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;
let organiser: string;
let reviewer: string;
let apps: Applicant[];

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  apps = await submitThreeStartups(api);
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
});

const setPending = (body: unknown, token = organiser) => postJson(api, '/organiser/decisions', body, { token });
const release = (expect: unknown, token = organiser) =>
  postJson(api, '/organiser/decisions/release', { expect }, { token });
const clear = (id: string, token = organiser) =>
  api.app.request(`/api/organiser/decisions/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
const ids = () => apps.map((a) => a.submissionId);
/** The status's first registered wording: the note never rides in an SMS (it is on the page and in the e-mail). */
const smsText = (label: string) =>
  `Launchpad 8: your application status is now ${label}. Read the details and any next step at https://launchpad.example/application`;
/** An acceptance asks for an answer by its deadline, 72 hours after `at`. */
const acceptedText = (at: number) =>
  `Launchpad 8: Action required. Your application is Accepted. Confirm your place by ${smsDate(new Date(at + 72 * 3_600_000))} at https://launchpad.example/application`;
const applicantStatus = async (a: Applicant) =>
  (await (await get(api, '/user-details', { token: a.token })).json()).applicationStatus.status;

describeApi('pending decisions: set, preview, clear', () => {
  it('records decisions on several applications without telling or texting the applicants', async () => {
    const [a, b, c] = ids() as [string, string, string];
    const res = await setPending({ ids: [a, b], status: 'ACCEPTED', note: 'Welcome to the final' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Pending decision set on 2 applications');
    expect((await setPending({ ids: [c], status: 'REJECTED' })).status).toBe(200);

    expect(await applicantStatus(apps[0]!)).toBe('SUBMITTED');
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses).toEqual([]);
    expect(await api.counts()).toMatchObject({ submission_status_changes: 0, status_sms: 0, pending_decisions: 3 });

    const { status, body } = await getJson(api, '/organiser/decisions/preview', organiser);
    expect(status).toBe(200);
    expect(body.counts).toEqual({ ACCEPTED: 2, REJECTED: 1 });
    expect(body.ids).toEqual({ ACCEPTED: expect.arrayContaining([a, b]), REJECTED: [c] });
    expect(body.decisions).toHaveLength(3);
    expect(body.decisions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: a,
          startupName: 'Krishi Sense',
          status: 'ACCEPTED',
          message: acceptedText(api.clock.now),
        }),
        expect.objectContaining({ id: b, startupName: 'Paani Labs', note: 'Welcome to the final' }),
        expect.objectContaining({ id: c, currentStatus: 'SUBMITTED', message: smsText('Not selected') }),
      ]),
    );
  });

  it('replaces an earlier pending decision and clears one on request', async () => {
    const [a] = ids() as [string];
    await setPending({ ids: [a], status: 'ACCEPTED' });
    await setPending({ ids: [a], status: 'UNDER_REVIEW' });
    const { body } = await getJson(api, '/organiser/decisions/preview', organiser);
    // Under review is shown on the applicant's page only: nobody is texted about it.
    expect(body.decisions).toEqual([expect.objectContaining({ id: a, status: 'UNDER_REVIEW', message: null })]);

    const cleared = await clear(a);
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).message).toBe(DECISION_MESSAGES.cleared);
    const again = await clear(a);
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(DECISION_MESSAGES.noPending);
    expect((await getJson(api, '/organiser/decisions/preview', organiser)).body.counts).toEqual({});
  });
});

describeApi('POST /api/organiser/decisions/release', () => {
  it('releases every pending decision when the counts match: history, one SMS each, nothing left pending', async () => {
    const [a, b, c] = ids() as [string, string, string];
    await setPending({ ids: [a, b], status: 'ACCEPTED', note: 'See you on stage' });
    await setPending({ ids: [c], status: 'WAITLISTED' });
    const res = await release({ ACCEPTED: 2, WAITLISTED: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: '3 decisions released',
      released: { ACCEPTED: 2, WAITLISTED: 1 },
      unchanged: [],
    });
    expect(await applicantStatus(apps[0]!)).toBe('ACCEPTED');
    expect(await applicantStatus(apps[2]!)).toBe('WAITLISTED');
    const history = await api.deps.db.select().from(submissionStatusChanges);
    expect(history).toHaveLength(3);
    expect(history.find((h) => h.submissionId === a)).toMatchObject({
      status: 'ACCEPTED',
      note: 'See you on stage',
      changedBy: TEST_ORGANISER,
    });
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.map((s) => [s.mobile, s.text]).sort()).toEqual([
      [apps[0]!.mobile, acceptedText(api.clock.now)],
      [apps[1]!.mobile, acceptedText(api.clock.now)],
      [apps[2]!.mobile, smsText('Waitlisted')],
    ]);
    expect(await api.counts()).toMatchObject({ pending_decisions: 0, status_sms: 3 });

    const twice = await release({ ACCEPTED: 2, WAITLISTED: 1 });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: DECISION_MESSAGES.nothingPending, counts: {} });
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses).toHaveLength(3);
  });

  it('refuses counts that differ from the pending decisions with the current counts, releasing nothing', async () => {
    const [a, b, c] = ids() as [string, string, string];
    await setPending({ ids: [a, b, c], status: 'SHORTLISTED' });
    const before = await api.counts();
    for (const expected of [{ SHORTLISTED: 2 }, { SHORTLISTED: 3, ACCEPTED: 1 }, {}]) {
      const res = await release(expected);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: DECISION_MESSAGES.countsChanged, counts: { SHORTLISTED: 3 } });
    }
    expect(await api.counts()).toEqual(before);
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses).toEqual([]);
    expect(await api.deps.db.select().from(pendingDecisions)).toHaveLength(3);
  });

  it('takes no decision on a withdrawn application: refused when set, dropped when withdrawn while pending', async () => {
    const [a, b] = ids() as [string, string];
    await setPending({ ids: [a], status: 'ACCEPTED' });
    expect((await postJson(api, '/submission/withdraw', {}, { token: apps[0]!.token })).status).toBe(200);
    expect(await api.deps.db.select().from(pendingDecisions)).toEqual([]);
    expect((await setPending({ ids: [a, b], status: 'REJECTED' })).status).toBe(409);
    expect(await api.deps.db.select().from(pendingDecisions)).toEqual([]);
  });

  it('clears without a change a pending decision the application already reached another way', async () => {
    const [a, b] = ids() as [string, string];
    await setPending({ ids: [a, b], status: 'REJECTED' });
    await postJson(api, `/organiser/submissions/${a}/status`, { status: 'REJECTED' }, { token: organiser });
    await api.deps.smsOutbox.idle();
    api.sms.statuses.length = 0;
    const res = await release({ REJECTED: 2 });
    expect(await res.json()).toMatchObject({ released: { REJECTED: 1 }, unchanged: [a] });
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.map((s) => s.mobile)).toEqual([apps[1]!.mobile]);
  });
});

describeApi('pending decisions: bad input changes nothing', () => {
  it('answers each bad request with a 4xx and its message', async () => {
    const [a, b] = ids() as [string, string];
    await setPending({ ids: [b], status: 'ACCEPTED' });
    const before = await api.counts();
    const audited = (await api.deps.db.select().from(auditLog)).length;
    const cases: [Response, number, string][] = [
      [await setPending({ ids: [a], status: 'FINALIST' }), 400, ORGANISER_MESSAGES.statusInvalid],
      [await setPending({ ids: [], status: 'ACCEPTED' }), 400, DECISION_MESSAGES.noIds],
      [
        await setPending({ ids: [a, '00000000-0000-4000-8000-000000000000'], status: 'ACCEPTED' }),
        404,
        DECISION_MESSAGES.unknownIds,
      ],
      [await setPending({ ids: [a], status: 'SUBMITTED' }), 400, ORGANISER_MESSAGES.statusInvalid],
      [await release({ FINALIST: 1 }), 400, ORGANISER_MESSAGES.statusInvalid],
      [await release({ ACCEPTED: -1 }), 400, DECISION_MESSAGES.expectInvalid],
      [await setPending({ ids: [a], status: 'ACCEPTED' }, reviewer), 403, ORGANISER_MESSAGES.organisersOnly],
      [await release({ ACCEPTED: 1 }, reviewer), 403, ORGANISER_MESSAGES.organisersOnly],
      [await clear(b, reviewer), 403, ORGANISER_MESSAGES.organisersOnly],
      [await get(api, '/organiser/decisions/preview', { token: reviewer }), 403, ORGANISER_MESSAGES.organisersOnly],
      [await clear('not-an-id'), 404, DECISION_MESSAGES.noPending],
    ];
    for (const [res, status, message] of cases) {
      expect([res.status, (await res.json()).message]).toEqual([status, message]);
    }
    expect(await api.counts()).toEqual(before);
    expect(await api.deps.db.select().from(auditLog)).toHaveLength(audited);
  });

  it('refuses a decision some of the applications already have', async () => {
    const [a, b] = ids() as [string, string];
    await postJson(api, `/organiser/submissions/${a}/status`, { status: 'SHORTLISTED' }, { token: organiser });
    const res = await setPending({ ids: [a, b], status: 'SHORTLISTED' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: DECISION_MESSAGES.alreadyHasStatus, ids: [a] });
    expect(await api.deps.db.select().from(pendingDecisions)).toEqual([]);
  });
});
