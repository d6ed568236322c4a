import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  applicationDraftFiles,
  applicationDrafts,
  cofounderInvites,
  reviews,
  sessions,
  startups,
  submissionFiles,
  submissionFingerprints,
  submissionStatusChanges,
  submissionVersions,
  submissions,
  users,
} from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';
import { PDF, get, postJson, sendOtpSolving } from '../../test/requests.ts';

let api: TestApi;
let asha: Applicant;
const MOBILE = '9876543210';

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, MOBILE);
});

const deleteMe = (otp: unknown, token = asha.token) =>
  api.app.request('/api/me', {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ otp }),
  });
/** A fresh code for the signed-in number, through the one OTP service. */
async function freshCode() {
  api.clock.advance(31_000);
  expect((await sendOtpSolving(api, MOBILE)).status).toBe(200);
  return api.sms.lastCode(MOBILE);
}

describeApi('GET /api/me/export', () => {
  it('gives the user everything held about them: profile, startup, application with versions and history, files with links', async () => {
    const res = await get(api, '/me/export', { token: asha.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toContain('attachment');
    const data = await res.json();
    expect(data.profile).toMatchObject({ mobile: MOBILE, name: 'Asha Mehta' });
    expect(data.startup.name).toBe('Krishi Sense');
    expect(data.applications).toHaveLength(1);
    const [app] = data.applications;
    expect(app).toMatchObject({ id: asha.submissionId, status: 'SUBMITTED', version: 1, history: [] });
    expect(app.versions).toEqual([expect.objectContaining({ version: 1 })]);
    expect(app.files).toEqual([expect.objectContaining({ fieldName: 'pitchDeck', originalName: 'deck.pdf' })]);
    expect(data).toMatchObject({ draft: null, invites: [] });
    expect(
      (await postJson(api, '/cofounders', { mobile: '9812345678', role: 'CTO' }, { token: asha.token })).status,
    ).toBe(201);
    const withInvite = await (await get(api, '/me/export', { token: asha.token })).json();
    expect(withInvite.invites).toMatchObject([{ mobile: '9812345678', role: 'CTO', status: 'pending' }]);
    const file = await get(api, app.files[0].link.replace(/^\/api/, ''), { token: asha.token });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('never serves another user their files', async () => {
    const other = await submitApplication(api, '9876500001');
    const data = await (await get(api, '/me/export', { token: asha.token })).json();
    const res = await get(api, data.applications[0].files[0].link.replace(/^\/api/, ''), { token: other.token });
    expect(res.status).toBe(404);
  });
});

describeApi('DELETE /api/me', () => {
  it('refuses a wrong or malformed code with a message and changes nothing', async () => {
    await freshCode();
    const before = await api.counts();
    const wrong = await deleteMe('000000');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: 'Invalid OTP. Please try again' });
    const malformed = await deleteMe('12');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Please enter a valid 6-digit OTP' });
    const { otp_codes: _codes, ...rest } = await api.counts();
    const { otp_codes: _before, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect((await get(api, '/user-details', { token: asha.token })).status).toBe(200);
  });

  it('erases the person although strangers guessed the code wrong 5 times: their session proves the owner', async () => {
    const otp = await freshCode();
    for (let i = 0; i < 5; i++) {
      await postJson(api, '/verify-otp', { mobile: MOBILE, otp: '000000' }, { ip: `203.0.113.${i}` });
    }
    expect((await postJson(api, '/verify-otp', { mobile: MOBILE, otp })).status).toBe(429);
    const res = await deleteMe(otp);
    expect(res.status).toBe(200);
    expect(await api.deps.db.select().from(users).where(eq(users.mobile, MOBILE))).toEqual([]);
  });

  it('erases the person: profile, startup, drafts, files and sessions; withdraws and anonymises the application, keeping its scores', async () => {
    const reviewer = await signInReviewer(api);
    await putJson(api, `/organiser/submissions/${asha.submissionId}/review`, { scores: allScores(4) }, reviewer);
    await api.deps.db
      .insert(applicationDrafts)
      .values({ userId: 1, answers: { startupName: 'x' }, updatedAt: new Date() });
    await postJson(api, '/cofounders', { mobile: '9812345678', role: 'CTO' }, { token: asha.token });
    const otp = await freshCode();
    const res = await deleteMe(otp);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your account and your data have been deleted' });
    expect(await api.deps.db.select().from(cofounderInvites)).toEqual([]);
    expect(await api.deps.db.select().from(submissionFingerprints)).toEqual([]);

    const [user] = await api.deps.db.select().from(users).where(eq(users.id, 1));
    expect(user).toMatchObject({ name: '', email: '', age: null, isProfileCompleted: false });
    expect(user!.mobile).not.toBe(MOBILE);
    expect(await api.deps.db.select().from(startups)).toEqual([]);
    expect(await api.deps.db.select().from(applicationDrafts)).toEqual([]);
    expect(await api.deps.db.select().from(applicationDraftFiles)).toEqual([]);
    expect(await api.deps.db.select().from(submissionFiles)).toEqual([]);
    expect(await api.uploads()).toEqual([]);
    expect((await api.deps.db.select().from(sessions)).filter((s) => s.userId === 1)).toEqual([]);
    expect((await get(api, '/user-details', { token: asha.token })).status).toBe(401);

    const [app] = await api.deps.db.select().from(submissions);
    expect(app!.status).toBe('WITHDRAWN');
    const everything = JSON.stringify([app, await api.deps.db.select().from(submissionVersions)]);
    for (const personal of ['Asha', MOBILE, 'asha@example.com', 'Pune']) expect(everything).not.toContain(personal);
    expect(app!.answers.find((a) => a.name === 'startupName')!.value).toBe('Krishi Sense');
    expect(await api.deps.db.select().from(submissionStatusChanges)).toMatchObject([
      { status: 'WITHDRAWN', note: 'The applicant deleted their account', changedBy: 'applicant' },
    ]);
    expect(await api.deps.db.select().from(reviews)).toHaveLength(1);

    const organiser = await signInOrganiser(api);
    const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(body.submission).toMatchObject({ status: 'WITHDRAWN', applicantName: '', reviewCount: 1 });
    expect(JSON.stringify(body)).not.toContain('Asha');

    // The number may sign up again, as a new, empty account.
    api.clock.advance(31_000);
    expect((await sendOtpSolving(api, MOBILE)).status).toBe(200);
    const again = await postJson(api, '/verify-otp', { mobile: MOBILE, otp: api.sms.lastCode(MOBILE) });
    expect((await again.json()).user).toMatchObject({ isProfileCompleted: false, isApplicationSubmitted: false });
  });
});
