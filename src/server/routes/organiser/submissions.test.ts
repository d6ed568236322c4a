import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { PDF, get, postJson } from '../../test/requests.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';
import { SECURITY_HEADERS } from '../../headers/security-headers.ts';

let api: TestApi;
let asha: Applicant;
let ravi: Applicant;
let organiser: string;
let reviewer: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210', {
    name: 'Asha Mehta',
    startupName: 'Krishi Sense',
    stage: 'MVP_READY',
  });
  api.clock.advance(60_000);
  ravi = await submitApplication(api, '9876543211', { name: 'Ravi Jain', startupName: 'Paani Labs', stage: 'IDEA' });
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
});

/** Every identifying value of the two applicants, as it would appear anywhere in an answer. */
const IDENTIFYING = [
  'Asha Mehta',
  'Ravi Jain',
  '9876543210',
  '9876543211',
  'asha@example.com',
  'Pune',
  'Maharashtra',
  'FEMALE',
  'Hindu',
  '"age"',
  'deck.pdf',
  'linkedin.com/in',
];

describeApi('GET /api/organiser/submissions', () => {
  it('lists every application newest first with startup, stage, status and no reviews yet', async () => {
    const { status, body } = await getJson(api, '/organiser/submissions', organiser);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.submissions).toEqual([
      expect.objectContaining({
        id: ravi.submissionId,
        startupName: 'Paani Labs',
        stage: 'IDEA',
        status: 'SUBMITTED',
        reviewCount: 0,
        weightedScore: null,
        applicantName: 'Ravi Jain',
      }),
      expect.objectContaining({
        id: asha.submissionId,
        startupName: 'Krishi Sense',
        stage: 'MVP_READY',
        applicantName: 'Asha Mehta',
      }),
    ]);
  });

  it('filters by status and stage, searches startup and applicant names, and sorts by weighted score', async () => {
    await putJson(
      api,
      `/organiser/submissions/${asha.submissionId}/review`,
      { scores: allScores(5), comment: '' },
      reviewer,
    );
    await putJson(
      api,
      `/organiser/submissions/${ravi.submissionId}/review`,
      { scores: allScores(2), comment: '' },
      reviewer,
    );
    await postJson(
      api,
      `/organiser/submissions/${ravi.submissionId}/status`,
      { status: 'SHORTLISTED' },
      { token: organiser },
    );

    const ids = async (query: string, token = organiser) =>
      ((await getJson(api, `/organiser/submissions${query}`, token)).body.submissions as { id: string }[]).map(
        (r) => r.id,
      );
    expect(await ids('?status=SHORTLISTED')).toEqual([ravi.submissionId]);
    expect(await ids('?stage=MVP_READY')).toEqual([asha.submissionId]);
    expect(await ids('?q=paani')).toEqual([ravi.submissionId]);
    expect(await ids('?q=mehta')).toEqual([asha.submissionId]);
    expect(await ids('?sort=score&order=desc')).toEqual([asha.submissionId, ravi.submissionId]);
    expect(await ids('?sort=score&order=asc')).toEqual([ravi.submissionId, asha.submissionId]);
    // A reviewer searching an applicant's name finds nothing: the search would reveal who applied.
    expect(await ids('?q=asha', reviewer)).toEqual([]);
    expect(await ids('?q=krishi', reviewer)).toEqual([asha.submissionId]);
  });

  it('lets organisers search by mobile and e-mail, ignoring accents and case; reviewers by startup name only', async () => {
    const cafe = await submitApplication(api, '9876543299', { name: 'Zoë Fernandes', startupName: 'Café Connect' });
    const ids = async (query: string, token = organiser) =>
      (
        (await getJson(api, `/organiser/submissions?q=${encodeURIComponent(query)}`, token)).body.submissions as {
          id: string;
        }[]
      ).map((r) => r.id);
    for (const q of ['cafe', 'CAFÉ', 'café connect', 'zoe', '9876543299'])
      expect(await ids(q), q).toEqual([cafe.submissionId]);
    // Every applicant of the fixtures gave the same address.
    expect(await ids('ASHA@EXAMPLE.COM')).toHaveLength(3);
    // A reviewer finds the startup however it is spelt, but never by who applied or how to reach them.
    expect(await ids('cafe', reviewer)).toEqual([cafe.submissionId]);
    for (const q of ['zoe', '9876543299', 'asha@example.com']) expect(await ids(q, reviewer), q).toEqual([]);
  });

  it('refuses an unknown status or sort with a 400 and a message', async () => {
    const bad = await get(api, '/organiser/submissions?status=MAYBE', { token: organiser });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Unknown status');
    expect((await get(api, '/organiser/submissions?sort=name', { token: organiser })).status).toBe(400);
  });

  it('gives reviewers no applicant name, mobile, e-mail, age, gender, religion, city, state or chapter', async () => {
    const res = await get(api, '/organiser/submissions', { token: reviewer });
    const text = await res.text();
    expect(res.status).toBe(200);
    for (const value of IDENTIFYING) expect(text).not.toContain(value);
    expect(text).not.toContain('applicantName');
  });
});

