import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../shared/messages/api.ts';
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

/** Each staff member calls from their own address, so every entry shows it was the request's. */
const ORGANISER_IP = '198.51.100.1';
const REVIEWER_IP = '198.51.100.2';

/** A JSON call as `token` from `ip`. */
const call = (method: string, path: string, token: string, ip: string, body?: unknown) =>
  api.app.request(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'x-test-client-ip': ip,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const entries = async () =>
  (await api.deps.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => ({
    actor: r.actor,
    action: r.action,
    target: r.target,
    details: r.details,
    ip: r.ip,
  }));

describeApi('the audit log', () => {
  it("records each staff action the issue lists with who, what, on which target and the client's IP; applicants' not", async () => {
    const id = asha.submissionId;
    const other = (await submitApplication(api, '9876543211', { startupName: 'Paani Labs' })).submissionId;
    const organiser = (await signIn(api, TEST_ORGANISER, '203.0.113.7')).token;
    const reviewer = (await signIn(api, TEST_REVIEWER, '203.0.113.8')).token;
    const asOrganiser = (method: string, path: string, body?: unknown) =>
      call(method, path, organiser, ORGANISER_IP, body);
    const asReviewer = (method: string, path: string, body?: unknown) =>
      call(method, path, reviewer, REVIEWER_IP, body);
    const ok = async (res: Response | Promise<Response>) => {
      const r = await res;
      expect(r.status, await r.clone().text()).toBeLessThan(300);
      return r;
    };

    await ok(asOrganiser('PUT', `/organiser/submissions/${id}/assignees/${TEST_REVIEWER}`));
    await ok(asOrganiser('PUT', `/organiser/submissions/${other}/assignees/${TEST_REVIEWER}`));
    await ok(asReviewer('GET', `/organiser/submissions/${id}`));
    await ok(asReviewer('PUT', `/organiser/submissions/${id}/review`, { scores: allScores(4) }));
    await ok(asReviewer('POST', `/organiser/submissions/${other}/conflict`, { reason: 'I mentor this team' }));
    await ok(asOrganiser('DELETE', `/organiser/submissions/${id}/assignees/${TEST_REVIEWER}`));
    const auto = { reviewsPerApplication: 1, maxPerReviewer: 5 };
    await ok(asOrganiser('POST', '/organiser/assignments/auto', auto));
    const detail = await (await ok(asOrganiser('GET', `/organiser/submissions/${id}`))).json();
    const fileId = detail.submission.files[0].id;
    await ok(asOrganiser('GET', `/organiser/submissions/${id}/files/${fileId}`));
    await ok(asOrganiser('POST', `/organiser/submissions/${id}/status`, { status: 'SHORTLISTED' }));
    await ok(asOrganiser('POST', '/organiser/decisions', { ids: [id], status: 'ACCEPTED', note: 'Welcome' }));
    await ok(asOrganiser('DELETE', `/organiser/decisions/${id}`));
    await ok(asOrganiser('POST', '/organiser/decisions', { ids: [id], status: 'ACCEPTED' }));
    await ok(asOrganiser('POST', '/organiser/decisions/release', { expect: { ACCEPTED: 1 } }));
    const window = {
      applicationsOpenAt: '2026-03-01T09:00:00+05:30',
      applicationsCloseAt: '2026-04-01T09:00:00+05:30',
    };
    await ok(asOrganiser('PUT', '/organiser/settings', window));
    await ok(asOrganiser('PUT', '/organiser/settings/places', { finalistPlaces: 6, confirmWithinHours: 48 }));
    const wordings = { REJECTED: 'REJECTED_NAMED' };
    await ok(asOrganiser('PUT', '/organiser/templates', { wordings }));
    await (await ok(asOrganiser('GET', '/organiser/export?format=csv'))).text();
    // An applicant's own actions are not in the staff's log.
    await ok(call('POST', '/submission/withdraw', asha.token, '192.0.2.9', {}));

    const byOrganiser = (action: string, target = '', details: Record<string, unknown> = {}) => ({
      actor: TEST_ORGANISER,
      action,
      target,
      details,
      ip: ORGANISER_IP,
    });
    const byReviewer = (action: string, target = '', details: Record<string, unknown> = {}) => ({
      actor: TEST_REVIEWER,
      action,
      target,
      details,
      ip: REVIEWER_IP,
    });
    expect(await entries()).toEqual([
      { actor: TEST_ORGANISER, action: 'staff.signed-in', target: '', details: {}, ip: '203.0.113.7' },
      { actor: TEST_REVIEWER, action: 'staff.signed-in', target: '', details: {}, ip: '203.0.113.8' },
      byOrganiser('assignment.added', id, { reviewer: TEST_REVIEWER }),
      byOrganiser('assignment.added', other, { reviewer: TEST_REVIEWER }),
      byReviewer('application.viewed', id),
      byReviewer('review.saved', id, { scores: allScores(4) }),
      byReviewer('conflict.declared', other, { reason: 'I mentor this team' }),
      byOrganiser('assignment.removed', id, { reviewer: TEST_REVIEWER }),
      // Nothing to assign: the only reviewer declared a conflict on one application and was taken off the other by
      // hand, which the automatic run honours.
      byOrganiser('assignments.auto', '', { ...auto, assigned: 0 }),
      byOrganiser('application.viewed', id),
      byOrganiser('file.viewed', id, { fileId }),
      byOrganiser('status.changed', id, { status: 'SHORTLISTED', note: '' }),
      byOrganiser('decision.set', '', { ids: [id], status: 'ACCEPTED', note: 'Welcome' }),
      byOrganiser('decision.cleared', id, { status: 'ACCEPTED' }),
      byOrganiser('decision.set', '', { ids: [id], status: 'ACCEPTED', note: '' }),
      byOrganiser('decisions.released', '', { released: { ACCEPTED: 1 }, unchanged: [] }),
      byOrganiser('settings.saved', 'window', window),
      byOrganiser('settings.saved', 'finalistPlaces', { finalistPlaces: 6, confirmWithinHours: 48 }),
      byOrganiser('templates.saved', '', wordings),
      byOrganiser('export.downloaded', '', { format: 'csv' }),
      // The withdrawal gave up the accepted place: the server's own entry, with nobody waiting to take it.
      { actor: 'system', action: 'place.handed-on', target: id, details: { promoted: null }, ip: '' },
    ]);
    const [signedIn] = await api.deps.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
    expect(signedIn!.at).toEqual(new Date(api.deps.now().getTime() - 31_000 * 2));

    // Read back in words: staff by name, applications by startup (linked), details in a sentence, never raw JSON.
    await api.deps.db.execute(sql`update users set name = 'Ravi Menon' where mobile = ${TEST_REVIEWER}`);
    const page = await getJson(api, '/organiser/audit', organiser);
    const shown = (page.body.entries as Record<string, unknown>[]).map((e) => [
      e.actorName,
      e.targetName,
      e.applicationId,
      e.summary,
    ]);
    const scores = api.deps.rubric.criteria.map((c) => `${c.label} 4`).join(', ');
    const ravi = 'Ravi Menon';
    const me = TEST_ORGANISER;
    expect(shown.reverse()).toEqual([
      [me, '', null, 'Signed in'],
      [ravi, '', null, 'Signed in'],
      [me, 'Krishi Sense', id, 'Assigned Ravi Menon to review it'],
      [me, 'Paani Labs', other, 'Assigned Ravi Menon to review it'],
      [ravi, 'Krishi Sense', id, 'Opened the application'],
      [ravi, 'Krishi Sense', id, `Saved a review: ${scores}`],
      [ravi, 'Paani Labs', other, 'Declared a conflict of interest: “I mentor this team”'],
      [me, 'Krishi Sense', id, 'Took Ravi Menon off it'],
      [me, '', null, 'Assigned reviewers automatically (1 per application, at most 5 each): 0 assignments made'],
      [me, 'Krishi Sense', id, 'Opened the application'],
      [me, 'Krishi Sense', id, 'Opened the file deck.pdf'],
      [me, 'Krishi Sense', id, 'Set the status to Shortlisted'],
      [me, '', null, 'Set Accepted as pending on 1 application: Krishi Sense, noting “Welcome”'],
      [me, 'Krishi Sense', id, 'Cleared the pending Accepted'],
      [me, '', null, 'Set Accepted as pending on 1 application: Krishi Sense'],
      [me, '', null, 'Released 1 decision: 1 Accepted'],
      [
        me,
        'Application window',
        null,
        'Applications open 1 March 2026, 9:00 am IST and close 1 April 2026, 9:00 am IST',
      ],
      [me, 'Finalist places', null, '6 finalist places, 48 hours to confirm'],
      [me, '', null, 'Saved the decision message for Not selected'],
      [me, '', null, 'Downloaded the export as CSV'],
      ['The server', 'Krishi Sense', id, 'The place went to nobody: the waitlist was empty or every place was taken'],
    ]);
    expect(page.body.entries.every((e: { details: unknown }) => typeof e.details === 'object')).toBe(true);
  });

  it('writes an action and its entry together: when the entry cannot be written, the action is rolled back', async () => {
    const id = asha.submissionId;
    const organiser = await signInOrganiser(api);
    await postJson(api, '/organiser/decisions', { ids: [id], status: 'SHORTLISTED' }, { token: organiser });
    const before = await api.counts();
    const logged = (await entries()).length;
    await api.deps.db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql as
        $$ begin raise exception 'the audit log is unavailable'; end $$`),
    );
    await api.deps.db.execute(
      sql.raw('create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()'),
    );
    try {
      const attempts = [
        postJson(api, '/organiser/decisions', { ids: [id], status: 'REJECTED' }, { token: organiser }),
        postJson(api, '/organiser/decisions/release', { expect: { SHORTLISTED: 1 } }, { token: organiser }),
        postJson(api, `/organiser/submissions/${id}/status`, { status: 'WAITLISTED' }, { token: organiser }),
        putJson(api, '/organiser/templates', { wordings: { REJECTED: 'REJECTED_NAMED' } }, organiser),
        putJson(api, '/organiser/settings/places', { finalistPlaces: 3, confirmWithinHours: 24 }, organiser),
      ];
      for (const attempt of attempts) {
        const res = await attempt;
        expect([res.status, (await res.json()).message]).toEqual([500, API_MESSAGES.somethingWentWrong]);
      }
    } finally {
      await api.deps.db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
      await api.deps.db.execute(sql.raw('drop function refuse_audit()'));
    }
    await api.deps.smsOutbox.idle();
    expect(await api.counts()).toEqual(before);
    expect(await entries()).toHaveLength(logged);
    const preview = await getJson(api, '/organiser/decisions/preview', organiser);
    expect(preview.body.counts).toEqual({ SHORTLISTED: 1 });
    expect(api.sms.statuses).toEqual([]);
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
