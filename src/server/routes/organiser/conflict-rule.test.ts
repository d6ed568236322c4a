/**
 * One rule, "may this staff member review this application", honoured everywhere: before any assignment exists a
 * flagged reviewer neither sees, is queued for nor reviews the application, a flagged review never counts, and
 * assignment never gives a conflicted pair (reviews already started included) nor undoes an organiser's unassign.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, CONFLICT_FLAGS } from '../../../shared/messages/review-assignment.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import {
  REVIEWERS,
  assign,
  assignmentPairs,
  autoAssign,
  createAssignmentApi,
  listedIds,
  signInReviewers,
  submitMany,
} from '../../test/assignment-fixtures.ts';
import { type TestApi, TEST_ORGANISER, describeApi } from '../../test/harness.ts';
import {
  type Applicant,
  allScores,
  getJson,
  joinTeam,
  putJson,
  signInOrganiser,
} from '../../test/organiser-fixtures.ts';
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

/** Makes the staff member `mobile` a verified co-founder of `app` (an automatic flag). */
const onTeam = (mobile: string, app: Applicant) =>
  joinTeam(api, app, mobile, mobile === TEST_ORGANISER ? organiser : reviewers[mobile]!);
const leaveTeam = (mobile: string, app: Applicant) =>
  api.app.request(`/api/cofounders/${mobile}`, { method: 'DELETE', headers: { Authorization: `Bearer ${app.token}` } });
const review = (id: string, token: string, score = 4) =>
  putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(score) }, token);
const row = async (id: string) =>
  (await getJson(api, '/organiser/submissions', organiser)).body.submissions.find((r: { id: string }) => r.id === id);
const raw = (path: string, token: string) =>
  api.app.request(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
const reviewersOf = async (id: string) =>
  (await assignmentPairs(api)).filter((p) => p.startsWith(`${id} `)).map((p) => p.split(' ')[1]);
const unassign = (id: string, mobile: string) =>
  api.app.request(`/api/organiser/submissions/${id}/assignees/${mobile}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${organiser}` },
  });

describeApi('a flagged reviewer before any assignment exists', () => {
  it('neither sees, is queued for nor can review the application; the others stay theirs', async () => {
    const [flagged, ...others] = apps;
    const id = flagged!.submissionId;
    await onTeam(R1, flagged!);
    const token = reviewers[R1]!;
    expect(await listedIds(api, token)).toEqual(others.map((a) => a.submissionId).sort());
    expect(await getJson(api, `/organiser/submissions/${id}`, token)).toEqual({
      status: 404,
      body: { message: ORGANISER_MESSAGES.notFound },
    });
    const fileId = (await getJson(api, `/organiser/submissions/${id}`, organiser)).body.submission.files[0].id;
    expect((await raw(`/organiser/submissions/${id}/files/${fileId}`, token)).status).toBe(404);
    for (const format of ['csv', 'json']) {
      const exported = await (await raw(`/organiser/export?format=${format}`, token)).text();
      expect(exported).toContain(others[0]!.submissionId);
      expect(exported).not.toContain(id);
    }
    // The queue offers the others, then nothing: never the flagged one.
    const offered: string[] = [];
    for (;;) {
      const next = (await getJson(api, '/organiser/queue/next', token)).body;
      if (next.submissionId === null) break;
      expect(next.total).toBe(2);
      offered.push(next.submissionId);
      expect((await review(next.submissionId, token)).status).toBe(200);
    }
    expect(offered.sort()).toEqual(others.map((a) => a.submissionId).sort());
    const before = await api.counts();
    const refused = await review(id, token);
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toBe(ORGANISER_MESSAGES.notFound);
    expect(await api.counts()).toEqual(before);
    // A reviewer the rule does not flag still has it.
    expect(await listedIds(api, reviewers[R2]!)).toContain(id);
  });

  it('refuses an organiser’s review of an application the rule flags them on, storing nothing', async () => {
    const id = apps[0]!.submissionId;
    await onTeam(TEST_ORGANISER, apps[0]!);
    const before = await api.counts();
    const refused = await review(id, organiser);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(ASSIGNMENT_MESSAGES.ownConflict(CONFLICT_FLAGS.cofounder));
    expect(await api.counts()).toEqual(before);
  });
});

describeApi('a review the rule flags', () => {
  it('stops counting as soon as the flag appears (the reviewer joins the team), and counts again when it goes', async () => {
    const id = apps[0]!.submissionId;
    expect((await review(id, reviewers[R1]!, 5)).status).toBe(200);
    expect((await review(id, reviewers[R2]!, 1)).status).toBe(200);
    expect(await row(id)).toMatchObject({ reviewCount: 2, weightedScore: 3 });
    await onTeam(R1, apps[0]!);
    expect(await row(id)).toMatchObject({ reviewCount: 1, weightedScore: 1 });
    // The export scores it alike.
    const exported = JSON.parse(await (await raw('/organiser/export?format=json', organiser)).text());
    expect(exported.find((r: { submissionId: string }) => r.submissionId === id)).toMatchObject({
      reviewCount: 1,
      weightedScore: 1,
    });
    expect((await leaveTeam(R1, apps[0]!)).status).toBe(200);
    expect(await row(id)).toMatchObject({ reviewCount: 2 });
    // Joining the team after reviewing: out of the scores again.
    await onTeam(R2, apps[0]!);
    expect(await row(id)).toMatchObject({ reviewCount: 1, weightedScore: 5 });
  });
});

describeApi('assignment and the rule', () => {
  it('never assigns a review already started when the rule now flags it, nor a withdrawn application', async () => {
    const [flagged, gone] = apps;
    expect((await review(flagged!.submissionId, reviewers[R1]!)).status).toBe(200);
    expect((await review(gone!.submissionId, reviewers[R2]!)).status).toBe(200);
    await onTeam(R1, flagged!);
    expect((await postJson(api, '/submission/withdraw', {}, { token: gone!.token })).status).toBe(200);
    const res = await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 5 });
    expect((await res.json()).unassignable).toEqual([]);
    expect(await reviewersOf(flagged!.submissionId)).toHaveLength(1);
    expect(await reviewersOf(flagged!.submissionId)).not.toContain(R1);
    expect(await reviewersOf(gone!.submissionId)).toEqual([]);
  });

  it('replaces an assignment the rule came to refuse after it was made', async () => {
    const id = apps[0]!.submissionId;
    expect((await assign(api, organiser, id, R1)).status).toBe(200);
    await onTeam(R1, apps[0]!);
    expect(await listedIds(api, reviewers[R1]!)).toEqual([]);
    await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 5 });
    const now = await reviewersOf(id);
    expect(now).toHaveLength(1);
    expect(now).not.toContain(R1);
  });

  it('does not undo an organiser unassigning a reviewer who had reviewed, until they assign them again', async () => {
    const id = apps[0]!.submissionId;
    expect((await review(id, reviewers[R3]!)).status).toBe(200);
    await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 5 });
    expect(await reviewersOf(id)).toEqual([R3]);
    expect((await unassign(id, R3)).status).toBe(200);
    await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 5 });
    const replaced = await reviewersOf(id);
    expect(replaced).toHaveLength(1);
    expect(replaced).not.toContain(R3);
    // A second run changes nothing either; assigning them by hand brings them back.
    await autoAssign(api, organiser, { reviewsPerApplication: 2, maxPerReviewer: 5 });
    expect(await reviewersOf(id)).not.toContain(R3);
    expect((await assign(api, organiser, id, R3)).status).toBe(200);
    expect(await reviewersOf(id)).toContain(R3);
  });
});
