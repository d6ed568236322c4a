import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { INTEREST_MESSAGES } from '../../../shared/messages/interest.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { auditLog, reviewInterests } from '../../db/schema.ts';
import {
  REVIEWERS,
  assignmentPairs,
  autoAssign,
  createAssignmentApi,
  signInReviewers,
  submitMany,
} from '../../test/assignment-fixtures.ts';
import { type TestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, getJson, putJson, signInOrganiser } from '../../test/organiser-fixtures.ts';
import { postJson } from '../../test/requests.ts';

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
const mark = (mobile: string, id: string, interest: unknown) =>
  putJson(api, `/organiser/submissions/${id}/interest`, { interest }, reviewers[mobile]);
const reviewersOf = (pairs: string[], id: string) =>
  pairs.filter((p) => p.startsWith(`${id} `)).map((p) => p.split(' ')[1]);

describeApi('a reviewer marks their interest in reviewing an application', () => {
  it('is saved for the current round, shown on their page of it and logged; null takes it back', async () => {
    const id = apps[0]!.submissionId;
    const res = await mark(R1, id, 'YES');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ interest: 'YES', message: INTEREST_MESSAGES.saved });
    expect(await api.deps.db.select().from(reviewInterests)).toEqual([
      { roundId: 1, submissionId: id, reviewerMobile: R1, interest: 'YES', markedAt: new Date(api.clock.now) },
    ]);
    expect((await getJson(api, `/organiser/submissions/${id}`, reviewers[R1])).body.submission.myInterest).toBe('YES');
    // Another reviewer's page shows their own answer, none yet; an organiser's page has no such field.
    expect((await getJson(api, `/organiser/submissions/${id}`, reviewers[R2])).body.submission.myInterest).toBeNull();
    const forOrganiser = (await getJson(api, `/organiser/submissions/${id}`, organiser)).body.submission;
    expect(forOrganiser).not.toHaveProperty('myInterest');
    // Organisers choosing whom to assign by hand read each reviewer's answer beside their name.
    expect(forOrganiser.reviewers).toEqual([
      { mobile: R1, name: expect.any(String), interest: 'YES' },
      { mobile: R2, name: expect.any(String) },
      { mobile: R3, name: expect.any(String) },
    ]);
    expect(await (await mark(R1, id, 'NO')).json()).toEqual({ interest: 'NO', message: INTEREST_MESSAGES.saved });
    expect((await api.deps.db.select().from(reviewInterests))[0]!.interest).toBe('NO');

    expect(await (await mark(R1, id, null)).json()).toEqual({ interest: null, message: INTEREST_MESSAGES.cleared });
    expect(await api.deps.db.select().from(reviewInterests)).toEqual([]);
    const logged = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'interest.marked'));
    expect(logged.map((l) => [l.actor, l.target, l.details])).toEqual([
      [R1, id, { interest: 'YES' }],
      [R1, id, { interest: 'NO' }],
      [R1, id, { interest: null }],
    ]);
  });

  it('refuses organisers, answers that are not Yes, Maybe or No, and applications the reviewer may not open', async () => {
    const id = apps[0]!.submissionId;
    const byOrganiser = await putJson(api, `/organiser/submissions/${id}/interest`, { interest: 'YES' }, organiser);
    expect(byOrganiser.status).toBe(403);
    expect((await byOrganiser.json()).message).toBe(INTEREST_MESSAGES.reviewersOnly);
    for (const bad of ['yes', 'PERHAPS', 3, undefined]) {
      const res = await mark(R1, id, bad);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(INTEREST_MESSAGES.choose);
    }
    const unknown = await mark(R1, '00000000-0000-4000-8000-000000000000', 'YES');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(ORGANISER_MESSAGES.notFound);
    // Once assignment has given the application to others, it is no longer R3's to open, nor to bid on.
    await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 10 });
    const pairs = await assignmentPairs(api);
    const notR3 = apps.find((a) => !reviewersOf(pairs, a.submissionId).includes(R3))!.submissionId;
    const ofR3 = apps.find((a) => reviewersOf(pairs, a.submissionId).includes(R3))!.submissionId;
    // The question is for before assignment: once the round has assignments, pages no longer ask it.
    expect((await getJson(api, `/organiser/submissions/${ofR3}`, reviewers[R3])).body.submission).not.toHaveProperty(
      'myInterest',
    );
    const gone = await mark(R3, notR3, 'YES');
    expect(gone.status).toBe(404);
    expect(
      await api.deps.db
        .select()
        .from(reviewInterests)
        .where(and(eq(reviewInterests.reviewerMobile, R3), eq(reviewInterests.submissionId, notR3))),
    ).toEqual([]);
  });
});

describeApi('automatic assignment with interests and sectors', () => {
  it('gives an application to the reviewer who said Yes, and to one who said No only for want of another', async () => {
    const [first, second] = apps.map((a) => a.submissionId);
    // Least loaded alone would give the first application to R1 (the first reviewer by number).
    await mark(R1, first!, 'NO');
    await mark(R3, first!, 'YES');
    await mark(R2, second!, 'MAYBE');
    const res = await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 10 });
    const body = await res.json();
    expect(body.matches).toEqual({ sectorPossible: 0, sectorMatched: 0, yesAsked: 1, yesHonoured: 1, noGiven: 0 });
    expect(body.message).toBe('4 reviews assigned. 1 of 1 “Yes” assigned.');
    const pairs = await assignmentPairs(api);
    expect(reviewersOf(pairs, first!)).toEqual([R3]);
    expect(reviewersOf(pairs, second!)).toEqual([R2]);

    // Three reviews each take every reviewer: the one who said No still reviews the first, and the answer says so.
    const all = await (await autoAssign(api, organiser, { reviewsPerApplication: 3, maxPerReviewer: 10 })).json();
    expect(all.matches.noGiven).toBe(1);
    expect(all.message).toBe(
      '8 reviews assigned. 1 of 1 “Yes” assigned; 1 review went to a reviewer who said “No”, for want of another.',
    );
    expect(reviewersOf(await assignmentPairs(api), first!).sort()).toEqual([...REVIEWERS].sort());
  });

  it('gives each application a reviewer who knows its sector first, as far as the cap lets them', async () => {
    // Every application here is an "Agritech" startup (the fixtures' profile): R3 knows it, R2 another sector.
    const sectors = (mobile: string, list: string[]) =>
      postJson(
        api,
        '/organiser/staff',
        { mobile, role: 'REVIEWER', name: `Reviewer ${mobile}`, sectors: list },
        {
          token: organiser,
        },
      );
    expect((await sectors(R3, [' agritech ', 'Fintech'])).status).toBe(201);
    expect((await sectors(R2, ['Healthtech'])).status).toBe(201);
    const run = async (maxPerReviewer: number) =>
      (await autoAssign(api, organiser, { reviewsPerApplication: 2, maxPerReviewer })).json();
    const loadOf = async (m: string) => (await assignmentPairs(api)).filter((p) => p.endsWith(` ${m}`)).length;
    const capped = await run(2);
    expect(capped.matches).toEqual({ sectorPossible: 4, sectorMatched: 2, yesAsked: 0, yesHonoured: 0, noGiven: 0 });
    expect(capped.message).toContain('2 of 4 applications with a reviewer who knows its sector have one');
    expect(await loadOf(R3)).toBe(2);
    // The reviews already made stay; what is added goes to R3 while an application has no reviewer of its sector.
    const uncapped = await run(8);
    expect(uncapped.matches.sectorMatched).toBe(4);
    expect(await loadOf(R3)).toBe(4);
  });
});
