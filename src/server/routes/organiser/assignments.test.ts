import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES } from '../../../shared/messages/review-assignment.ts';
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
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.ts';
import { rolesFromLists } from '../../staff/roles.ts';
import { postJson } from '../../test/requests.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;
let organiser: string;
let reviewers: Record<string, string>;
let apps: Applicant[];

beforeAll(async () => {
  api = await createAssignmentApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  apps = await submitMany(api, 4);
  organiser = await signInOrganiser(api);
  reviewers = await signInReviewers(api);
});

const [R1, R2, R3] = REVIEWERS;
/** No reviewer has sectors or marked an interest: nothing to report of them. */
const NO_PREFERENCES = { sectorPossible: 0, sectorMatched: 0, yesAsked: 0, yesHonoured: 0, noGiven: 0 };
const loads = (pairs: string[]) =>
  Object.fromEntries(REVIEWERS.map((m) => [m, pairs.filter((p) => p.endsWith(` ${m}`)).length]));
const reviewersOf = (pairs: string[], id: string) =>
  pairs.filter((p) => p.startsWith(`${id} `)).map((p) => p.split(' ')[1]);

describeApi('automatic assignment', () => {
  it('gives every application that many distinct reviewers, spread evenly, and answers what it did', async () => {
    const res = await autoAssign(api, organiser, { reviewsPerApplication: 2, maxPerReviewer: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      assigned: 8,
      unassignable: [],
      short: { applications: 0, reviews: 0, atCap: 0, conflicts: 0 },
      matches: NO_PREFERENCES,
      message: '8 reviews assigned',
    });
    const pairs = await assignmentPairs(api);
    for (const a of apps) expect(new Set(reviewersOf(pairs, a.submissionId)).size).toBe(2);
    // 8 reviews over 3 reviewers, least loaded first: 3, 3, 2 and never above the cap.
    expect(Object.values(loads(pairs)).sort()).toEqual([2, 3, 3]);
    expect(
      (await api.deps.db.query.reviewAssignments.findMany()).every(
        (r) => r.createdBy === 'auto' && r.createdAt.getTime() === api.clock.now,
      ),
    ).toBe(true);
    const logged = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'assignments.auto'));
    expect(logged).toEqual([
      expect.objectContaining({
        actor: TEST_ORGANISER,
        details: { reviewsPerApplication: 2, maxPerReviewer: 3, assigned: 8 },
      }),
    ]);
  });

  it('run again after new applications arrive, adds only what is missing and keeps reviews already started', async () => {
    await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 10 });
    const before = await assignmentPairs(api);
    const [first] = before;
    const [id, startedBy] = first!.split(' ') as [string, string];
    await putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(4) }, reviewers[startedBy]);
    const late = await submitMany(api, 2, 10);
    const res = await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 10 });
    expect(await res.json()).toMatchObject({ assigned: 2, unassignable: [] });
    const after = await assignmentPairs(api);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(6);
    for (const a of late) expect(reviewersOf(after, a.submissionId)).toHaveLength(1);
    // A third run has nothing left to do.
    expect(
      await (await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 10 })).json(),
    ).toMatchObject({ assigned: 0, unassignable: [] });
  });

  it('leaves a withdrawn application out, and out of every queue', async () => {
    const [gone] = apps;
    expect((await postJson(api, '/submission/withdraw', {}, { token: gone!.token })).status).toBe(200);
    expect(
      await (await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 3 })).json(),
    ).toMatchObject({
      assigned: 3,
      unassignable: [],
      message: '3 reviews assigned',
    });
    expect((await assignmentPairs(api)).filter((p) => p.startsWith(`${gone!.submissionId} `))).toEqual([]);
    for (const token of Object.values(reviewers)) {
      const { body } = await getJson(api, '/organiser/queue/next', token);
      expect(body.submissionId).not.toBe(gone!.submissionId);
    }
  });

  it('counts a review started before any assignment as that reviewer’s, so they keep it', async () => {
    const id = apps[0]!.submissionId;
    await putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(2) }, reviewers[R3]);
    await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 2 });
    expect(reviewersOf(await assignmentPairs(api), id)).toEqual([R3]);
    expect(await listedIds(api, reviewers[R3]!)).toContain(id);
  });

  it('never assigns a reviewer the application of their own account', async () => {
    // R1 applies too: they are the applicant of the fifth application (with a public mail provider's address, so
    // their e-mail domain connects them to nobody).
    const [own] = await submitManyAs(R1);
    await api.deps.db.update(users).set({ email: 'reviewer@gmail.com' }).where(eq(users.mobile, R1));
    const res = await autoAssign(api, organiser, { reviewsPerApplication: 3, maxPerReviewer: 5 });
    expect(await res.json()).toMatchObject({
      unassignable: [{ id: own, reason: ASSIGNMENT_MESSAGES.unassignableConflicts(2) }],
    });
    expect(reviewersOf(await assignmentPairs(api), own!).sort()).toEqual([R2, R3]);
  });

  it('assigns what the caps leave room for, each application its first review before any its second, and says what is left', async () => {
    // 4 applications x 3 reviews = 12 wanted; 3 reviewers x 3 = 9.
    const low = await autoAssign(api, organiser, { reviewsPerApplication: 3, maxPerReviewer: 3 });
    expect(low.status).toBe(200);
    const short = apps.slice(1).map((a, i) => ({
      id: a.submissionId,
      startupName: `Startup ${i + 1}`,
      missing: 1,
      reason: ASSIGNMENT_MESSAGES.unassignableCaps,
    }));
    expect(await low.json()).toEqual({
      assigned: 9,
      unassignable: short,
      short: { applications: 3, reviews: 3, atCap: 3, conflicts: 0 },
      matches: NO_PREFERENCES,
      message:
        '9 reviews assigned. 3 applications are still short of 3 reviews: 3 because every reviewer they may have already has 3 (raise “Most applications per reviewer” to fill them).',
    });
    const pairs = await assignmentPairs(api);
    expect(apps.map((a) => reviewersOf(pairs, a.submissionId).length)).toEqual([3, 2, 2, 2]);
    expect(Object.values(loads(pairs))).toEqual([3, 3, 3]);
    // A higher cap fills what was left, and nothing more.
    expect(await (await autoAssign(api, organiser, { reviewsPerApplication: 3, maxPerReviewer: 4 })).json()).toEqual({
      assigned: 3,
      unassignable: [],
      short: { applications: 0, reviews: 0, atCap: 0, conflicts: 0 },
      matches: NO_PREFERENCES,
      message: '3 reviews assigned',
    });
  });

  it('says both causes apart: the cap, and too few reviewers without a conflict of interest', async () => {
    const [own] = await submitManyAs(R1);
    await api.deps.db.update(users).set({ email: 'reviewer@gmail.com' }).where(eq(users.mobile, R1));
    // 5 applications x 3 reviews; R1 may not review their own; 3 reviewers x 4 = 12.
    const body = await (await autoAssign(api, organiser, { reviewsPerApplication: 3, maxPerReviewer: 4 })).json();
    expect(body.short).toEqual({ applications: 3, reviews: 3, atCap: 2, conflicts: 1 });
    expect(body.unassignable).toContainEqual(
      expect.objectContaining({ id: own, missing: 1, reason: ASSIGNMENT_MESSAGES.unassignableConflicts(2) }),
    );
    expect(body.message).toBe(
      '12 reviews assigned. 3 applications are still short of 3 reviews: 2 because every reviewer they may have already has 4 (raise “Most applications per reviewer” to fill them); 1 because too few reviewers have no conflict of interest with them.',
    );
  });

  it('refuses too many reviews per application and counts out of range, storing nothing', async () => {
    const before = await api.counts();
    const tooMany = await autoAssign(api, organiser, { reviewsPerApplication: 4, maxPerReviewer: 10 });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toBe(ASSIGNMENT_MESSAGES.moreReviewsThanReviewers(3));
    for (const body of [{ reviewsPerApplication: 0, maxPerReviewer: 3 }, { reviewsPerApplication: 1.5 }, {}]) {
      const bad = await autoAssign(api, organiser, body);
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe(ASSIGNMENT_MESSAGES.countRange);
    }
    expect(await api.counts()).toEqual(before);
  });

  it('refuses to run without reviewers, storing nothing', async () => {
    const configured = api.deps.roles;
    api.deps.roles = rolesFromLists([TEST_ORGANISER], []);
    try {
      const res = await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 5 });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(ASSIGNMENT_MESSAGES.noReviewers);
    } finally {
      api.deps.roles = configured;
    }
    expect((await api.counts()).review_assignments).toBe(0);
  });

  it('is for organisers only', async () => {
    const res = await autoAssign(api, reviewers[R1]!, { reviewsPerApplication: 1, maxPerReviewer: 5 });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(ORGANISER_MESSAGES.organisersOnly);
    expect((await api.counts()).review_assignments).toBe(0);
  });
});

