import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { reviewRounds, roundApplications } from '../../db/schema.ts';
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
import { postJson } from '../../test/requests.ts';

let api: TestApi;
let organiser: string;
let asha: Applicant;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
  asha = await submitApplication(api, '9876543210');
});

export const TRIAGE = {
  name: 'Triage',
  rubric: { criteria: [{ id: 'invite', label: 'Invite to the next round?', help: '', weight: 1, min: 0, max: 1 }] },
  reviewsPerApplication: 2,
  opensAt: '2026-03-02T09:00:00+05:30',
  closesAt: '2026-03-09T18:00:00+05:30',
  visibility: { othersScores: 'never' },
};

const post = (path: string, body: unknown, token = organiser) => postJson(api, `/organiser${path}`, body, { token });
const rounds = async () => (await getJson(api, '/organiser/rounds', organiser)).body.rounds as Record<string, any>[];

describeApi('review rounds', () => {
  it('lists the first round, open, with the content file’s rubric and every application', async () => {
    expect(await rounds()).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Review',
        status: 'open',
        current: true,
        hasReviews: false,
        applications: 1,
        reviewsPerApplication: 3,
        visibility: { othersScores: 'afterOwn' },
        rubric: expect.objectContaining({
          criteria: expect.arrayContaining([expect.objectContaining({ id: 'problem', weight: 2, min: 1, max: 5 })]),
        }),
      }),
    ]);
  });

  it('creates a round, not open, oldest first in the list', async () => {
    const res = await post('/rounds', TRIAGE);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 2, message: 'Round “Triage” created' });
    const [, triage] = await rounds();
    expect(triage).toMatchObject({
      id: 2,
      status: 'draft',
      current: false,
      applications: 0,
      opensAt: '2026-03-02T03:30:00.000Z',
      rubric: TRIAGE.rubric,
    });
  });

  it('refuses a bad round with the message that names the problem, storing nothing', async () => {
    const before = await api.counts();
    const bad: [unknown, string][] = [
      [{ ...TRIAGE, name: '' }, "A round's name is 1 to 60 characters"],
      [{ ...TRIAGE, reviewsPerApplication: 0 }, 'Reviews per application must be a whole number from 1 to 10'],
      [{ ...TRIAGE, closesAt: '2026-03-01T09:00:00+05:30' }, 'The round must close after it opens'],
      [
        { ...TRIAGE, visibility: { othersScores: 'sometimes' } },
        'Choose when reviewers see the others’ scores: never, after their own review, or always',
      ],
      [{ ...TRIAGE, rubric: { criteria: [] } }, 'A rubric holds 1 to 12 criteria'],
      [
        { ...TRIAGE, rubric: { criteria: [{ ...TRIAGE.rubric.criteria[0], min: 3, max: 2 }] } },
        'A scale runs between whole numbers from 0 to 10, its top above its bottom',
      ],
      [
        { ...TRIAGE, rubric: { criteria: [TRIAGE.rubric.criteria[0], TRIAGE.rubric.criteria[0]] } },
        'The criterion “invite” appears twice',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await post('/rounds', body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(await api.counts()).toEqual(before);
  });

  it('is for organisers only', async () => {
    const reviewer = await signInReviewer(api);
    expect((await getJson(api, '/organiser/rounds', reviewer)).status).toBe(403);
    expect((await post('/rounds', TRIAGE, reviewer)).status).toBe(403);
    expect(await api.deps.db.select().from(reviewRounds)).toHaveLength(1);
  });

  it('opens one round at a time: another is refused until the open one closes', async () => {
    await post('/rounds', TRIAGE);
    const refused = await post('/rounds/2/open', {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('“Review” is open. Close it before opening another round.');
    expect(await (await post('/rounds/1/close', {})).json()).toEqual({ message: 'Round “Review” is closed' });
    const again = await post('/rounds/1/close', {});
    expect([again.status, (await again.json()).message]).toEqual([409, '“Review” is not open']);
    expect(await (await post('/rounds/2/open', {})).json()).toEqual({ message: 'Round “Triage” is open' });
    expect((await rounds()).map((r) => [r.id, r.status, r.current])).toEqual([
      [1, 'closed', false],
      [2, 'open', true],
    ]);
    const missing = await post('/rounds/9/open', {});
    expect([missing.status, (await missing.json()).message]).toEqual([404, 'No review round with this id']);
  });

  it('lets exactly one of several rounds opened at once open', async () => {
    await post('/rounds/1/close', {});
    for (let i = 0; i < 5; i++) await post('/rounds', { ...TRIAGE, name: `Round ${i + 2}` });
    const answers = await Promise.all([2, 3, 4, 5, 6].map((id) => post(`/rounds/${id}/open`, {})));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const open = (await api.deps.db.select().from(reviewRounds)).filter((r) => r.status === 'open');
    expect(open).toHaveLength(1);
    const refusal = (await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json())))[0];
    expect(refusal.message).toBe(`“${open[0]!.name}” is open. Close it before opening another round.`);
  });

  it('edits a round’s rubric until its first review, then refuses with 409 and keeps the rubric', async () => {
    const rubric = { criteria: [{ id: 'fit', label: 'Fit', help: 'Fits the programme?', weight: 3, min: 1, max: 3 }] };
    const saved = await putJson(api, '/organiser/rounds/1', { rubric, name: 'Scored review' }, organiser);
    expect(await saved.json()).toEqual({ message: 'Round “Scored review” saved' });
    expect((await rounds())[0]!.rubric).toEqual(rubric);
    // The review is checked against the edited rubric and its scale.
    const review = (scores: Record<string, number>) =>
      putJson(api, `/organiser/submissions/${asha.submissionId}/review`, { scores }, organiser);
    const outOfScale = await review({ fit: 4 });
    expect([outOfScale.status, (await outOfScale.json()).message]).toEqual([
      400,
      'Each score must be a whole number from 1 to 3',
    ]);
    expect((await review({ fit: 3 })).status).toBe(200);
    const refused = await putJson(api, '/organiser/rounds/1', { rubric: TRIAGE.rubric }, organiser);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Reviews of “Scored review” have been saved, so its rubric can no longer change. Create a new round instead.',
    );
    expect((await rounds())[0]).toMatchObject({ rubric, hasReviews: true });
    // Its name, dates and visibility still change.
    expect((await putJson(api, '/organiser/rounds/1', { name: 'Review' }, organiser)).status).toBe(200);
  });

  it('carries applications into a round, idempotently, all or nothing', async () => {
    const bala = await submitApplication(api, '9876543211', { startupName: 'Bala Labs' });
    await post('/rounds', TRIAGE);
    const ok = await post('/rounds/2/advance', { ids: [asha.submissionId, bala.submissionId] });
    expect(await ok.json()).toEqual({ carried: 2, message: '2 applications now in “Triage”' });
    expect((await post('/rounds/2/advance', { ids: [asha.submissionId] })).status).toBe(200);
    expect(await api.deps.db.select().from(roundApplications)).toHaveLength(2);
    const unknown = await post('/rounds/2/advance', {
      ids: ['00000000-0000-4000-8000-000000000000', asha.submissionId],
    });
    expect([unknown.status, (await unknown.json()).message]).toEqual([
      400,
      'One of the chosen applications does not exist: nothing was carried',
    ]);
    const none = await post('/rounds/2/advance', { ids: [] });
    expect([none.status, (await none.json()).message]).toEqual([400, 'Choose at least one application']);
    const first = await post('/rounds/1/advance', { ids: [asha.submissionId] });
    expect([first.status, (await first.json()).message]).toEqual([
      400,
      'Every application is already in the first round',
    ]);
    expect(await api.deps.db.select().from(roundApplications)).toHaveLength(2);
    expect((await rounds())[1]!.applications).toBe(2);
  });

  it('refuses every review while no round is open', async () => {
    await post('/rounds/1/close', {});
    const res = await putJson(
      api,
      `/organiser/submissions/${asha.submissionId}/review`,
      { scores: allScores(3) },
      organiser,
    );
    expect([res.status, (await res.json()).message]).toEqual([
      409,
      'No review round is open, so reviews cannot be saved now',
    ]);
  });
});
