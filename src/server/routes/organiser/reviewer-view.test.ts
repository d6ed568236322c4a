import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { postJson } from '../../test/requests.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;
let asha: Applicant;
let organiser: string;
let reviewer: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
});

const detail = (token: string) => getJson(api, `/organiser/submissions/${asha.submissionId}`, token);
const listRow = async (token: string) => {
  const { body } = await getJson(api, '/organiser/submissions', token);
  return body.submissions.find((r: { id: string }) => r.id === asha.submissionId);
};
const csvExport = async (token: string) => {
  const res = await api.app.request('/api/organiser/export?format=csv', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return res.text();
};

describeApi('what a reviewer sees before and after scoring', () => {
  it('hides the others’ count and scores until the reviewer saved their own review; organisers always see them', async () => {
    // With one earlier review, its mean would be that organiser's exact score.
    expect(
      (await putJson(api, `/organiser/submissions/${asha.submissionId}/review`, { scores: allScores(5) }, organiser))
        .status,
    ).toBe(200);
    const hidden = { reviewCount: null, weightedScore: null, normalisedScore: null };
    expect(await listRow(reviewer)).toMatchObject(hidden);
    expect((await detail(reviewer)).body.submission).toMatchObject({ ...hidden, reviews: [] });
    expect(await csvExport(reviewer)).not.toContain(',5,');
    expect(await listRow(organiser)).toMatchObject({ reviewCount: 1, weightedScore: 5 });

    await putJson(api, `/organiser/submissions/${asha.submissionId}/review`, { scores: allScores(3) }, reviewer);
    expect(await listRow(reviewer)).toMatchObject({ reviewCount: 2, weightedScore: 4 });
    // Once their own review is saved, a reviewer reads the others' too, without who wrote them.
    expect(
      (await detail(reviewer)).body.submission.reviews.map((r: { reviewer: string }) => r.reviewer).sort(),
    ).toEqual(['Reviewer 1', 'You']);
  });

  it('never shows a reviewer the decisions or the notes written to the applicant', async () => {
    const note = 'Dear Asha, congratulations on the shortlist';
    const res = await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'SHORTLISTED', note },
      { token: organiser },
    );
    expect(res.status).toBe(200);
    const seen = await detail(reviewer);
    expect(seen.body.submission).not.toHaveProperty('history');
    expect(seen.body.submission).not.toHaveProperty('status');
    expect(JSON.stringify(seen.body)).not.toContain(note);
    expect(await csvExport(reviewer)).not.toContain(note);
    expect((await detail(organiser)).body.submission.history).toEqual([
      expect.objectContaining({ status: 'SHORTLISTED', note }),
    ]);
  });

  it('keeps the co-founder’s name from reviewers', async () => {
    const names = async (token: string) =>
      (await detail(token)).body.submission.answers.map((a: { name: string }) => a.name);
    expect(await names(organiser)).toContain('cofounderName');
    expect(await names(reviewer)).not.toContain('cofounderName');
  });
});