describeApi('assigning one reviewer by hand', () => {
  it('assigns and unassigns, and organisers see the assignees with whether they reviewed', async () => {
    const id = apps[1]!.submissionId;
    expect((await assign(api, organiser, id, R2)).status).toBe(200);
    // Twice is once.
    const again = await assign(api, organiser, id, R2);
    expect(await again.json()).toEqual({ message: ASSIGNMENT_MESSAGES.reviewerAssigned });
    expect((await assign(api, organiser, id, R3)).status).toBe(200);
    await putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(3) }, reviewers[R2]);
    // R3 reviewed another application only: not this one.
    await putJson(
      api,
      `/organiser/submissions/${apps[2]!.submissionId}/review`,
      { scores: allScores(2) },
      reviewers[R3],
    );
    const assignees = [
      { mobile: R2, name: R2, reviewed: true },
      { mobile: R3, name: R3, reviewed: false },
    ];
    const { body } = await getJson(api, `/organiser/submissions/${id}`, organiser);
    expect(body.submission.assignees).toEqual(assignees);
    expect(
      (await getJson(api, '/organiser/submissions', organiser)).body.submissions.find(
        (r: { id: string }) => r.id === id,
      ),
    ).toMatchObject({ assignees });
    expect(
      (await getJson(api, `/organiser/submissions/${id}`, reviewers[R2])).body.submission.assignees,
    ).toBeUndefined();
    for (const mobile of [R2, R3]) {
      const removed = await api.app.request(`/api/organiser/submissions/${id}/assignees/${mobile}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${organiser}` },
      });
      expect(await removed.json()).toEqual({ message: ASSIGNMENT_MESSAGES.reviewerUnassigned });
    }
    expect(await assignmentPairs(api)).toEqual([]);
  });

  it('refuses unknown mobiles, unknown applications and unassigning someone not assigned, storing nothing', async () => {
    const id = apps[0]!.submissionId;
    const before = await api.counts();
    for (const mobile of ['9999999999', TEST_ORGANISER, 'abc']) {
      const res = await assign(api, organiser, id, mobile);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(ASSIGNMENT_MESSAGES.unknownReviewer);
    }
    const missing = await assign(api, organiser, '00000000-0000-4000-8000-000000000000', R1);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(ORGANISER_MESSAGES.notFound);
    const notAssigned = await api.app.request(`/api/organiser/submissions/${id}/assignees/${R1}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${organiser}` },
    });
    expect(notAssigned.status).toBe(404);
    expect((await notAssigned.json()).message).toBe(ASSIGNMENT_MESSAGES.notAssigned);
    const byReviewer = await assign(api, reviewers[R1]!, id, R2);
    expect(byReviewer.status).toBe(403);
    expect(await api.counts()).toEqual(before);
  });
});

