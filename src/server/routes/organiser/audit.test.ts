import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '../../../shared/messages/decisions.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-labels.ts';
import { auditLog } from '../../db/schema.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { get, postJson, signIn } from '../../test/requests.ts';
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

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
});

const logged = async () =>
  (await api.deps.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => [r.actor, r.action, r.target]);

describeApi('the audit log', () => {
  it("records each staff action with who, what, on which application and the client's IP; applicants' actions not", async () => {
    const id = asha.submissionId;
    const organiser = (await signIn(api, TEST_ORGANISER, '203.0.113.7')).token;
    const reviewer = await signInReviewer(api);
    await getJson(api, `/organiser/submissions/${id}`, reviewer);
    await putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(4) }, reviewer);
    const { body } = await getJson(api, `/organiser/submissions/${id}`, organiser);
    await get(api, `/organiser/submissions/${id}/files/${body.submission.files[0].id}`, { token: organiser });
    await postJson(api, `/organiser/submissions/${id}/status`, { status: 'SHORTLISTED' }, { token: organiser });
    await postJson(api, '/organiser/decisions', { ids: [id], status: 'ACCEPTED' }, { token: organiser });
    await api.app.request(`/api/organiser/decisions/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${organiser}` },
    });
    await postJson(api, '/organiser/decisions', { ids: [id], status: 'ACCEPTED' }, { token: organiser });
    await postJson(api, '/organiser/decisions/release', { expect: { ACCEPTED: 1 } }, { token: organiser });
    await putJson(
      api,
      '/organiser/settings',
      { applicationsOpenAt: '2026-03-01T09:00:00+05:30', applicationsCloseAt: '2026-04-01T09:00:00+05:30' },
      organiser,
    );
    await (await get(api, '/organiser/export?format=csv', { token: organiser })).text();

    expect(await logged()).toEqual([
      [TEST_ORGANISER, 'staff.signed-in', ''],
      [TEST_REVIEWER, 'staff.signed-in', ''],
      [TEST_REVIEWER, 'application.viewed', id],
      [TEST_REVIEWER, 'review.saved', id],
      [TEST_ORGANISER, 'application.viewed', id],
      [TEST_ORGANISER, 'file.viewed', id],
      [TEST_ORGANISER, 'status.changed', id],
      [TEST_ORGANISER, 'decision.set', ''],
      [TEST_ORGANISER, 'decision.cleared', id],
      [TEST_ORGANISER, 'decision.set', ''],
      [TEST_ORGANISER, 'decisions.released', ''],
      [TEST_ORGANISER, 'settings.saved', 'window'],
      [TEST_ORGANISER, 'export.downloaded', ''],
    ]);
    const [signedIn] = await api.deps.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
    expect(signedIn).toMatchObject({ ip: '203.0.113.7', at: new Date(api.deps.now().getTime() - 31_000 * 2) });
  });

  it('is read by organisers only, newest first, filtered by actor, action and time, paged by 50', async () => {
    const organiser = await signInOrganiser(api);
    const reviewer = await signInReviewer(api);
    for (let i = 0; i < 55; i++) {
      await getJson(api, `/organiser/submissions/${asha.submissionId}`, i % 5 ? organiser : reviewer);
      api.clock.advance(60_000);
    }
    const page1 = await getJson(api, '/organiser/audit?action=application.viewed', organiser);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(page1.body.entries).toHaveLength(50);
    const times = page1.body.entries.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      (await getJson(api, '/organiser/audit?action=application.viewed&page=2', organiser)).body.entries,
    ).toHaveLength(5);

    const mine = await getJson(api, `/organiser/audit?actor=${TEST_REVIEWER}&action=application.viewed`, organiser);
    expect(mine.body.total).toBe(11);
    expect(mine.body.entries[0]).toMatchObject({ actor: TEST_REVIEWER, action: 'application.viewed' });

    const first = page1.body.entries.at(-1).at as string;
    const from = new Date(Date.parse(first) + 60_000).toISOString();
    const to = new Date(Date.parse(first) + 3 * 60_000).toISOString();
    const window = await getJson(api, `/organiser/audit?action=application.viewed&from=${from}&to=${to}`, organiser);
    expect(window.body.total).toBe(3);

    const before = await api.counts();
    const entries = (await logged()).length;
    const refused: [Response, number, string][] = [
      [await get(api, '/organiser/audit', { token: reviewer }), 403, ORGANISER_MESSAGES.organisersOnly],
      [
        await get(api, '/organiser/audit?action=nothing', { token: organiser }),
        400,
        DECISION_MESSAGES.auditQueryInvalid,
      ],
      [
        await get(api, '/organiser/audit?from=yesterday', { token: organiser }),
        400,
        DECISION_MESSAGES.auditQueryInvalid,
      ],
      [await get(api, '/organiser/audit?page=0', { token: organiser }), 400, DECISION_MESSAGES.auditQueryInvalid],
    ];
    for (const [res, status, message] of refused) {
      expect([res.status, (await res.json()).message]).toEqual([status, message]);
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await api.app.request('/api/organiser/audit', {
        method,
        headers: { Authorization: `Bearer ${organiser}`, 'Content-Type': 'application/json' },
        body: method === 'DELETE' ? undefined : '{}',
      });
      expect(res.status).toBe(404);
    }
    expect(await api.counts()).toEqual(before);
    expect(await logged()).toHaveLength(entries);
  });
});
