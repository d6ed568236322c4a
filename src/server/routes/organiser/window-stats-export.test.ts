import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSettings } from '../../db/schema.ts';
import { seedWindow, siteFacts } from '../../applications/window.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { applicationForm, fieldIds, get, postForm, postJson, signIn } from '../../test/requests.ts';
import {
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;
let organiser: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
});

// The test clock starts at 2026-03-01T10:00Z.
const WINDOW = { applicationsOpenAt: '2026-02-01T09:00:00+05:30', applicationsCloseAt: '2026-03-31T18:00:00+05:30' };
const saveWindow = (body: unknown, token = organiser) => putJson(api, '/organiser/settings', body, token);

describeApi('application window', () => {
  it('is seeded from content/site.json once, and never overwrites what organisers saved', async () => {
    const { window } = await siteFacts();
    await seedWindow(api.deps.db, window, new Date());
    expect((await getJson(api, '/organiser/settings', organiser)).body).toEqual(window);
    expect((await saveWindow(WINDOW)).status).toBe(200);
    await seedWindow(api.deps.db, window, new Date());
    expect((await getJson(api, '/organiser/settings', organiser)).body).toEqual(WINDOW);
  });

  it('refuses a close before the open and dates without an offset, storing nothing', async () => {
    const before = await saveWindow({ ...WINDOW, applicationsCloseAt: '2026-01-01T00:00:00+05:30' });
    expect(before.status).toBe(400);
    expect((await before.json()).message).toBe('The close date must be after the open date');
    const noOffset = await saveWindow({ ...WINDOW, applicationsOpenAt: '2026-02-01T09:00:00' });
    expect(noOffset.status).toBe(400);
    expect((await noOffset.json()).message).toMatch(/^Dates must be ISO date-times with an offset/);
    // Start-up's own rows (the feedback reasons' seeding marker) are there; no window was stored.
    expect(await api.deps.db.select().from(appSettings).where(eq(appSettings.name, 'applicationWindow'))).toEqual([]);
  });

  it('is public, and create-submission outside it answers 403 and stores nothing', async () => {
    await saveWindow({
      applicationsOpenAt: '2026-04-01T09:00:00+05:30',
      applicationsCloseAt: '2026-05-01T09:00:00+05:30',
    });
    const early = await (await get(api, '/application-window')).json();
    expect(early).toMatchObject({ isOpen: false, message: 'Applications open on 1 April 2026, 9:00 am IST' });

    const { token } = await signIn(api, '9876543210');
    const ids = await fieldIds(api, token);
    const before = await api.counts();
    const refused = await postForm(api, '/create-submission', applicationForm(ids), { token });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Applications open on 1 April 2026, 9:00 am IST');

    await saveWindow({
      applicationsOpenAt: '2026-01-01T09:00:00+05:30',
      applicationsCloseAt: '2026-02-01T09:00:00+05:30',
    });
    const late = await postForm(api, '/create-submission', applicationForm(ids), { token });
    expect(late.status).toBe(403);
    expect((await late.json()).message).toBe('Applications are closed');
    expect(await api.counts()).toEqual(before);
    expect(await api.uploads()).toEqual([]);

    await saveWindow(WINDOW);
    expect((await get(api, '/application-window')).status).toBe(200);
    expect((await (await get(api, '/application-window')).json()).isOpen).toBe(true);
    expect((await postForm(api, '/create-submission', applicationForm(ids), { token })).status).toBe(201);
  });
});

describeApi('GET /api/organiser/stats', () => {
  it('counts the funnel overall and per India day, and applications by stage, status, education and heardFrom', async () => {
    // One number verifies and stops; two apply (the organiser signed in too: 4 codes, 4 numbers).
    await signIn(api, '9876543212');
    const asha = await submitApplication(api, '9876543210', { stage: 'IDEA' });
    await submitApplication(api, '9876543211', { stage: 'MVP_READY' });
    await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'SHORTLISTED' },
      { token: organiser },
    );
    const { status, body } = await getJson(api, '/organiser/stats', organiser);
    expect(status).toBe(200);
    expect(body.funnel).toEqual({ codesSent: 4, numbersVerified: 4, profilesCompleted: 2, applicationsSubmitted: 2 });
    expect(body.perDay).toEqual([
      { day: '2026-03-01', codesSent: 4, numbersVerified: 4, profilesCompleted: 2, applicationsSubmitted: 2 },
    ]);
    expect(body.byStage).toEqual({ IDEA: 1, MVP_READY: 1 });
    expect(body.byStatus).toEqual({ SHORTLISTED: 1, SUBMITTED: 1 });
    expect(body.byEducation).toEqual({ 'Doctorate (Ph.D./M.Phil)': 2 });
    expect(body.byHeardFrom).toEqual({ 'A friend': 2 });
  });
});

