/**
 * A decision on "every application matching the filter": GET /api/organiser/decisions/matching resolves the list's
 * filters to ids in SQL (every page), and the list shows each row's pending decision to organisers only.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-labels.ts';
import { matchingIds } from '../../workspace/list-query.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, describeApi } from '../../test/harness.ts';
import { postJson } from '../../test/requests.ts';
import {
  type Applicant,
  getJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;
let organiser: string;
let reviewer: string;
let apps: Applicant[];

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  apps = [];
  const entries = [
    ['Krishi Sense', 'IDEA'],
    ['Paani Labs', 'MVP_READY'],
    ['Dhoop Energy', 'IDEA'],
    ['Krishi Drones', 'MVP_READY'],
  ] as const;
  for (const [i, [startupName, stage]] of entries.entries()) {
    apps.push(await submitApplication(api, `987654321${i}`, { startupName, stage }));
  }
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
});

const matching = (query: string, token = organiser) => getJson(api, `/organiser/decisions/matching?${query}`, token);
const idsOf = (...n: number[]) => n.map((i) => apps[i]!.submissionId);

describeApi('every application matching the filter', () => {
  it('answers the ids of every match, oldest first, by search, stage and status alike, past one page', async () => {
    expect((await matching('q=krishi')).body).toEqual({ total: 2, ids: idsOf(0, 3) });
    expect((await matching('stage=IDEA')).body).toEqual({ total: 2, ids: idsOf(0, 2) });
    expect((await matching('q=krishi&stage=MVP_READY')).body).toEqual({ total: 1, ids: idsOf(3) });
    expect((await matching('')).body).toEqual({ total: 4, ids: idsOf(0, 1, 2, 3) });
    expect((await matching('status=SHORTLISTED')).body).toEqual({ total: 0, ids: [] });
    // The list pages; the matching ids do not: page size 1 still lists one row, the ids all four.
    const { body: page } = await getJson(api, '/organiser/submissions?pageSize=1', organiser);
    expect(page.submissions).toHaveLength(1);
  });

  it('counts but does not list more matches than one request may decide on', async () => {
    const viewer = { role: 'ORGANISER' as const, mobile: TEST_ORGANISER };
    expect(await matchingIds(api.deps, viewer, { q: 'krishi' }, 1)).toEqual({ total: 2, ids: [] });
    expect(await matchingIds(api.deps, viewer, { q: 'krishi' }, 2)).toEqual({ total: 2, ids: idsOf(0, 3) });
  });

  it('sets a decision on exactly the matches, shown as pending on their rows of the list and nowhere else', async () => {
    const { body } = await matching('q=krishi');
    const set = await postJson(
      api,
      '/organiser/decisions',
      { ids: body.ids, status: 'SHORTLISTED' },
      { token: organiser },
    );
    expect(set.status).toBe(200);
    const { body: list } = await getJson(api, '/organiser/submissions?sort=date&order=asc', organiser);
    expect(
      list.submissions.map((r: { startupName: string; status: string; pendingStatus: string | null }) => [
        r.startupName,
        r.status,
        r.pendingStatus,
      ]),
    ).toEqual([
      ['Krishi Sense', 'SUBMITTED', 'SHORTLISTED'],
      ['Paani Labs', 'SUBMITTED', null],
      ['Dhoop Energy', 'SUBMITTED', null],
      ['Krishi Drones', 'SUBMITTED', 'SHORTLISTED'],
    ]);
    const { body: seenByReviewer } = await getJson(api, '/organiser/submissions', reviewer);
    for (const row of seenByReviewer.submissions) expect(row).not.toHaveProperty('pendingStatus');
  });

  it('is for organisers only, and refuses an unknown status with a message', async () => {
    const asReviewer = await matching('q=krishi', reviewer);
    expect(asReviewer.status).toBe(403);
    expect(asReviewer.body.message).toBe(ORGANISER_MESSAGES.organisersOnly);
    const unknown = await matching('status=FAMOUS');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ORGANISER_MESSAGES.statusInvalid);
  });
});
