/**
 * Which waitlisted application a freed place goes to, with each key of the order deciding on its own: the normalised
 * score first (a harsh and a lenient reviewer compared fairly), then the weighted score, then the earlier submission.
 * In each case the winner loses on every later key, so a sort that put a later key first would pick the other one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissions } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import {
  type Applicant,
  allScores,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';
import { answer, decide, setPlaces } from '../../test/place-fixtures.ts';

let api: TestApi;
let organiser: string;
let reviewer: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
});

let nextMobile = 0;
const apply = (startupName: string) =>
  submitApplication(api, `98766${String(nextMobile++).padStart(5, '0')}`, { startupName });
const review = async (token: string, a: Applicant, score: number) => {
  const res = await putJson(
    api,
    `/organiser/submissions/${a.submissionId}/review`,
    { scores: allScores(score) },
    token,
  );
  if (res.status !== 200) throw new Error(`review: ${res.status} ${await res.text()}`);
};
const statusOf = async (a: Applicant) =>
  (await api.deps.db.select().from(submissions).where(eq(submissions.id, a.submissionId)))[0]!.status;

/**
 * One place, held by an accepted founder; `earlier` and `later` (submitted in that order) are waitlisted. The founder
 * declines: answers which of the two was accepted into the place, and checks the other still waits.
 */
async function promotedOf(holder: Applicant, earlier: Applicant, later: Applicant): Promise<'earlier' | 'later'> {
  await setPlaces(api, organiser, 1);
  await decide(api, organiser, holder.submissionId, 'ACCEPTED');
  for (const a of [earlier, later]) await decide(api, organiser, a.submissionId, 'WAITLISTED');
  expect((await answer(api, holder.token, false)).status).toBe(200);
  const statuses = [await statusOf(earlier), await statusOf(later)];
  if (statuses[0] === 'ACCEPTED' && statuses[1] === 'WAITLISTED') return 'earlier';
  if (statuses[0] === 'WAITLISTED' && statuses[1] === 'ACCEPTED') return 'later';
  throw new Error(`expected one promotion, found ${statuses.join(', ')}`);
}

describeApi('the waitlist order of a freed place', () => {
  it('a higher normalised score wins over a higher weighted score and an earlier submission', async () => {
    const [holder, lenientPick, filler1, harshPick, filler2] = [
      await apply('Holder'),
      await apply('Lenient pick'),
      await apply('Filler 1'),
      await apply('Harsh pick'),
      await apply('Filler 2'),
    ];
    // The harsh reviewer's 3 is their best (z +1); the lenient organiser's 4 is their worst (z -1).
    await review(reviewer, harshPick, 3);
    await review(reviewer, filler1, 1);
    await review(organiser, lenientPick, 4);
    await review(organiser, filler2, 5);
    expect(await promotedOf(holder, lenientPick, harshPick)).toBe('later');
  });

  it('with equal normalised scores, the higher weighted score wins over an earlier submission', async () => {
    const [holder, lower, filler1, higher, filler2] = [
      await apply('Holder'),
      await apply('Lower'),
      await apply('Filler 1'),
      await apply('Higher'),
      await apply('Filler 2'),
    ];
    // Each is their reviewer's better score (z +1 both); weighted 3 against 5.
    await review(reviewer, lower, 3);
    await review(reviewer, filler1, 1);
    await review(organiser, higher, 5);
    await review(organiser, filler2, 4);
    expect(await promotedOf(holder, lower, higher)).toBe('later');
  });

  it('with equal normalised and weighted scores, the earlier submission wins', async () => {
    const [holder, first, filler1, second, filler2] = [
      await apply('Holder'),
      await apply('First'),
      await apply('Filler 1'),
      await apply('Second'),
      await apply('Filler 2'),
    ];
    // Both 4 against their reviewer's 2: z +1 and weighted 4 each.
    await review(reviewer, first, 4);
    await review(reviewer, filler1, 2);
    await review(organiser, second, 4);
    await review(organiser, filler2, 2);
    expect(await promotedOf(holder, first, second)).toBe('earlier');
  });
});
