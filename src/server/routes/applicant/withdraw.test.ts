import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissionStatusChanges, submissions, users } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { applicationForm, fieldIds, get, postForm, postJson, signIn } from '../../test/requests.ts';
import { UserDetailsResponseSchema } from '../../../shared/api-types.ts';

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

const withdraw = (token = asha.token) => postJson(api, '/submission/withdraw', {}, { token });

describeApi('POST /api/submission/withdraw', () => {
  it('withdraws: status WITHDRAWN in the history, the applicant reads it, the submitted flag is cleared', async () => {
    const res = await withdraw();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your application has been withdrawn' });
    const [row] = await api.deps.db.select().from(submissions);
    expect(row!.status).toBe('WITHDRAWN');
    const changes = await api.deps.db.select().from(submissionStatusChanges);
    expect(changes).toMatchObject([{ status: 'WITHDRAWN', changedBy: 'applicant' }]);
    const details = UserDetailsResponseSchema.parse(
      await (await get(api, '/user-details', { token: asha.token })).json(),
    );
    expect(details.user.isApplicationSubmitted).toBe(false);
    expect(details.applicationStatus).toMatchObject({ status: 'WITHDRAWN', history: [{ status: 'WITHDRAWN' }] });
  });

  it('refuses a second withdrawal with 409 and changes nothing', async () => {
    await withdraw();
    const before = await api.counts();
    const again = await withdraw();
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Your application is already withdrawn' });
    expect(await api.counts()).toEqual(before);
  });

  it('answers 404 to a user who never applied', async () => {
    const { token } = await signIn(api, '9876500000');
    const res = await withdraw(token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'You have no application to withdraw' });
  });

  it('asks for a session', async () => {
    const res = await api.app.request('/api/submission/withdraw', { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('lets the applicant apply again while the window is open, keeping the withdrawn one', async () => {
    await withdraw();
    const ids = await fieldIds(api, asha.token);
    const res = await postForm(api, '/create-submission', applicationForm(ids), { token: asha.token });
    expect(res.status).toBe(201);
    const rows = await api.deps.db.select().from(submissions).orderBy(submissions.createdAt);
    expect(rows.map((r) => r.status).sort()).toEqual(['SUBMITTED', 'WITHDRAWN']);
    const details = UserDetailsResponseSchema.parse(
      await (await get(api, '/user-details', { token: asha.token })).json(),
    );
    expect(details.applicationStatus?.status).toBe('SUBMITTED');
    // Still one live application at a time.
    const third = await postForm(api, '/create-submission', applicationForm(ids), { token: asha.token });
    expect(third.status).toBe(409);
    const [user] = await api.deps.db.select().from(users);
    expect(user!.isApplicationSubmitted).toBe(true);
  });

  it('keeps a withdrawn application out of decisions: an organiser status change is refused with a message', async () => {
    await withdraw();
    const organiser = await signInOrganiser(api);
    const before = await api.counts();
    const res = await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'ACCEPTED' },
      { token: organiser },
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'The applicant withdrew this application: its status cannot be changed',
    });
    expect(await api.counts()).toEqual(before);
    expect(api.sms.statuses).toEqual([]);
  });

  it('shows organisers the withdrawn status in the list and the detail', async () => {
    await withdraw();
    const organiser = await signInOrganiser(api);
    const list = await (await get(api, '/organiser/submissions', { token: organiser })).json();
    expect(list.submissions).toMatchObject([{ id: asha.submissionId, status: 'WITHDRAWN' }]);
    const detail = await (await get(api, `/organiser/submissions/${asha.submissionId}`, { token: organiser })).json();
    expect(detail.submission.history).toMatchObject([{ status: 'WITHDRAWN', by: 'applicant' }]);
  });

  it('serialises two withdrawals racing: one wins, the other is told it is already withdrawn', async () => {
    const results = await Promise.all([withdraw(), withdraw()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await api.deps.db.select().from(submissionStatusChanges)).toHaveLength(1);
  });
});
