/**
 * Pending acceptances beyond the finalist places: said when they are set and in the preview, before Release, and the
 * release is refused naming how many, with nothing changed. Moves away from Accepted in the same release free their
 * places for its acceptances.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissions } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, getJson, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { decide, setPlaces } from '../../test/place-fixtures.ts';
import { postJson } from '../../test/requests.ts';

let api: TestApi;
let organiser: string;
let apps: Applicant[];

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
  apps = [];
  for (const [i, startupName] of ['A', 'B', 'C', 'D'].entries()) {
    apps.push(await submitApplication(api, `987650111${i}`, { startupName }));
  }
});

const setPending = (ids: string[], status: string) =>
  postJson(api, '/organiser/decisions', { ids, status }, { token: organiser });
const release = (expect: unknown) => postJson(api, '/organiser/decisions/release', { expect }, { token: organiser });
const preview = async () => (await getJson(api, '/organiser/decisions/preview', organiser)).body;
const statusOf = async (a: Applicant) =>
  (await api.deps.db.select().from(submissions).where(eq(submissions.id, a.submissionId)))[0]!.status;

describeApi('pending acceptances over the finalist places', () => {
  it('are named when set and in the preview, and refuse the release naming how many', async () => {
    const [a, b, c, d] = apps as [Applicant, Applicant, Applicant, Applicant];
    await setPlaces(api, organiser, 2);
    await decide(api, organiser, a.submissionId, 'ACCEPTED');

    const fits = await setPending([b.submissionId], 'ACCEPTED');
    expect([fits.status, await fits.json()]).toEqual([
      200,
      { message: 'Pending decision set on 1 application', overCap: null },
    ]);
    expect((await preview()).overCap).toBeNull();

    const over = await setPending([c.submissionId, d.submissionId], 'ACCEPTED');
    const overCap = { over: 2, accepting: 3, free: 1, finalistPlaces: 2 };
    expect([over.status, await over.json()]).toEqual([
      200,
      {
        message:
          'Pending decision set on 2 applications. 2 pending acceptances are over the finalist places: releasing would accept 3 with 1 of 2 places free. Clear 2 of them or raise the finalist places in Settings before releasing.',
        overCap,
      },
    ]);
    expect((await preview()).overCap).toEqual(overCap);

    const before = await api.counts();
    const refused = await release({ ACCEPTED: 3 });
    expect([refused.status, await refused.json()]).toEqual([
      409,
      {
        message:
          'Nothing was released: 2 pending acceptances are over the finalist places (1 of 2 free). Clear 2 of them or raise the finalist places in Settings, then release again.',
        counts: { ACCEPTED: 3 },
        overCap,
      },
    ]);
    expect(await api.counts()).toEqual(before);
  });

  it('counts the places a release frees by moving accepted applications elsewhere, and releases those first', async () => {
    const [a, b, c, d] = apps as [Applicant, Applicant, Applicant, Applicant];
    await setPlaces(api, organiser, 2);
    await decide(api, organiser, a.submissionId, 'ACCEPTED');
    await setPending([b.submissionId, c.submissionId], 'ACCEPTED');
    expect((await preview()).overCap).toEqual({ over: 1, accepting: 2, free: 1, finalistPlaces: 2 });
    // Set last, released first: A's place goes to one of the acceptances.
    await setPending([a.submissionId], 'REJECTED');
    expect((await preview()).overCap).toBeNull();

    const res = await release({ ACCEPTED: 2, REJECTED: 1 });
    expect(res.status).toBe(200);
    expect(await Promise.all([a, b, c, d].map(statusOf))).toEqual(['REJECTED', 'ACCEPTED', 'ACCEPTED', 'SUBMITTED']);
  });
});
