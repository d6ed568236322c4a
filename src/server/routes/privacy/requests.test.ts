import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { auditLog, privacyRequests } from '../../db/schema.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';
import { VALID_PROFILE, get, postJson, signIn } from '../../test/requests.ts';
import { OrganiserPrivacyRequestSchema } from '../../../shared/privacy/request-schemas.ts';

const DAY = 24 * 60 * 60 * 1000;

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  ({ token } = await signIn(api));
  expect((await postJson(api, '/user-details', VALID_PROFILE, { token })).status).toBe(200);
});

const raise = (body: unknown, as = token) => postJson(api, '/privacy-requests', body, { token: as });
const patch = (id: number | string, body: unknown, as: string) =>
  api.app.request(`/api/organiser/privacy-requests/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${as}` },
    body: JSON.stringify(body),
  });
const entries = (action: string) =>
  api.deps.db
    .select({ actor: auditLog.actor, target: auditLog.target, details: auditLog.details, at: auditLog.at })
    .from(auditLog)
    .where(eq(auditLog.action, action));

describeApi('POST /api/privacy-requests (the applicant)', () => {
  it('records the request, due in 90 days, answers when, and audits it without the applicant’s number', async () => {
    const received = new Date(api.clock.now);
    const res = await raise({ kind: 'correction', details: '  My city is Nashik now.  ' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe('Your privacy request was received. We will answer by 30 May 2026.');
    expect(body.request).toMatchObject({
      kind: 'correction',
      details: 'My city is Nashik now.',
      state: 'RECEIVED',
      note: '',
      receivedAt: received.toISOString(),
      dueAt: new Date(received.getTime() + 90 * DAY).toISOString(),
    });
    const [row] = await api.deps.db.select().from(privacyRequests);
    expect(row).toMatchObject({ kind: 'correction', state: 'RECEIVED', receivedAt: received });
    expect(await entries('privacy-request.received')).toEqual([
      { actor: 'applicant', target: String(row!.id), details: { kind: 'correction' }, at: received },
    ]);
  });

  it('refuses without a session, an unknown kind and empty details, storing nothing', async () => {
    const anonymous = await api.app.request('/api/privacy-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'access', details: 'x' }),
    });
    expect(anonymous.status).toBe(401);
    const badKind = await raise({ kind: 'everything', details: 'Please' });
    expect(badKind.status).toBe(400);
    expect((await badKind.json()).message).toBe('Please choose what you are asking for');
    const empty = await raise({ kind: 'access', details: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Please tell us about your request');
    expect(await api.deps.db.select().from(privacyRequests)).toEqual([]);
  });

  it('takes at most 5 open requests per applicant; one answered makes room', async () => {
    for (let i = 0; i < 5; i++)
      expect((await raise({ kind: 'grievance', details: `Complaint ${i}` })).status).toBe(201);
    const sixth = await raise({ kind: 'grievance', details: 'Complaint 5' });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).message).toBe('You already have 5 privacy requests open. We will answer them first.');
    const [first] = await api.deps.db.select().from(privacyRequests).limit(1);
    expect((await patch(first!.id, { state: 'ANSWERED', note: 'Done' }, await signInOrganiser(api))).status).toBe(200);
    expect((await raise({ kind: 'grievance', details: 'Complaint 5' })).status).toBe(201);
  });

  it('lists the applicant’s own requests with their state, note and due date, and in Download my data', async () => {
    await raise({ kind: 'nominee', details: 'My sister, Priya Mehta, 9812345670' });
    const other = await signIn(api, '9812345679');
    await raise({ kind: 'access', details: 'Someone else' }, other.token);
    const own = await (await get(api, '/privacy-requests', { token })).json();
    expect(own.requests).toHaveLength(1);
    expect(own.requests[0]).toMatchObject({ kind: 'nominee', state: 'RECEIVED' });
    const exported = await (await get(api, '/me/export', { token })).json();
    expect(exported.privacyRequests).toEqual(own.requests);
  });
});

describeApi('/api/organiser/privacy-requests (organisers)', () => {
  it('lists every request with who asked, its received and due dates, overdue once 90 days pass, and audits the read', async () => {
    await raise({ kind: 'erasure', details: 'Erase my deck' });
    const organiser = await signInOrganiser(api);
    const list = await getJson(api, '/organiser/privacy-requests', organiser);
    expect(list.status).toBe(200);
    expect(list.body.requests).toEqual([
      expect.objectContaining({
        kind: 'erasure',
        details: 'Erase my deck',
        state: 'RECEIVED',
        applicantName: 'Asha Mehta',
        mobile: '9876543210',
        overdue: false,
      }),
    ]);
    OrganiserPrivacyRequestSchema.array().parse(list.body.requests);
    const { receivedAt, dueAt } = list.body.requests[0];
    expect(Date.parse(dueAt) - Date.parse(receivedAt)).toBe(90 * DAY);
    api.clock.advance(91 * DAY);
    // Sessions last 30 days: the organiser signs in again.
    const later = await getJson(api, '/organiser/privacy-requests', await signInOrganiser(api));
    expect(later.body.requests[0].overdue).toBe(true);
    const viewed = await entries('privacy-requests.viewed');
    expect(viewed.map((e) => [e.actor, e.details])).toEqual([
      [TEST_ORGANISER, { count: 1 }],
      [TEST_ORGANISER, { count: 1 }],
    ]);
  });

  it('moves a request to a new state with a note, audited; the applicant sees it', async () => {
    const created = await (await raise({ kind: 'access', details: 'What do you hold?' })).json();
    const organiser = await signInOrganiser(api);
    const res = await patch(created.request.id, { state: 'IN_PROGRESS', note: 'Gathering the export' }, organiser);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'The privacy request was updated',
      request: { id: created.request.id, state: 'IN_PROGRESS', note: 'Gathering the export' },
    });
    const [row] = await api.deps.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.id, created.request.id), eq(privacyRequests.updatedBy, TEST_ORGANISER)));
    expect(row).toMatchObject({ state: 'IN_PROGRESS', note: 'Gathering the export' });
    expect(await entries('privacy-request.updated')).toEqual([
      {
        actor: TEST_ORGANISER,
        target: String(created.request.id),
        details: { state: 'IN_PROGRESS', note: 'Gathering the export' },
        at: new Date(api.clock.now),
      },
    ]);
    const own = await (await get(api, '/privacy-requests', { token })).json();
    expect(own.requests[0]).toMatchObject({ state: 'IN_PROGRESS', note: 'Gathering the export' });
  });

  it('answers 404 for an unknown request and 400 for an unknown state, auditing neither', async () => {
    const organiser = await signInOrganiser(api);
    const missing = await patch(999, { state: 'ANSWERED' }, organiser);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('No such privacy request');
    const created = await (await raise({ kind: 'access', details: 'x' })).json();
    const bad = await patch(created.request.id, { state: 'LOST' }, organiser);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Please choose the request’s new state');
    expect(await entries('privacy-request.updated')).toEqual([]);
  });

  it('is for organisers only: reviewers and applicants get 403', async () => {
    const reviewer = await getJson(api, '/organiser/privacy-requests', await signInReviewer(api));
    expect(reviewer.status).toBe(403);
    expect(reviewer.body.message).toBe('Only organisers can do this');
    const applicant = await getJson(api, '/organiser/privacy-requests', token);
    expect(applicant.status).toBe(403);
    expect(applicant.body.message).toBe('This page is for organisers and reviewers only');
  });
});