/** The cells of one CSV line: quoted ones unquoted ("" is a quote), others as they are. */
const cells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
    cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!,
  );

describeApi('GET /api/organiser/export', () => {
  it('downloads CSV and JSON with status and review scores; organisers get the applicant', async () => {
    const asha = await submitApplication(api, '9876543210');
    await putJson(api, `/organiser/submissions/${asha.submissionId}/review`, { scores: allScores(4) }, organiser);
    const csv = await get(api, '/organiser/export?format=csv', { token: organiser });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-.+\.csv"$/);
    const [header, line] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const values = cells(line!);
    const record = Object.fromEntries(cells(header!).map((h, i) => [h, values[i]]));
    expect(record).toMatchObject({
      submissionId: asha.submissionId,
      status: 'SUBMITTED',
      reviewCount: '1',
      weightedScore: '4',
      name: 'Asha Mehta',
      mobile: '9876543210',
    });

    const json = await get(api, '/organiser/export?format=json', { token: organiser });
    expect(json.headers.get('content-disposition')).toMatch(/\.json"$/);
    expect(await json.json()).toEqual([
      expect.objectContaining({
        submissionId: asha.submissionId,
        'answer.fullName': 'Asha Mehta',
        'answer.pitchDeck': 'deck.pdf',
      }),
    ]);
    const bad = await get(api, '/organiser/export?format=xls', { token: organiser });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("format must be 'csv' or 'json'");
  });

  it('gives reviewers the blind export: no applicant, no identifying answer, no file name', async () => {
    await submitApplication(api, '9876543210');
    const reviewer = await signInReviewer(api);
    for (const format of ['csv', 'json']) {
      const text = await (await get(api, `/organiser/export?format=${format}`, { token: reviewer })).text();
      for (const value of [
        'Asha Mehta',
        '9876543210',
        'asha@example.com',
        'Pune',
        'FEMALE',
        'Hindu',
        'deck.pdf',
        'linkedin.com/in',
        'Maharashtra',
      ])
        expect(text, `${format}: ${value}`).not.toContain(value);
      expect(text).toContain('Krishi Sense');
    }
  });

  it('adds the time in India, the addresses, every review and (organisers) the decisions with their notes', async () => {
    const asha = await submitApplication(api, '9876543210');
    const reviewer = await signInReviewer(api);
    const id = asha.submissionId;
    await putJson(
      api,
      `/organiser/submissions/${id}/review`,
      { scores: allScores(4), comment: 'Strong team' },
      reviewer,
    );
    await putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(2) }, organiser);
    const decided = await postJson(
      api,
      `/organiser/submissions/${id}/status`,
      { status: 'SHORTLISTED', note: 'Book a slot' },
      {
        token: organiser,
      },
    );
    expect(decided.status).toBe(200);

    const [mine] = await (await get(api, '/organiser/export?format=json', { token: organiser })).json();
    expect(mine).toMatchObject({
      // The test clock: 1 March 2026, 10:00 UTC, a sign-in or two later.
      submittedAtIst: expect.stringMatching(/^1 March 2026, 3:\d\d pm IST$/),
      applicationUrl: `https://launchpad.example/organiser/application?id=${id}`,
      'file.pitchDeck': expect.stringMatching(
        new RegExp(`^https://launchpad\\.example/api/organiser/submissions/${id}/files/[0-9a-f-]{36}$`),
      ),
      statusHistory: expect.stringMatching(/^1 March 2026, 3:\d\d pm IST Shortlisted: Book a slot$/),
    });
    expect(mine.reviews.split(' | ').sort()).toEqual([
      '9000000001: Problem 2, Solution 2, Market 2, Team 2, Traction 2, Pitch 2',
      '9000000002: Problem 4, Solution 4, Market 4, Team 4, Traction 4, Pitch 4 (Strong team)',
    ]);

    // A reviewer reads their own review only, and no decision.
    const [theirs] = await (await get(api, '/organiser/export?format=json', { token: reviewer })).json();
    expect(theirs.reviews).toBe('You: Problem 4, Solution 4, Market 4, Team 4, Traction 4, Pitch 4 (Strong team)');
    expect(theirs).not.toHaveProperty('statusHistory');
    expect(JSON.stringify(theirs)).not.toContain('Book a slot');
  });
});
