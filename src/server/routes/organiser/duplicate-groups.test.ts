/**
 * Large groups of look-alike applications: the list counts a row's look-alikes up to
 * POSSIBLE_DUPLICATES_COUNTED, so a row of a group of thousands costs what a row of a pair does, and counts below
 * the cap stay exact (live, from other accounts, each once whatever it shares).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { POSSIBLE_DUPLICATES_COUNTED } from '../../../shared/organiser-labels.ts';
import { submissionFingerprints, submissions } from '../../db/schema.ts';
import { insertApplications } from '../../test/bulk-applications.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, signInOrganiser } from '../../test/organiser-fixtures.ts';

let api: TestApi;
let organiser: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
});

/** Every row of the list, page by page: id to its badge's count. */
async function badges(): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let page = 1; ; page++) {
    const { body } = await getJson(api, `/organiser/submissions?pageSize=200&page=${page}`, organiser);
    for (const r of body.submissions as { id: string; possibleDuplicates: number }[]) {
      out.set(r.id, r.possibleDuplicates);
    }
    if (out.size >= body.total) return out;
  }
}

describeApi('the list’s count of look-alikes', () => {
  it(`counts a row of a group of 300 as ${POSSIBLE_DUPLICATES_COUNTED}, and smaller groups exactly`, async () => {
    await insertApplications(api.deps.db, 300 + 100 + 4, new Date(api.clock.now));
    const ids = (await api.deps.db.select({ id: submissions.id }).from(submissions)).map((s) => s.id).sort();
    const [big, hundred, small] = [ids.slice(0, 300), ids.slice(300, 400), ids.slice(400)];
    const print = (kind: string, value: string) => (submissionId: string) => ({ submissionId, kind, value });
    await api.deps.db.insert(submissionFingerprints).values([
      ...big.map(print('file', 'one-deck-for-300')),
      ...hundred.map(print('name', 'a-hundred')),
      ...small.map(print('name', 'four')),
      // Two of the four also share a website: still one look-alike each to the other.
      ...small.slice(0, 2).map(print('site', 'four.in')),
    ]);
    // A withdrawn one is not counted by the others, though it still sees them.
    await api.deps.db.update(submissions).set({ status: 'WITHDRAWN' }).where(eq(submissions.id, small[3]!));

    const counted = await badges();
    expect(counted.size).toBe(404);
    expect(new Set(big.map((id) => counted.get(id)))).toEqual(new Set([POSSIBLE_DUPLICATES_COUNTED]));
    expect(new Set(hundred.map((id) => counted.get(id)))).toEqual(new Set([99]));
    expect(small.map((id) => counted.get(id))).toEqual([2, 2, 2, 3]);

    // Below the cap a withdrawal shows at once: the group of a hundred counts 98 each.
    await api.deps.db
      .update(submissions)
      .set({ status: 'WITHDRAWN' })
      .where(inArray(submissions.id, [hundred[0]!]));
    const after = await badges();
    expect(new Set(hundred.slice(1).map((id) => after.get(id)))).toEqual(new Set([98]));
  });
});
