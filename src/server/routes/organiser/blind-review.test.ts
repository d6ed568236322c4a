/**
 * Blind review over every output: an applicant fills every field reviewers may not read with a marker, and an organiser
 * tags the application (a shared and a private tag); no reviewer answer (list, search, detail, file headers, CSV and
 * JSON export) holds any marker, while organisers read them all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { cofounderInvites, submissionFiles, submissions } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, putJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';
import {
  PDF,
  VALID_ANSWERS,
  VALID_PROFILE,
  applicationForm,
  fieldIds,
  get,
  postForm,
  postJson,
  signIn,
} from '../../test/requests.ts';

const MOBILE = '9812345670';
/** Every value a reviewer must never read, by where it was entered. */
const HIDDEN = {
  profileName: 'Zqxprofname Mehta',
  profileEmail: 'zqxprofmail@example.com',
  profileCity: 'Zqxprofcity',
  website: 'https://zqxwebsite.example',
  linkedIn: 'https://www.linkedin.com/in/zqxlinkedin',
  fullName: 'Zqxfullname Mehta',
  cityState: 'Zqxcitystate, Maharashtra',
  answerEmail: 'zqxanswermail@example.com',
  cofounderName: 'Zqxcofounder Rao',
  cofounderRole: 'Zqxcofrole CTO',
  deckFileName: 'zqxdeckfile.pdf',
  mobile: MOBILE,
  /** Co-founders invited by mobile: one who accepted (a verified member), one who has not answered. */
  acceptedCofounder: '9812399991',
  pendingCofounder: '9812399992',
  /** The organisers' tags: reviewers read none (STANDING_VISIBLE). */
  sharedTag: 'zqxsharedtag',
  privateTag: 'zqxprivatetag',
};
/** What reviewers do read, so a test that strips everything cannot pass. */
const VISIBLE = {
  startupName: 'Zqvisible Labs',
  description: 'Drip irrigation run by text message.',
  acceptedRole: 'Zqvisrole Engineer',
};

let api: TestApi;
let organiser: string;
let reviewer: string;
let submissionId: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  const { token } = await signIn(api, MOBILE);
  const profile = {
    ...VALID_PROFILE,
    name: HIDDEN.profileName,
    email: HIDDEN.profileEmail,
    city: HIDDEN.profileCity,
    website: HIDDEN.website,
    linkedIn: HIDDEN.linkedIn,
  };
  expect((await postJson(api, '/user-details', profile, { token })).status).toBe(200);
  const answers = {
    ...VALID_ANSWERS,
    fullName: HIDDEN.fullName,
    cityState: HIDDEN.cityState,
    phoneNumber: MOBILE,
    email: HIDDEN.answerEmail,
    startupName: VISIBLE.startupName,
    startupDescription: VISIBLE.description,
    hasCofounders: 'true',
    cofounderName: HIDDEN.cofounderName,
    cofounderRole: HIDDEN.cofounderRole,
  };
  const form = applicationForm(await fieldIds(api, token), answers, {
    pitchDeck: { bytes: PDF, name: HIDDEN.deckFileName },
  });
  const res = await postForm(api, '/create-submission', form, { token });
  expect(res.status, await res.clone().text()).toBe(201);
  submissionId = ((await res.json()) as { submission: { id: string } }).submission.id;
  for (const [mobile, role] of [
    [HIDDEN.acceptedCofounder, VISIBLE.acceptedRole],
    [HIDDEN.pendingCofounder, 'Zqpendrole Designer'],
  ])
    expect((await postJson(api, '/cofounders', { mobile, role }, { token })).status).toBe(201);
  await api.deps.db
    .update(cofounderInvites)
    .set({ status: 'accepted' })
    .where(eq(cofounderInvites.mobile, HIDDEN.acceptedCofounder));
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
  const tags = [{ name: HIDDEN.sharedTag }, { name: HIDDEN.privateTag, private: true }];
  expect((await putJson(api, `/organiser/submissions/${submissionId}/tags`, { tags }, organiser)).status).toBe(200);
});

