import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ApplicantSubmissionSchema, SubmissionEditResponseSchema } from '../../../shared/api-types.ts';
import { submissionFiles, submissionVersions, submissions } from '../../db/schema.ts';
import { saveWindow } from '../../applications/window.ts';
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
import { PDF, VALID_ANSWERS, applicationForm, fieldIds, get, postJson, signIn } from '../../test/requests.ts';

let api: TestApi;
let asha: Applicant;
let ids: Record<string, number>;
const MINUTE = 60_000;
const ANSWERS = { ...VALID_ANSWERS, phoneNumber: '9876543210' };
const DECK_2 = Buffer.concat([PDF, Buffer.from('second version of the deck')]);

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
  ids = await fieldIds(api, asha.token);
});

/** PUT /api/submission with the same multipart shape as a submission. */
async function edit(form: FormData, token = asha.token) {
  const encoded = new Response(form);
  return api.app.request('/api/submission', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': encoded.headers.get('content-type')! },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
}
const answersOnly = (over: Record<string, string>) => applicationForm(ids, { ...ANSWERS, ...over }, {});

/** Nothing about the application changed: rows, versions and stored files. */
async function snapshot() {
  // The deck's text is read in the background after each save: let it land, so only the edit can change a row.
  await api.deps.deckText.idle();
  return {
    counts: await api.counts(),
    submission: (await api.deps.db.select().from(submissions))[0],
    files: await api.deps.db.select().from(submissionFiles),
    uploads: (await api.uploads()).sort(),
  };
}

describeApi('PUT /api/submission', () => {
  it('saves an edit as version 2, keeps the deck that was not sent again, and names what changed', async () => {
    const res = await edit(answersOnly({ startupDescription: 'Soil sensors, now with weather data.' }));
    expect(res.status).toBe(200);
    expect(SubmissionEditResponseSchema.parse(await res.json())).toEqual({
      message: 'Your changes are saved',
      version: 2,
      changed: [{ name: 'startupDescription', label: 'Startup Description' }],
    });
    const [row] = await api.deps.db.select().from(submissions);
    expect(row).toMatchObject({ version: 2, status: 'SUBMITTED', editedAt: new Date(api.clock.now) });
    expect(row!.answers.find((a) => a.name === 'startupDescription')!.value).toBe(
      'Soil sensors, now with weather data.',
    );
    expect(row!.answers.find((a) => a.name === 'pitchDeck')!.value).toBe('deck.pdf');
    const versions = await api.deps.db.select().from(submissionVersions).orderBy(submissionVersions.version);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]!.answers.find((a) => a.name === 'startupDescription')!.value).toBe(
      VALID_ANSWERS.startupDescription,
    );
    expect(versions[1]!.files).toEqual(versions[0]!.files);
    expect(await api.deps.db.select().from(submissionFiles)).toHaveLength(1);
  });

  it('replaces the deck: the new file is stored, the old one deleted, both versions name theirs', async () => {
    const [before] = await api.deps.db.select().from(submissionFiles);
    const res = await edit(applicationForm(ids, ANSWERS, { pitchDeck: { bytes: DECK_2, name: 'deck-v2.pdf' } }));
    expect(res.status).toBe(200);
    expect((await res.json()).changed).toEqual([{ name: 'pitchDeck', label: 'Pitch Deck (PDF)' }]);
    const [after] = await api.deps.db.select().from(submissionFiles);
    expect(after).toMatchObject({
      originalName: 'deck-v2.pdf',
      sha256: createHash('sha256').update(DECK_2).digest('hex'),
    });
    expect(await api.uploads()).toEqual([after!.storageKey]);
    expect(before!.storageKey).not.toBe(after!.storageKey);
    const versions = await api.deps.db.select().from(submissionVersions).orderBy(submissionVersions.version);
    expect(versions.map((v) => v.files.map((f) => f.originalName))).toEqual([['deck.pdf'], ['deck-v2.pdf']]);
  });

  it('allows edits while under review, and refuses them with 403 once a decision is out, changing nothing', async () => {
    const organiser = await signInOrganiser(api);
    const setStatus = (status: string) =>
      postJson(api, `/organiser/submissions/${asha.submissionId}/status`, { status }, { token: organiser });
    expect((await setStatus('UNDER_REVIEW')).status).toBe(200);
    expect((await edit(answersOnly({ startupName: 'Krishi Sense Labs' }))).status).toBe(200);
    expect((await setStatus('SHORTLISTED')).status).toBe(200);
    const before = await snapshot();
    const res = await edit(
      applicationForm(ids, { ...ANSWERS, startupName: 'Late' }, { pitchDeck: { bytes: DECK_2, name: 'x.pdf' } }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: 'Your application can no longer be changed: a decision has been made',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses edits after the window closed with its message, changing nothing', async () => {
    await saveWindow(
      api.deps.db,
      {
        applicationsOpenAt: new Date(api.clock.now - 60 * MINUTE).toISOString(),
        applicationsCloseAt: new Date(api.clock.now - MINUTE).toISOString(),
      },
      'test',
      new Date(api.clock.now),
    );
    const before = await snapshot();
    const res = await edit(answersOnly({ startupName: 'Too late' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Applications are closed' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers an edit that changes nothing with 409, and invalid answers with 400, storing nothing', async () => {
    const before = await snapshot();
    const same = await edit(answersOnly({}));
    expect(same.status).toBe(409);
    expect(await same.json()).toEqual({ message: 'Nothing has changed since the last version' });
    const bad = await edit(answersOnly({ videoPitch: 'not a link', startupName: '' }));
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.message).toBe('Please fix errors before submitting');
    expect(body.errors.startupName).toBe('This field is required');
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the founder’s name, phone and e-mail as first submitted: an edit changing one is refused with 400', async () => {
    const before = await snapshot();
    for (const [name, value] of [
      ['fullName', 'Someone Else'],
      ['phoneNumber', '9000000002'],
      ['email', 'reviewer@example.com'],
    ] as const) {
      const res = await edit(answersOnly({ [name]: value, startupName: 'Krishi Sense Labs' }));
      expect(res.status, name).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Your name, phone number and e-mail address stay as you first submitted them',
        errors: { [name]: 'Your name, phone number and e-mail address stay as you first submitted them' },
      });
    }
    expect(await snapshot()).toEqual(before);
    // The same details with spaces around them are the same details: the edit goes in, keeping them as submitted.
    const res = await edit(answersOnly({ phoneNumber: ' 9876543210 ', startupName: 'Krishi Sense Labs' }));
    expect(res.status).toBe(200);
    expect((await res.json()).changed).toEqual([{ name: 'startupName', label: 'Startup Name' }]);
    const [row] = await api.deps.db.select().from(submissions);
    expect(row!.answers.find((a) => a.name === 'phoneNumber')!.value).toBe('9876543210');
  });

  it('answers 404 to a user without a live application (never applied, or withdrawn)', async () => {
    const { token } = await signIn(api, '9876500000');
    const none = await edit(answersOnly({}), token);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: 'You have no application to change' });
    await postJson(api, '/submission/withdraw', {}, { token: asha.token });
    expect((await edit(answersOnly({ startupName: 'Again' }))).status).toBe(404);
  });

  it('lists, filters and finds the application by its edited answers, no longer by the ones it replaced', async () => {
    const organiser = await signInOrganiser(api);
    const list = async (query: string) =>
      (
        (await getJson(api, `/organiser/submissions?${query}`, organiser)).body.submissions as {
          id: string;
          startupName: string;
          stage: string;
        }[]
      ).map((r) => [r.id, r.startupName, r.stage]);
    expect(await list('q=krishi')).toEqual([[asha.submissionId, 'Krishi Sense', 'MVP_READY']]);
    const edited = { startupName: 'Bhoomi Labs', currentStage: 'IDEA' };
    expect((await edit(answersOnly(edited))).status).toBe(200);
    const now = [[asha.submissionId, 'Bhoomi Labs', 'IDEA']];
    for (const query of ['q=bhoomi', 'q=ASHA%40EXAMPLE', 'stage=IDEA', ''])
      expect(await list(query), query).toEqual(now);
    // The stage answered wins over the profile's; a search still finds the profile's startup name (Krishi Sense).
    expect(await list('stage=MVP_READY')).toEqual([]);
  });

  it('shows organisers "edited after submission" with what changed, and marks reviews saved before the edit', async () => {
    const reviewer = await signInReviewer(api);
    expect(
      (await putJson(api, `/organiser/submissions/${asha.submissionId}/review`, { scores: allScores(3) }, reviewer))
        .status,
    ).toBe(200);
    api.clock.advance(MINUTE);
    expect(
      (await edit(answersOnly({ cityState: 'Mumbai, Maharashtra', startupName: 'Krishi Sense Labs' }))).status,
    ).toBe(200);
    const organiser = await signInOrganiser(api);
    const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(body.submission.edits).toEqual([
      {
        version: 2,
        at: expect.any(String),
        changed: [
          { name: 'cityState', label: 'City, State' },
          { name: 'startupName', label: 'Startup Name' },
        ],
      },
    ]);
    expect(body.submission.reviews).toEqual([expect.objectContaining({ earlierVersion: true })]);
    // Reviewers learn what changed, but never through a field that names the founder.
    const seen = await getJson(api, `/organiser/submissions/${asha.submissionId}`, reviewer);
    expect(seen.body.submission.edits[0].changed).toEqual([{ name: 'startupName', label: 'Startup Name' }]);
    expect(JSON.stringify(seen.body)).not.toContain('Asha');
    // A review saved after the edit scored the version that stands.
    await putJson(api, `/organiser/submissions/${asha.submissionId}/review`, { scores: allScores(4) }, reviewer);
    const again = await getJson(api, `/organiser/submissions/${asha.submissionId}`, reviewer);
    expect(again.body.submission.reviews).toEqual([expect.objectContaining({ earlierVersion: false })]);
  });
});

