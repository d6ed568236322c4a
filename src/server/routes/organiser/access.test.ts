import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { rolesFromLists } from '../../staff/roles.ts';
import { loadSite } from '../../static/site-index.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { get, postJson, signIn } from '../../test/requests.ts';
import { putJson, submitApplication } from '../../test/organiser-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const ENDPOINTS: [string, string][] = [
  ['GET', '/organiser/submissions'],
  ['GET', '/organiser/submissions/00000000-0000-4000-8000-000000000000'],
  ['GET', '/organiser/submissions/00000000-0000-4000-8000-000000000000/files/00000000-0000-4000-8000-000000000000'],
  ['PUT', '/organiser/submissions/00000000-0000-4000-8000-000000000000/review'],
  ['POST', '/organiser/submissions/00000000-0000-4000-8000-000000000000/status'],
  ['GET', '/organiser/export?format=csv'],
  ['GET', '/organiser/stats'],
  ['GET', '/organiser/settings'],
  ['PUT', '/organiser/settings'],
  ['GET', '/organiser/notifications'],
  ['GET', '/organiser/retention'],
  ['PUT', '/organiser/retention'],
  ['GET', '/organiser/breach-notices'],
  ['POST', '/organiser/breach-notices/preview'],
  ['POST', '/organiser/breach-notices'],
];

const call = (method: string, path: string, token?: string) =>
  api.app.request(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });

describeApi('organiser access', () => {
  it('answers 401 with a message to anonymous callers on every endpoint', async () => {
    for (const [method, path] of ENDPOINTS) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).message).toBe('Please sign in to continue');
    }
  });

  it('answers 403 to a participant on every endpoint and stores nothing', async () => {
    const { token } = await submitApplication(api, '9876543210');
    const before = await api.counts();
    for (const [method, path] of ENDPOINTS) {
      const res = await call(method, path, token);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).message).toBe('This page is for organisers and reviewers only');
    }
    expect(await api.counts()).toEqual(before);
  });

  it('gives the configured numbers their role in every user view; everyone else stays PARTICIPATOR', async () => {
    const organiser = await signIn(api, TEST_ORGANISER);
    expect((organiser.user as unknown as { role: string }).role).toBe('ORGANISER');
    const reviewer = await signIn(api, TEST_REVIEWER);
    const details = await (await get(api, '/user-details', { token: reviewer.token })).json();
    expect(details.user.role).toBe('REVIEWER');
    const participant = await signIn(api, '9876543210');
    expect((participant.user as unknown as { role: string }).role).toBe('PARTICIPATOR');
  });

  it('decides roles from configuration on every request: a restart with new lists changes access', async () => {
    const { token } = await signIn(api, TEST_REVIEWER);
    expect((await get(api, '/organiser/submissions', { token })).status).toBe(200);
    // The same database and session, served by a process started with REVIEWER_MOBILES emptied.
    const restarted = createApp({
      site: await loadSite('/nonexistent'),
      api: { ...api.deps, roles: rolesFromLists([TEST_REVIEWER], []) },
    });
    const headers = { Authorization: `Bearer ${token}` };
    expect((await restarted.request('/api/organiser/submissions', { headers })).status).toBe(200);
    const me = await (await restarted.request('/api/user-details', { headers })).json();
    expect(me.user.role).toBe('ORGANISER');
    const revoked = createApp({
      site: await loadSite('/nonexistent'),
      api: { ...api.deps, roles: rolesFromLists([], []) },
    });
    expect((await revoked.request('/api/organiser/submissions', { headers })).status).toBe(403);
  });

  it('lets only organisers change a status or the window: reviewers get 403 and nothing is stored', async () => {
    const { submissionId } = await submitApplication(api, '9876543210');
    const { token } = await signIn(api, TEST_REVIEWER);
    const before = await api.counts();
    const status = await postJson(
      api,
      `/organiser/submissions/${submissionId}/status`,
      { status: 'SHORTLISTED' },
      { token },
    );
    expect(status.status).toBe(403);
    expect((await status.json()).message).toBe('Only organisers can do this');
    const settings = await putJson(
      api,
      '/organiser/settings',
      { applicationsOpenAt: '2026-01-01T00:00:00+05:30', applicationsCloseAt: '2026-02-01T00:00:00+05:30' },
      token,
    );
    expect(settings.status).toBe(403);
    expect(await api.counts()).toEqual(before);
  });
});
