import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, CONFLICT_FLAGS } from '../../../shared/messages/review-assignment.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { cofounderInvites, startups, users } from '../../db/schema.ts';
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
import { type TestApi, describeApi } from '../../test/harness.ts';
import {
  type Applicant,
  allScores,
  getJson,
  joinTeam,
  putJson,
  signInOrganiser,
  submitApplication,
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
  apps = await submitMany(api, 2);
  organiser = await signInOrganiser(api);
  reviewers = await signInReviewers(api);
});

const declare = (token: string, id: string, reason: unknown) =>
  postJson(api, `/organiser/submissions/${id}/conflict`, { reason }, { token });
const row = async (id: string) =>
  (await getJson(api, '/organiser/submissions', organiser)).body.submissions.find((r: { id: string }) => r.id === id);
const setEmail = (mobile: string, email: string) =>
  api.deps.db.update(users).set({ email }).where(eq(users.mobile, mobile));

describeApi('conflicts of interest a reviewer declares', () => {
  it('takes the application out of their queue and list at once, and stops their review counting', async () => {
    const id = apps[0]!.submissionId;
    await autoAssign(api, organiser, { reviewsPerApplication: 2, maxPerReviewer: 2 });
    const [first, second] = (await assignmentPairs(api)).filter((p) => p.startsWith(id)).map((p) => p.split(' ')[1]!);
    await putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(5) }, reviewers[first!]);
    await putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(1) }, reviewers[second!]);
    expect(await row(id)).toMatchObject({ reviewCount: 2, weightedScore: 3 });

    const res = await declare(reviewers[first!]!, id, 'She is my cousin');
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(ASSIGNMENT_MESSAGES.conflictDeclared);
    expect(await listedIds(api, reviewers[first!]!)).not.toContain(id);
    expect((await getJson(api, `/organiser/submissions/${id}`, reviewers[first!])).status).toBe(404);
    expect((await getJson(api, '/organiser/queue/next', reviewers[first!])).body.submissionId).not.toBe(id);
    // Only the other review counts now.
    expect(await row(id)).toMatchObject({ reviewCount: 1, weightedScore: 1 });

    // Organisers see the declared conflict; the next automatic assignment gives the place to someone else.
    const { body } = await getJson(api, `/organiser/submissions/${id}`, organiser);
    expect(body.submission.conflicts).toEqual([
      { mobile: first, name: first, reason: 'She is my cousin', declared: true },
    ]);
    const stats = (await getJson(api, '/organiser/stats', organiser)).body;
    expect(stats.declaredConflicts).toEqual([
      {
        submissionId: id,
        startupName: 'Startup 0',
        mobile: first,
        name: first,
        reason: 'She is my cousin',
        at: expect.any(String),
      },
    ]);
    expect((await getJson(api, '/organiser/stats', reviewers[second!])).body.declaredConflicts).toBeUndefined();
    expect(
      await (await autoAssign(api, organiser, { reviewsPerApplication: 2, maxPerReviewer: 3 })).json(),
    ).toMatchObject({ assigned: 1, unassignable: [] });
    const now = (await assignmentPairs(api)).filter((p) => p.startsWith(id)).map((p) => p.split(' ')[1]);
    expect(now).toHaveLength(2);
    expect(now).not.toContain(first);
  });

  it('refuses an organiser assigning a reviewer over their declared conflict, storing nothing', async () => {
    const id = apps[0]!.submissionId;
    await declare(reviewers[R2]!, id, 'Former co-founder');
    const before = await api.counts();
    const res = await assign(api, organiser, id, R2);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ASSIGNMENT_MESSAGES.conflicted('Former co-founder'));
    expect(await api.counts()).toEqual(before);
  });

  it('refuses a declaration without a reason, or on an application not theirs, storing nothing', async () => {
    const id = apps[0]!.submissionId;
    await assign(api, organiser, apps[1]!.submissionId, R1);
    const before = await api.counts();
    for (const reason of ['', '   ', 'x'.repeat(501), 42]) {
      const res = await declare(reviewers[R1]!, apps[1]!.submissionId, reason);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(ASSIGNMENT_MESSAGES.conflictReason);
    }
    const notMine = await declare(reviewers[R1]!, id, 'My friend');
    expect(notMine.status).toBe(404);
    expect((await notMine.json()).message).toBe(ORGANISER_MESSAGES.notFound);
    expect(await api.counts()).toEqual(before);
  });
});