describeApi('GET /api/submission', () => {
  it('gives the applicant their answers, files and whether they may still change them', async () => {
    const res = await get(api, '/submission', { token: asha.token });
    expect(res.status).toBe(200);
    const { submission } = ApplicantSubmissionSchema.parse(await res.json());
    expect(submission).toMatchObject({ status: 'SUBMITTED', version: 1, editable: true, editRefusal: '' });
    expect(submission.answers).toContainEqual({ name: 'startupName', label: 'Startup Name', value: 'Krishi Sense' });
    expect(submission.answers.every((a) => a.label !== '')).toBe(true);
    expect(submission.files).toEqual([{ fieldName: 'pitchDeck', originalName: 'deck.pdf', size: PDF.length }]);
    const organiser = await signInOrganiser(api);
    await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'REJECTED' },
      { token: organiser },
    );
    const after = ApplicantSubmissionSchema.parse(await (await get(api, '/submission', { token: asha.token })).json());
    expect(after.submission).toMatchObject({
      editable: false,
      editRefusal: 'Your application can no longer be changed: a decision has been made',
    });
  });

  it('answers 404 with a message before applying, only ever the caller’s own, and 401 signed out', async () => {
    const { token } = await signIn(api, '9876543211');
    const none = await get(api, '/submission', { token });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: 'You have no application to change' });
    expect((await get(api, '/submission')).status).toBe(401);
  });

  it('is the one place the applicant reads their application: /api/my-submission is gone', async () => {
    expect((await get(api, '/my-submission', { token: asha.token })).status).toBe(404);
  });
});
