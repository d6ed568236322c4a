import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  applicationDraftFiles,
  applicationDrafts,
  cofounderInvites,
  inviteSmsDays,
  inviteSmsNumbers,
  reviews,
  sessions,
  startups,
  statusSms,
  submissionFiles,
  submissionFingerprints,
  submissionStatusChanges,
  submissionVersions,
  submissions,
  users,
} from '../../db/schema.ts';
import { formatIst } from '../../../shared/india-time.ts';
import { MY_DATA_MESSAGES } from '../../../shared/messages/my-data.ts';
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
import { decide } from '../../test/place-fixtures.ts';
import {
  PDF,
  VALID_ANSWERS,
  applicationForm,
  fieldIds,
  get,
  postJson,
  sendOtpSolving,
  signIn,
} from '../../test/requests.ts';

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

const DRAFT_DECK = Buffer.concat([PDF, Buffer.from('the draft deck')]);

/** PUT or POST a multipart body as Asha. */
async function sendForm(method: string, path: string, form: FormData) {
  const encoded = new Response(form);
  return api.app.request(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${asha.token}`, 'Content-Type': encoded.headers.get('content-type')! },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
}

/** A link opened from the downloaded export: its own absolute address, no Authorization header. */
const fromFile = (url: string) => {
  const { pathname, search } = new URL(url);
  expect(url.startsWith(`${api.deps.siteUrl}/`)).toBe(true);
  return api.app.request(`${pathname}${search}`);
};

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
    // Opened from the downloaded file: an absolute address, no Authorization header.
    expect(app.files[0].link).toMatch(/^https:\/\/launchpad\.example\/api\/my-files\/[^/]+\/deck\.pdf\?/);
    const file = await fromFile(app.files[0].link);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('signs the file links for a week and says so in the export; an expired, altered or signed-out link is refused', async () => {
    const data = await (await get(api, '/me/export', { token: asha.token })).json();
    const validUntil = new Date(api.clock.now + 7 * 24 * 3_600_000);
    expect(data.fileLinks).toEqual({
      validUntil: validUntil.toISOString(),
      note: `Each file link in this export opens the file without signing in until ${formatIst(validUntil)}, unless you sign out first on the device that downloaded it. After that, download your data again from your profile.`,
    });
    const link: string = data.applications[0].files[0].link;
    const refusal = async (url: string) => {
      const res = await fromFile(url);
      return [res.status, await res.json()];
    };
    const notFound = [404, { message: 'No such file in this application' }];
    expect(await refusal(link.replace(/sig=[^&]+/, 'sig=AAAA'))).toEqual(notFound);
    expect(await refusal(link.replace(/until=\d+/, (m) => `until=${Number(m.slice(6)) + 1}`))).toEqual(notFound);
    expect(await refusal(link.replace(/\?.*$/, ''))).toEqual(notFound);
    // Another user's link cannot be made from Asha's: the signature names her.
    const ravi = await submitApplication(api, '9876500003');
    const raviData = await (await get(api, '/me/export', { token: ravi.token })).json();
    const raviId = new URL(raviData.applications[0].files[0].link).searchParams.get('by')!;
    expect(await refusal(link.replace(/by=\d+/, `by=${raviId}`))).toEqual(notFound);

    api.clock.advance(7 * 24 * 3_600_000 + 1000);
    expect(await refusal(link)).toEqual([403, { message: MY_DATA_MESSAGES.linkExpired }]);
    api.clock.advance(-(7 * 24 * 3_600_000 + 1000));
    expect((await fromFile(link)).status).toBe(200);
    expect((await postJson(api, '/logout', {}, { token: asha.token })).status).toBe(200);
    expect(await refusal(link)).toEqual([403, { message: MY_DATA_MESSAGES.linkEnded }]);
  });

  it('exports a non-empty draft with its file, two versions, a history of several entries, and links that download each file', async () => {
    const organiser = await signInOrganiser(api);
    await decide(api, organiser, asha.submissionId, 'UNDER_REVIEW');
    const ids = await fieldIds(api, asha.token);
    const edited = applicationForm(ids, { ...VALID_ANSWERS, startupName: 'Krishi Sense Labs' }, {});
    expect((await sendForm('PUT', '/submission', edited)).status).toBe(200);
    expect((await postJson(api, '/submission/withdraw', {}, { token: asha.token })).status).toBe(200);
    // Applying again: a draft with answers and a deck.
    const draftAnswers = { startupName: 'Krishi Sense Two', startupDescription: 'Sensors, again' };
    const savedAnswers = await api.app.request('/api/application-draft', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${asha.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ answers: draftAnswers }),
    });
    expect(savedAnswers.status).toBe(200);
    const draftDeck = new FormData();
    draftDeck.append(
      'pitchDeck',
      new File([new Uint8Array(DRAFT_DECK)], 'draft-deck.pdf', { type: 'application/pdf' }),
    );
    expect((await sendForm('PUT', '/application-draft/files/pitchDeck', draftDeck)).status).toBe(200);

    const data = await (await get(api, '/me/export', { token: asha.token })).json();
    const [app] = data.applications;
    expect(app).toMatchObject({ id: asha.submissionId, status: 'WITHDRAWN', version: 2 });
    expect(app.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    const startupName = (v: { answers: { name: string; value: string }[] }) =>
      v.answers.find((a) => a.name === 'startupName')!.value;
    expect(app.versions.map(startupName)).toEqual(['Krishi Sense', 'Krishi Sense Labs']);
    expect(app.versions[0].files).toEqual([
      expect.objectContaining({ fieldName: 'pitchDeck', originalName: 'deck.pdf' }),
    ]);
    expect(app.history).toEqual([
      { status: 'UNDER_REVIEW', note: '', at: expect.any(String) },
      { status: 'WITHDRAWN', note: '', at: expect.any(String) },
    ]);
    expect(data.draft).toEqual({
      answers: draftAnswers,
      updatedAt: expect.any(String),
      files: [
        {
          fieldName: 'pitchDeck',
          originalName: 'draft-deck.pdf',
          mimeType: 'application/pdf',
          size: DRAFT_DECK.length,
          link: expect.stringMatching(
            /^https:\/\/launchpad\.example\/api\/my-draft-files\/pitchDeck\/draft-deck\.pdf\?/,
          ),
        },
      ],
    });
    const bytesOf = async (link: string) => {
      const res = await fromFile(link);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Disposition')).toMatch(/^attachment/);
      return Buffer.from(await res.arrayBuffer());
    };
    expect((await bytesOf(data.draft.files[0].link)).equals(DRAFT_DECK)).toBe(true);
    expect((await bytesOf(app.files[0].link)).equals(PDF)).toBe(true);
    const other = await signIn(api, '9876500001');
    expect((await get(api, '/me/draft-files/pitchDeck', { token: other.token })).status).toBe(404);
  });

  it('exports the invites the user received: other applicants’ teams naming their number', async () => {
    const ravi = await submitApplication(api, '9876500002', { name: 'Ravi Kumar', startupName: 'Jal Labs' });
    expect((await postJson(api, '/cofounders', { mobile: MOBILE, role: 'CTO' }, { token: ravi.token })).status).toBe(
      201,
    );
    const data = await (await get(api, '/me/export', { token: asha.token })).json();
    expect(data.invites).toEqual([]);
    expect(data.invitesReceived).toEqual([
      {
        inviterName: 'Ravi Kumar',
        startupName: 'Jal Labs',
        role: 'CTO',
        status: 'pending',
        invitedAt: expect.any(String),
        respondedAt: null,
      },
    ]);
  });

  it('never serves another user their files', async () => {
    const other = await submitApplication(api, '9876500001');
    const [file] = await api.deps.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, asha.submissionId));
    const res = await get(api, `/me/files/${file!.id}`, { token: other.token });
    expect(res.status).toBe(404);
    expect((await get(api, `/me/files/${file!.id}`, { token: asha.token })).status).toBe(200);
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
    // The deck's answer was the applicant's own file name; the file itself is gone.
    for (const personal of ['Asha', MOBILE, 'asha@example.com', 'Pune', 'deck.pdf'])
      expect(everything).not.toContain(personal);
    expect(app!.answers.find((a) => a.name === 'startupName')!.value).toBe('Krishi Sense');
    expect(app!.answers.find((a) => a.name === 'pitchDeck')!.value).toBe('');
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

  it('erases the draft’s files from the store and the invites to the user’s number, keeping the invite SMS counts', async () => {
    expect(
      (await postJson(api, '/cofounders', { mobile: '9812345679', role: 'CEO' }, { token: asha.token })).status,
    ).toBe(201);
    expect((await postJson(api, '/submission/withdraw', {}, { token: asha.token })).status).toBe(200);
    const draftDeck = new FormData();
    draftDeck.append(
      'pitchDeck',
      new File([new Uint8Array(DRAFT_DECK)], 'draft-deck.pdf', { type: 'application/pdf' }),
    );
    expect((await sendForm('PUT', '/application-draft/files/pitchDeck', draftDeck)).status).toBe(200);
    const [drafted] = await api.deps.db.select().from(applicationDraftFiles);
    expect(await api.uploads()).toContain(drafted!.storageKey);
    const ravi = await submitApplication(api, '9876500002');
    const raviId = (await api.deps.db.select().from(users).where(eq(users.mobile, ravi.mobile)))[0]!.id;
    for (const mobile of [MOBILE, '9812345678'])
      expect((await postJson(api, '/cofounders', { mobile, role: 'CTO' }, { token: ravi.token })).status).toBe(201);

    expect((await deleteMe(await freshCode())).status).toBe(200);
    // Only Ravi's deck is left.
    const raviFiles = await api.deps.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, ravi.submissionId));
    expect(await api.uploads()).toEqual(raviFiles.map((f) => f.storageKey));
    expect(await api.deps.db.select().from(applicationDraftFiles)).toEqual([]);
    expect(await api.deps.db.select().from(cofounderInvites)).toMatchObject([
      { inviterId: raviId, mobile: '9812345678' },
    ]);
    // Keyed by mobiles, the counts outlive the account: erasing and signing up again must not reset them.
    expect((await api.deps.db.select().from(inviteSmsNumbers)).map((r) => [r.inviterMobile, r.mobile]).sort()).toEqual([
      [ravi.mobile, '9812345678'],
      [ravi.mobile, MOBILE],
      [MOBILE, '9812345679'],
    ]);
    expect((await api.deps.db.select().from(inviteSmsDays)).map((r) => [r.inviterMobile, r.sent]).sort()).toEqual([
      [ravi.mobile, 2],
      [MOBILE, 1],
    ]);
  });

  it('cancels the status SMS not sent yet: the outbox never sends them; one sent stays in the record without the number', async () => {
    const organiser = await signInOrganiser(api);
    await decide(api, organiser, asha.submissionId, 'WAITLISTED');
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.map((s) => s.mobile)).toEqual([MOBILE]);
    api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 0 };
    try {
      await decide(api, organiser, asha.submissionId, 'REJECTED');
      await api.deps.smsOutbox.idle();
      expect(await api.deps.db.select().from(statusSms).orderBy(asc(statusSms.statusChangeId))).toMatchObject([
        { sentAt: expect.any(Date) },
        { sentAt: null },
      ]);
    } finally {
      api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 2000 };
    }

    expect((await deleteMe(await freshCode())).status).toBe(200);
    const left = await api.deps.db.select().from(statusSms);
    expect(left).toHaveLength(1);
    expect(left[0]!.sentAt).not.toBeNull();
    expect(left[0]!.mobile).not.toBe(MOBILE);
    api.clock.advance(24 * 60 * 60_000);
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.map((s) => s.mobile)).toEqual([MOBILE]);
  });
});