const raw = async (path: string, token: string) => {
  const res = await get(api, path, { token });
  expect(res.status, path).toBe(200);
  return { text: await res.text(), headers: [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n') };
};

/** Everything `token` can read about the application, as one text. */
async function everything(token: string): Promise<string> {
  const list = await raw('/organiser/submissions', token);
  const detail = await raw(`/organiser/submissions/${submissionId}`, token);
  const files = (JSON.parse(detail.text) as { submission: { files: { id: string }[] } }).submission.files;
  const fileHeaders = await Promise.all(
    files.map(async (f) => (await raw(`/organiser/submissions/${submissionId}/files/${f.id}`, token)).headers),
  );
  const csv = await raw('/organiser/export?format=csv', token);
  const json = await raw('/organiser/export?format=json', token);
  return [list.text, detail.text, ...fileHeaders, csv.text, json.text].join('\n');
}

const found = (text: string) =>
  Object.entries(HIDDEN)
    .filter(([, marker]) => text.toLowerCase().includes(marker.toLowerCase()))
    .map(([where]) => where);

describeApi('blind review, field by field', () => {
  it('sends reviewers no hidden field anywhere (list, detail, file names, CSV and JSON export)', async () => {
    const seen = await everything(reviewer);
    expect(found(seen)).toEqual([]);
    expect(seen).toContain(VISIBLE.startupName);
    expect(seen).toContain(VISIBLE.description);
    expect(seen).toContain('pitchDeck.pdf');
    // The verified team member's role, and only theirs.
    expect(seen).toContain(VISIBLE.acceptedRole);
    expect(seen).not.toContain('Zqpendrole');
  });

  it('lets organisers read every field', async () => {
    expect(found(await everything(organiser))).toEqual(Object.keys(HIDDEN));
  });

  it('never finds an application for a reviewer searching by a hidden value; organisers find it', async () => {
    const search = async (q: string, token: string) =>
      (await getJson(api, `/organiser/submissions?q=${encodeURIComponent(q)}`, token)).body.total;
    for (const q of [HIDDEN.profileName, HIDDEN.fullName, HIDDEN.answerEmail, HIDDEN.profileEmail, MOBILE]) {
      expect(await search(q, reviewer), q).toBe(0);
      expect(await search(q, organiser), q).toBe(1);
    }
    expect(await search('zqvisible', reviewer)).toBe(1);
  });

  it('flags for organisers only an application whose visible answers name the team', async () => {
    const detail = (token: string) => getJson(api, `/organiser/submissions/${submissionId}`, token);
    expect((await detail(organiser)).body.submission.mayRevealTeam).toEqual([]);
    const [stored] = await api.deps.db.select().from(submissions).where(eq(submissions.id, submissionId));
    const answers = stored!.answers.map((a) =>
      a.name === 'startupDescription' ? { ...a, value: 'Built by ZQXCOFOUNDER and friends.' } : a,
    );
    await api.deps.db.update(submissions).set({ answers }).where(eq(submissions.id, submissionId));
    expect((await detail(organiser)).body.submission.mayRevealTeam).toEqual([
      { field: 'Startup Description', name: 'zqxcofounder' },
    ]);
    expect((await detail(reviewer)).body.submission).not.toHaveProperty('mayRevealTeam');
  });

  it('shows a reviewer a file answer as attached, never its file name, once the stored file is gone too', async () => {
    await api.deps.db.delete(submissionFiles).where(eq(submissionFiles.submissionId, submissionId));
    const detail = await raw(`/organiser/submissions/${submissionId}`, reviewer);
    expect(JSON.parse(detail.text).submission.answers).toContainEqual(
      expect.objectContaining({ name: 'pitchDeck', value: 'File attached' }),
    );
    const csv = await raw('/organiser/export?format=csv', reviewer);
    expect(csv.text).toContain('File attached');
    for (const output of [detail.text, csv.text]) expect(output).not.toContain(HIDDEN.deckFileName);
    expect((await raw('/organiser/export?format=csv', organiser)).text).toContain(HIDDEN.deckFileName);
  });

  it('does not serve a reviewer the file of a hidden field', async () => {
    const detail = await getJson(api, `/organiser/submissions/${submissionId}`, organiser);
    const [deck] = detail.body.submission.files as { id: string }[];
    const declared = api.deps.visibility;
    api.deps.visibility = { ...declared, answers: new Set(['startupName']) };
    try {
      const res = await get(api, `/organiser/submissions/${submissionId}/files/${deck!.id}`, { token: reviewer });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'No such file in this application' });
      const seen = await getJson(api, `/organiser/submissions/${submissionId}`, reviewer);
      expect(seen.body.submission.files).toEqual([]);
      expect(seen.body.submission.answers.map((a: { name: string }) => a.name)).toEqual(['startupName']);
    } finally {
      api.deps.visibility = declared;
    }
  });
});
