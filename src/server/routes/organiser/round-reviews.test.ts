import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
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
import { VALID_ANSWERS, applicationForm, fieldIds, get, postJson } from '../../test/requests.ts';

let api: TestApi;
let organiser: string;
let reviewer: string;
let asha: Applicant;
let bala: Applicant;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
  asha = await submitApplication(api, '9876543210');
  bala = await submitApplication(api, '9876543211', { startupName: 'Bala Labs' });
});

/** A Yes/No round whose reviewers see the others' scores at once. */
const COMMITTEE = {
  name: 'Committee',
  rubric: { criteria: [{ id: 'invite', label: 'Invite to the final?', help: '', weight: 1, min: 0, max: 1 }] },
  reviewsPerApplication: 2,
  visibility: { othersScores: 'always' },
};

const post = (path: string, body: unknown) => postJson(api, `/organiser${path}`, body, { token: organiser });
const review = (who: string, app: Applicant, scores: Record<string, number>) =>
  putJson(api, `/organiser/submissions/${app.submissionId}/review`, { scores }, who);
const row = async (token: string, app: Applicant, query = '') => {
  const { body } = await getJson(api, `/organiser/submissions${query}`, token);
  return body.submissions.find((r: { id: string }) => r.id === app.submissionId);
};

/** Round 1 scored (the organiser's 5 and 1 spread their z-scores to +1 and -1), then asha alone carried into round 2. */
async function intoCommittee() {
  await review(organiser, asha, allScores(5));
  await review(organiser, bala, allScores(1));
  await review(reviewer, asha, allScores(3));
  expect((await post('/rounds', COMMITTEE)).status).toBe(201);
  expect((await post('/rounds/2/advance', { ids: [asha.submissionId] })).status).toBe(200);
  expect((await post('/rounds/1/close', {})).status).toBe(200);
  expect((await post('/rounds/2/open', {})).status).toBe(200);
}

describeApi('reviews in rounds', () => {
  it('keeps each round’s reviews, scores and z-scores apart, and earlier rounds readable to organisers', async () => {
    await intoCommittee();
    const refused = await review(organiser, asha, allScores(4));
    expect([refused.status, (await refused.json()).message]).toEqual([400, 'Unknown criterion']);
    const notCarried = await review(organiser, bala, { invite: 1 });
    expect([notCarried.status, (await notCarried.json()).message]).toEqual([
      409,
      'This application was not carried into “Committee”, so it is not reviewed there',
    ]);
    expect((await review(organiser, asha, { invite: 1 })).status).toBe(200);
    // Three reviews of the first round, one of the second: rows apart, by round.
    expect((await api.deps.db.select().from(reviews)).map((r) => r.roundId).sort()).toEqual([1, 1, 1, 2]);
    // The list shows the current round's scores; ?round=1 the first round's.
    expect(await row(organiser, asha)).toMatchObject({ reviewCount: 1, weightedScore: 1, normalisedScore: 0 });
    expect(await row(organiser, bala)).toMatchObject({ reviewCount: 0, weightedScore: null });
    expect(await row(organiser, asha, '?round=1')).toMatchObject({
      reviewCount: 2,
      weightedScore: 4,
      normalisedScore: 0.5,
    });
    const inCommittee = (await getJson(api, '/organiser/submissions?round=2', organiser)).body;
    expect(inCommittee.submissions.map((r: { id: string }) => r.id)).toEqual([asha.submissionId]);
    const detail = (await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser)).body;
    expect(detail.rubric).toEqual(COMMITTEE.rubric);
    expect(detail.submission.rounds).toEqual([
      { id: 1, name: 'Review', reviewCount: 2, weightedScore: 4, normalisedScore: 0.5 },
      { id: 2, name: 'Committee', reviewCount: 1, weightedScore: 1, normalisedScore: 0 },
    ]);
    const balaDetail = (await getJson(api, `/organiser/submissions/${bala.submissionId}`, organiser)).body;
    expect(balaDetail.submission.rounds).toEqual([
      { id: 1, name: 'Review', reviewCount: 1, weightedScore: 1, normalisedScore: -1 },
    ]);
  });

  it('gives reviewers the open round’s applications only, its rubric, and the others’ scores as the round says', async () => {
    await intoCommittee();
    const list = (await getJson(api, '/organiser/submissions', reviewer)).body;
    expect(list.submissions.map((r: { id: string }) => r.id)).toEqual([asha.submissionId]);
    expect((await getJson(api, `/organiser/submissions/${bala.submissionId}`, reviewer)).status).toBe(404);
    expect((await getJson(api, '/organiser/queue/next', reviewer)).body).toEqual({
      submissionId: asha.submissionId,
      done: 0,
      total: 1,
    });
    await review(organiser, asha, { invite: 1 });
    // 'always': the organiser's yes shows before the reviewer's own review, never who gave it nor earlier rounds.
    expect(await row(reviewer, asha)).toMatchObject({ reviewCount: 1, weightedScore: 1 });
    const detail = (await getJson(api, `/organiser/submissions/${asha.submissionId}`, reviewer)).body;
    expect(detail.submission.reviews).toEqual([
      expect.objectContaining({ reviewer: 'Reviewer 1', scores: { invite: 1 } }),
    ]);
    expect(detail.submission).not.toHaveProperty('rounds');
    expect(JSON.stringify(detail)).not.toContain('"problem"');
    const filtered = await getJson(api, '/organiser/submissions?round=1', reviewer);
    expect([filtered.status, filtered.body.message]).toEqual([
      403,
      'Reviewers review the current round only, so the list cannot be filtered by round',
    ]);
    const outOfScale = await review(reviewer, asha, { invite: 2 });
    expect([outOfScale.status, (await outOfScale.json()).message]).toEqual([
      400,
      'Each score must be a whole number from 0 to 1',
    ]);
    expect((await review(reviewer, asha, { invite: 0 })).status).toBe(200);
    expect((await getJson(api, '/organiser/queue/next', reviewer)).body).toMatchObject({ done: 1, total: 1 });
  });

  it('hides the others’ scores from reviewers in a round that says never, even after their own review', async () => {
    await intoCommittee();
    await putJson(api, '/organiser/rounds/2', { visibility: { othersScores: 'never' } }, organiser);
    await review(organiser, asha, { invite: 1 });
    await review(reviewer, asha, { invite: 0 });
    expect(await row(reviewer, asha)).toMatchObject({ reviewCount: null, weightedScore: null, normalisedScore: null });
    const detail = (await getJson(api, `/organiser/submissions/${asha.submissionId}`, reviewer)).body;
    expect(detail.submission.reviews).toEqual([expect.objectContaining({ reviewer: 'You', mine: true })]);
  });

  it('locks applicants’ changes once a second round has opened', async () => {
    const ids = await fieldIds(api, asha.token);
    const change = () =>
      api.app.request('/api/submission', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${asha.token}` },
        body: applicationForm(
          ids,
          { ...VALID_ANSWERS, phoneNumber: asha.mobile, startupDescription: 'Now with rain.' },
          {},
        ),
      });
    expect((await change()).status).toBe(200);
    await intoCommittee();
    const refused = await change();
    const message = 'Applications can no longer be changed: the review has moved to its next round.';
    expect([refused.status, (await refused.json()).message]).toEqual([403, message]);
    const seen = await (await get(api, '/submission', { token: asha.token })).json();
    expect(seen.submission).toMatchObject({ editable: false, editRefusal: message, version: 2 });
  });
});