describeApi('GET /api/organiser/submissions/:id', () => {
  it('shows organisers every answer with its label, the profile, files, reviews and history', async () => {
    const { status, body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(status).toBe(200);
    const s = body.submission;
    expect(s.answers).toContainEqual({ name: 'fullName', label: 'Full Name', value: 'Asha Mehta' });
    expect(s.answers).toContainEqual({ name: 'startupName', label: 'Startup Name', value: 'Krishi Sense' });
    expect(s.applicant).toMatchObject({
      name: 'Asha Mehta',
      mobile: '9876543210',
      email: 'asha@example.com',
      city: 'Pune',
    });
    expect(s.files).toEqual([
      {
        id: expect.any(String),
        fieldName: 'pitchDeck',
        name: 'deck.pdf',
        mimeType: 'application/pdf',
        size: PDF.length,
        url: expect.stringMatching(/^\/api\/organiser-files\/.+\/deck\.pdf\?/),
      },
    ]);
    expect(s.reviews).toEqual([]);
    expect(s.history).toEqual([]);
    expect(body.role).toBe('ORGANISER');
    expect(body.rubric.criteria.map((c: { id: string }) => c.id)).toEqual([
      'problem',
      'solution',
      'market',
      'team',
      'traction',
      'pitch',
    ]);
  });

  it('shows reviewers the application blind: no identifying answer, profile or file name', async () => {
    const res = await get(api, `/organiser/submissions/${asha.submissionId}`, { token: reviewer });
    const text = await res.text();
    expect(res.status).toBe(200);
    for (const value of IDENTIFYING) expect(text).not.toContain(value);
    const body = JSON.parse(text);
    expect(body.submission.applicant).toBeUndefined();
    expect(body.submission.files[0].name).toBe('pitchDeck.pdf');
    expect(body.submission.answers.map((a: { name: string }) => a.name)).not.toContain('fullName');
    expect(body.submission.answers).toContainEqual({
      name: 'startupName',
      label: 'Startup Name',
      value: 'Krishi Sense',
    });
  });

  it('answers 404 with a message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get(api, `/organiser/submissions/${id}`, { token: organiser });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('No application with this id');
    }
  });
});

describeApi('GET /api/organiser/submissions/:id/files/:fileId', () => {
  it('streams the deck inline as a PDF under a sandboxing CSP and nosniff', async () => {
    const detail = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    const fileId = detail.body.submission.files[0].id;
    const res = await get(api, `/organiser/submissions/${asha.submissionId}/files/${fileId}`, { token: organiser });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // The site-wide headers too: the file builds its own response, which must not drop them.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="deck.pdf"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);

    const blind = await get(api, `/organiser/submissions/${asha.submissionId}/files/${fileId}`, { token: reviewer });
    expect(blind.headers.get('content-disposition')).toMatch(/^inline; filename="pitchDeck.pdf"/);
  });

  it('answers 404 for a file of another application or an unknown file', async () => {
    const detail = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    const fileId = detail.body.submission.files[0].id;
    const other = await get(api, `/organiser/submissions/${ravi.submissionId}/files/${fileId}`, { token: organiser });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe('No such file in this application');
    const unknown = await get(
      api,
      `/organiser/submissions/${asha.submissionId}/files/00000000-0000-4000-8000-000000000000`,
      { token: organiser },
    );
    expect(unknown.status).toBe(404);
  });
});
