import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES } from '../../../shared/messages/review-assignment.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { REVIEWERS, assign, createAssignmentApi, signInReviewers, submitMany } from '../../test/assignment-fixtures.ts';
import { type TestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, allScores, getJson, putJson, signInOrganiser } from '../../test/organiser-fixtures.ts';
import { postJson } from '../../test/requests.ts';

let api: TestApi;
let organiser: string;
let reviewers: Record<string, string>;
let apps: Applicant[];
const [R1, R2, R3] = REVIEWERS;

beforeAll(async () => {
  api = await createAssignmentApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  apps = await submitMany(api, 3);
  organiser = await signInOrganiser(api);
  reviewers = await signInReviewers(api);
});

const next = async (token: string) => (await getJson(api, '/organiser/queue/next', token)).body;
const review = (token: string, id: string, score = 3) =>
  putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(score) }, token);
const comment = (token: string, id: string, text: unknown) =>
  postJson(api, `/organiser/submissions/${id}/comments`, { text }, { token });

describeApi('the review queue', () => {
  it('without assignments, offers every application, the least reviewed first, then the oldest', async () => {
    const [a, b, c] = apps.map((x) => x.submissionId);
    await review(reviewers[R2]!, a!);
    await review(reviewers[R3]!, a!);
    await review(reviewers[R2]!, b!);
    // c has no review, b one, a two.
    expect(await next(reviewers[R1]!)).toEqual({ submissionId: c, done: 0, total: 3 });
    await review(reviewers[R1]!, c!);
    expect(await next(reviewers[R1]!)).toEqual({ submissionId: b, done: 1, total: 3 });
    await review(reviewers[R1]!, b!);
    await review(reviewers[R1]!, a!);
    expect(await next(reviewers[R1]!)).toEqual({ submissionId: null, done: 3, total: 3 });
  });

  it('with assignments, holds only what is assigned to the caller', async () => {
    const [a, b] = apps.map((x) => x.submissionId);
    await assign(api, organiser, b!, R1);
    await assign(api, organiser, a!, R2);
    expect(await next(reviewers[R1]!)).toEqual({ submissionId: b, done: 0, total: 1 });
    await review(reviewers[R1]!, b!);
    expect(await next(reviewers[R1]!)).toEqual({ submissionId: null, done: 1, total: 1 });
    expect(await next(reviewers[R3]!)).toEqual({ submissionId: null, done: 0, total: 0 });
  });
});

describeApi('the staff discussion', () => {
  it('shows a reviewer the others’ reviews and the discussion only once their own review is saved', async () => {
    const id = apps[0]!.submissionId;
    await review(reviewers[R2]!, id, 5);
    expect((await comment(reviewers[R2]!, id, '  Strong team, thin market  ')).status).toBe(201);
    expect((await comment(organiser, id, 'Agreed')).status).toBe(201);
    const before = (await getJson(api, `/organiser/submissions/${id}`, reviewers[R1])).body.submission;
    expect(before.reviews).toEqual([]);
    expect(before.comments).toEqual([]);

    await review(reviewers[R1]!, id, 2);
    const after = (await getJson(api, `/organiser/submissions/${id}`, reviewers[R1])).body.submission;
    // Who the other reviewer is stays unsaid: their scores, not their name.
    expect(after.reviews.map((r: { reviewer: string; mine: boolean }) => [r.reviewer, r.mine]).sort()).toEqual([
      ['Reviewer 1', false],
      ['You', true],
    ]);
    // The discussion names nobody to a reviewer either: the other reviewer as their review is labelled, the
    // organiser by role, never a name or a number.
    expect(after.comments).toEqual([
      { author: 'Reviewer 1', text: 'Strong team, thin market', at: expect.any(String) },
      { author: 'Organiser', text: 'Agreed', at: expect.any(String) },
    ]);
    expect(JSON.stringify(after.comments)).not.toContain(R2);
    // Organisers read who wrote what.
    expect((await getJson(api, `/organiser/submissions/${id}`, organiser)).body.submission.comments).toEqual([
      { author: R2, text: 'Strong team, thin market', at: expect.any(String) },
      { author: '9000000001', text: 'Agreed', at: expect.any(String) },
    ]);
  });

  it('refuses a reviewer’s comment before their review, an empty one, and one on an application not theirs', async () => {
    const [a, b] = apps.map((x) => x.submissionId);
    await assign(api, organiser, a!, R1);
    const before = await api.counts();
    const early = await comment(reviewers[R1]!, a!, 'First!');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(ASSIGNMENT_MESSAGES.reviewFirst);
    for (const text of ['', ' ', 'x'.repeat(2001), null]) {
      const res = await comment(reviewers[R1]!, a!, text);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(ASSIGNMENT_MESSAGES.commentText);
    }
    const notMine = await comment(reviewers[R1]!, b!, 'Hello');
    expect(notMine.status).toBe(404);
    expect((await notMine.json()).message).toBe(ORGANISER_MESSAGES.notFound);
    expect(await api.counts()).toEqual(before);
  });
});