describeApi('what an assigned reviewer sees', () => {
  it('once anything is assigned, a reviewer’s list, detail, files, export and review hold only theirs', async () => {
    // Before any assignment every application is everyone's.
    expect(await listedIds(api, reviewers[R1]!)).toHaveLength(4);
    const [mine, other] = [apps[0]!.submissionId, apps[1]!.submissionId];
    await assign(api, organiser, mine, R1);
    expect(await listedIds(api, reviewers[R1]!)).toEqual([mine]);
    // R2 has nothing assigned: nothing to see.
    expect(await listedIds(api, reviewers[R2]!)).toEqual([]);
    expect(await listedIds(api, organiser)).toHaveLength(4);
    const hidden = await getJson(api, `/organiser/submissions/${other}`, reviewers[R1]);
    expect(hidden).toEqual({ status: 404, body: { message: ORGANISER_MESSAGES.notFound } });
    const fileId = (await getJson(api, `/organiser/submissions/${other}`, organiser)).body.submission.files[0].id;
    const file = await api.app.request(`/api/organiser/submissions/${other}/files/${fileId}`, {
      headers: { Authorization: `Bearer ${reviewers[R1]}` },
    });
    expect(file.status).toBe(404);
    const csv = await (
      await api.app.request('/api/organiser/export?format=csv', {
        headers: { Authorization: `Bearer ${reviewers[R1]}` },
      })
    ).text();
    expect(csv).toContain(mine);
    expect(csv).not.toContain(other);
    const before = await api.counts();
    const review = await putJson(
      api,
      `/organiser/submissions/${other}/review`,
      { scores: allScores(5) },
      reviewers[R1],
    );
    expect(review.status).toBe(404);
    expect((await review.json()).message).toBe(ORGANISER_MESSAGES.notFound);
    expect(await api.counts()).toEqual(before);
  });
});

describeApi('reviewer progress on the stats', () => {
  it('shows organisers each reviewer’s assigned and done; reviewers get no progress', async () => {
    await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 2 });
    const mineR1 = (await assignmentPairs(api)).filter((p) => p.endsWith(` ${R1}`)).map((p) => p.split(' ')[0]!);
    await putJson(api, `/organiser/submissions/${mineR1[0]}/review`, { scores: allScores(4) }, reviewers[R1]);
    const { body } = await getJson(api, '/organiser/stats', organiser);
    expect(body.reviewers).toEqual(
      REVIEWERS.map((mobile) => ({
        mobile,
        name: mobile,
        assigned: mineR1.length && mobile === R1 ? mineR1.length : expect.any(Number),
        done: mobile === R1 ? 1 : 0,
      })),
    );
    expect(body.reviewers.reduce((n: number, r: { assigned: number }) => n + r.assigned, 0)).toBe(4);
    expect((await getJson(api, '/organiser/stats', reviewers[R1])).body.reviewers).toBeUndefined();
  });
});

/** Submits an application from a reviewer's own account; answers its id. */
const submitManyAs = async (mobile: string) => [
  (await submitApplication(api, mobile, { startupName: 'Reviewer’s own' })).submissionId,
];
