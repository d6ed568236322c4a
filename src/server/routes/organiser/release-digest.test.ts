/**
 * A release may send back the preview's digest: then the very decisions previewed (ids, statuses, notes) must still be
 * pending, not only as many of each status. Without it the counts alone decide, as the contract has it.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '../../../shared/messages/decisions.ts';
import { submissionStatusChanges } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, getJson, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { postJson } from '../../test/requests.ts';

let api: TestApi;
let organiser: string;
let a: string;
let b: string;
let c: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  const apps: Applicant[] = [];
  for (let i = 0; i < 3; i++) apps.push(await submitApplication(api, `987650000${i}`));
  [a, b, c] = apps.map((x) => x.submissionId) as [string, string, string];
  organiser = await signInOrganiser(api);
});

const setPending = (ids: string[], note = '') =>
  postJson(api, '/organiser/decisions', { ids, status: 'SHORTLISTED', note }, { token: organiser });
const clear = (id: string) =>
  api.app.request(`/api/organiser/decisions/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${organiser}` },
  });
const preview = async () => (await getJson(api, '/organiser/decisions/preview', organiser)).body;
const release = (body: unknown) => postJson(api, '/organiser/decisions/release', body, { token: organiser });
const answer = async (res: Response) => [res.status, await res.json()];

describeApi('a release that sends the preview digest', () => {
  it('is refused when other applications, or other notes, are pending in the same numbers; released when unchanged', async () => {
    await setPending([a, b]);
    const seen = await preview();
    expect(seen).toMatchObject({ counts: { SHORTLISTED: 2 }, digest: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // Another organiser swaps B for C: the counts are as previewed, the applications are not.
    await clear(b);
    await setPending([c]);
    const before = await api.counts();
    expect(await answer(await release({ expect: seen.counts, previewDigest: seen.digest }))).toEqual([
      409,
      { message: DECISION_MESSAGES.previewChanged, counts: { SHORTLISTED: 2 } },
    ]);
    expect(await api.counts()).toEqual(before);

    // The same applications again, one with another note: still not what was previewed.
    await clear(c);
    await setPending([b], 'Pitch rehearsal on Monday');
    expect((await release({ expect: seen.counts, previewDigest: seen.digest })).status).toBe(409);
    expect(await api.counts()).toEqual(before);

    // What the new preview shows is released.
    const now = await preview();
    expect(now.digest).not.toBe(seen.digest);
    const released = await release({ expect: now.counts, previewDigest: now.digest });
    expect(await answer(released)).toEqual([200, expect.objectContaining({ released: { SHORTLISTED: 2 } })]);
    const history = await api.deps.db.select().from(submissionStatusChanges);
    expect(history.map((h) => h.submissionId).sort()).toEqual([a, b].sort());
  });

  it('is the same digest for the same decisions, whatever order they were set in', async () => {
    await setPending([a]);
    await setPending([b]);
    const first = (await preview()).digest;
    await clear(a);
    await setPending([a]);
    expect((await preview()).digest).toBe(first);
  });

  it('without a digest, releases equal counts of other applications (the counts are the contract)', async () => {
    await setPending([a, b]);
    const seen = await preview();
    await clear(b);
    await setPending([c]);
    expect((await release({ expect: seen.counts })).status).toBe(200);
  });

  it('refuses a digest that is not one, changing nothing', async () => {
    await setPending([a]);
    const before = await api.counts();
    for (const previewDigest of ['abc', 'A'.repeat(64), 12]) {
      expect(await answer(await release({ expect: { SHORTLISTED: 1 }, previewDigest }))).toEqual([
        400,
        expect.objectContaining({ message: DECISION_MESSAGES.digestInvalid }),
      ]);
    }
    expect(await api.counts()).toEqual(before);
  });
});
