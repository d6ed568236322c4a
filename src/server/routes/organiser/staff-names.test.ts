import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApi, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { VALID_PROFILE, postJson } from '../../test/requests.ts';
import {
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

describeApi('staff on the application page', () => {
  it('are named by their profile’s name, and by number only when they never gave one', async () => {
    const asha = await submitApplication(api, '9876543210');
    const organiser = await signInOrganiser(api);
    const reviewer = await signInReviewer(api);
    const named = await postJson(
      api,
      '/user-details',
      // Her own e-mail, not the applicant's that VALID_PROFILE holds.
      { ...VALID_PROFILE, name: 'Priya Organiser', email: 'priya@gmail.com' },
      { token: organiser },
    );
    expect(named.status).toBe(200);
    for (const [token, score] of [
      [organiser, 4],
      [reviewer, 3],
    ] as const) {
      const saved = await putJson(
        api,
        `/organiser/submissions/${asha.submissionId}/review`,
        { scores: allScores(score) },
        token,
      );
      expect(saved.status).toBe(200);
    }
    await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'SHORTLISTED' },
      { token: organiser },
    );

    const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(body.submission.reviews.map((r: { reviewer: string }) => r.reviewer).sort()).toEqual([
      TEST_REVIEWER,
      'Priya Organiser',
    ]);
    expect(body.submission.history).toEqual([
      expect.objectContaining({ status: 'SHORTLISTED', by: 'Priya Organiser' }),
    ]);
  });
});