describeApi('conflicts found automatically', () => {
  it('never come from what an applicant typed: a reviewer’s mobile as the phone number, their company, an invite', async () => {
    // At the first submission: R1's mobile as the founder's phone, R2's company as the founder's e-mail and website.
    await setEmail(R2, 'partner@acme.co.in');
    const typed = await submitApplication(api, '9876543299', {
      startupName: 'Typed Ties',
      answers: { phoneNumber: `+91 ${R1}`, email: 'founder@acme.co.in' },
    });
    await setEmail(typed.mobile, 'founder@acme.co.in');
    await api.deps.db.update(startups).set({ website: 'https://acme.co.in' }).where(eq(startups.name, 'Typed Ties'));
    // R3 invited as a co-founder, never accepting: the applicant typed that number too.
    expect((await postJson(api, '/cofounders', { mobile: R3, role: 'CTO' }, { token: typed.token })).status).toBe(201);
    const id = typed.submissionId;

    const { body } = await getJson(api, `/organiser/submissions/${id}`, organiser);
    expect(body.submission.conflicts).toEqual([]);
    for (const mobile of REVIEWERS) expect(await listedIds(api, reviewers[mobile]!), mobile).toContain(id);
    expect(
      (await putJson(api, `/organiser/submissions/${id}/review`, { scores: allScores(2) }, reviewers[R1])).status,
    ).toBe(200);
    const res = await autoAssign(api, organiser, { reviewsPerApplication: 3, maxPerReviewer: 3 });
    expect((await res.json()).unassignable).toEqual([]);
    expect((await assignmentPairs(api)).filter((p) => p.startsWith(id))).toEqual(REVIEWERS.map((m) => `${id} ${m}`));
  });

  it('flags a reviewer who is a verified co-founder (accepted), not one invited or who declined, and never assigns them', async () => {
    const [first, second] = apps;
    await joinTeam(api, first!, R1, reviewers[R1]!);
    expect((await postJson(api, '/cofounders', { mobile: R2, role: 'COO' }, { token: first!.token })).status).toBe(201);
    expect((await postJson(api, '/cofounders', { mobile: R3, role: 'CFO' }, { token: first!.token })).status).toBe(201);
    await api.deps.db.update(cofounderInvites).set({ status: 'declined' }).where(eq(cofounderInvites.mobile, R3));
    const { body } = await getJson(api, `/organiser/submissions/${first!.submissionId}`, organiser);
    expect(body.submission.conflicts).toEqual([
      { mobile: R1, name: R1, reason: CONFLICT_FLAGS.cofounder, declared: false },
    ]);
    expect(await listedIds(api, reviewers[R1]!)).not.toContain(first!.submissionId);
    // The other application has no such flag.
    const other = await getJson(api, `/organiser/submissions/${second!.submissionId}`, organiser);
    expect(other.body.submission.conflicts).toEqual([]);
    const res = await autoAssign(api, organiser, { reviewsPerApplication: 2, maxPerReviewer: 2 });
    expect((await res.json()).unassignable).toEqual([]);
    expect((await assignmentPairs(api)).filter((p) => p.startsWith(first!.submissionId))).toEqual([
      `${first!.submissionId} ${R2}`,
      `${first!.submissionId} ${R3}`,
    ]);
    const refused = await assign(api, organiser, first!.submissionId, R1);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(ASSIGNMENT_MESSAGES.conflicted(CONFLICT_FLAGS.cofounder));
  });
});
