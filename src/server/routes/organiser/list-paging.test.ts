/** GET /api/organiser/submissions paged in the database: pages, totals, counts per status, and exact scores. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { reviews, submissions } from '../../db/schema.ts';
import { scoreReviews } from '../../review/scores.ts';
import { insertApplications } from '../../test/bulk-applications.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';

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

const list = (query: string, token = organiser) => getJson(api, `/organiser/submissions?${query}`, token);
const ids = (body: Record<string, any>) => (body.submissions as { id: string }[]).map((r) => r.id);

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describeApi('the list, paged in the database', () => {
  it('refuses a bad page or page size with a message', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page must be a whole number from 1'],
      ['page=abc', 'page must be a whole number from 1'],
      ['page=1.5', 'page must be a whole number from 1'],
      ['pageSize=0', 'pageSize must be a whole number from 1 to 200'],
      ['pageSize=201', 'pageSize must be a whole number from 1 to 200'],
      ['pageSize=ten', 'pageSize must be a whole number from 1 to 200'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect([res.status, res.body], query).toEqual([400, { message }]);
    }
  });

  it('answers 50 rows a page by default, each application on exactly one page, with the total and counts', async () => {
    await insertApplications(api.deps.db, 120, new Date('2026-03-01T10:00:00Z'));
    await api.deps.db.execute(
      sql`update ${submissions} set status = 'SHORTLISTED' where id in (select id from ${submissions} order by id limit 7)`,
    );
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`page=${page}`)));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(pages.map((p) => p.body.submissions.length)).toEqual([50, 50, 20, 0]);
    const seen = pages.flatMap((p) => ids(p.body));
    expect(new Set(seen).size).toBe(120);
    expect(pages[0]!.body).toMatchObject({
      total: 120,
      page: 1,
      pageSize: 50,
      counts: { SUBMITTED: 113, SHORTLISTED: 7, ACCEPTED: 0 },
    });
    const shortlisted = await list('status=SHORTLISTED&pageSize=5&page=2');
    expect(shortlisted.body).toMatchObject({ total: 7, pageSize: 5, counts: { SUBMITTED: 113, SHORTLISTED: 7 } });
    expect(shortlisted.body.submissions).toHaveLength(2);
    const ideas = await list('stage=IDEA&pageSize=200');
    expect(ideas.body.total).toBe(60);
    expect(ideas.body.submissions.every((r: { stage: string }) => r.stage === 'IDEA')).toBe(true);
    const search = await list('q=startup%2011');
    expect(search.body.submissions.map((r: { startupName: string }) => r.startupName).sort()).toEqual(
      ['Startup 11', ...Array.from({ length: 10 }, (_, i) => `Startup 11${i}`)].sort(),
    );
  });

  it('shows every application’s mean weighted score and z-score as the scoring of all reviews gives them', async () => {
    await insertApplications(api.deps.db, 60, new Date('2026-03-01T10:00:00Z'));
    const apps = (await api.deps.db.select({ id: submissions.id }).from(submissions)).map((s) => s.id);
    const next = random(42);
    const criteria = api.deps.rubric.criteria.map((c) => c.id);
    const rows = apps.flatMap((submissionId, i) =>
      ['8000000001', '8000000002', '8000000003', '8000000004'].slice(0, 1 + (i % 4)).map((reviewerMobile, j) => ({
        submissionId,
        reviewerMobile,
        // One criterion left out now and then: it counts for nothing, as in the JavaScript.
        scores: Object.fromEntries(
          criteria.filter((_, k) => (i + j + k) % 7 !== 0).map((c) => [c, 1 + Math.floor(next() * 5)]),
        ),
        createdAt: new Date(Date.parse('2026-03-02T00:00:00Z') + Math.floor(next() * 1e9)),
        updatedAt: new Date('2026-03-02T00:00:00Z'),
      })),
    );
    await api.deps.db.insert(reviews).values(rows);
    const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const scored = scoreReviews(api.deps.rubric, ordered);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const expected = Object.fromEntries(
      apps.map((id) => {
        const mine = scored.filter((r) => r.submissionId === id);
        return [id, { n: mine.length, weighted: mean(mine.map((r) => r.weighted)), z: mean(mine.map((r) => r.z)) }];
      }),
    );
    const { body: all } = await list('pageSize=200');
    expect(all.submissions).toHaveLength(60);
    const round = (n: number) => Math.round(n * 100) / 100;
    for (const r of all.submissions as {
      id: string;
      reviewCount: number;
      weightedScore: number;
      normalisedScore: number;
    }[]) {
      const e = expected[r.id]!;
      expect([r.reviewCount, r.weightedScore, r.normalisedScore], r.id).toEqual([e.n, round(e.weighted), round(e.z)]);
    }
    // And the list sorts by them: highest normalised score first (what the list shows), then the weighted score.
    const { body } = await list('sort=score&order=desc&pageSize=200');
    const keys = ids(body).map((id) => [expected[id]!.z, expected[id]!.weighted] as const);
    expect(keys).toHaveLength(60);
    keys.slice(1).forEach(([z, weighted], i) => {
      const [aboveZ, aboveWeighted] = keys[i]!;
      expect(z < aboveZ || (z === aboveZ && weighted <= aboveWeighted), `row ${i + 2}`).toBe(true);
    });
  });

  it('sorts by the normalised score, then the weighted score, with the unscored below every score', async () => {
    await insertApplications(api.deps.db, 5, new Date('2026-03-01T10:00:00Z'));
    const [a, b, c, d, unscored] = (
      await api.deps.db.select({ id: submissions.id }).from(submissions).orderBy(submissions.id)
    ).map((s) => s.id);
    const at = new Date('2026-03-02T00:00:00Z');
    const review = (submissionId: string, reviewerMobile: string, score: number) => ({
      submissionId,
      reviewerMobile,
      scores: Object.fromEntries(api.deps.rubric.criteria.map((x) => [x.id, score])),
      createdAt: at,
      updatedAt: at,
    });
    // A harsh reviewer's 3 is their best (z +1), a lenient one's 4 their worst (z -1): by weighted score C beats A.
    await api.deps.db
      .insert(reviews)
      .values([
        review(a!, '8000000001', 3),
        review(b!, '8000000001', 1),
        review(c!, '8000000002', 4),
        review(d!, '8000000002', 5),
      ]);
    const highest = await list('sort=score&order=desc');
    expect(ids(highest.body)).toEqual([d, a, c, b, unscored]);
    expect(highest.body.submissions.map((r: { normalisedScore: number | null }) => r.normalisedScore)).toEqual([
      1,
      1,
      -1,
      -1,
      null,
    ]);
    expect(ids((await list('sort=score&order=asc')).body)).toEqual([unscored, b, c, a, d]);
  });

  it('pages a reviewer’s list the same way and sorts the applications they have not scored as unscored', async () => {
    await insertApplications(api.deps.db, 3, new Date('2026-03-01T10:00:00Z'));
    const [first] = (await api.deps.db.select({ id: submissions.id }).from(submissions).orderBy(submissions.id)).map(
      (s) => s.id,
    );
    const at = new Date('2026-03-02T00:00:00Z');
    await api.deps.db.insert(reviews).values({
      submissionId: first!,
      reviewerMobile: '9000000001',
      scores: { problem: 5, solution: 5, market: 5, team: 5, traction: 5, pitch: 5 },
      createdAt: at,
      updatedAt: at,
    });
    const reviewer = await signInReviewer(api);
    const { body } = await list('sort=score&order=desc&pageSize=2', reviewer);
    expect(body).toMatchObject({ total: 3, pageSize: 2 });
    // The organiser's 5 would put it first; the reviewer has not scored it, so the order tells nothing.
    expect(body.submissions.every((r: { weightedScore: null }) => r.weightedScore === null)).toBe(true);
    const organiserView = await list('sort=score&order=desc&pageSize=2');
    expect(ids(organiserView.body)[0]).toBe(first);
  });

  it('sees at once a review written by another process straight into the database', async () => {
    await insertApplications(api.deps.db, 2, new Date('2026-03-01T10:00:00Z'));
    const before = await list('sort=score');
    expect(before.body.submissions.map((r: { reviewCount: number }) => r.reviewCount)).toEqual([0, 0]);
    const [id] = ids(before.body);
    const at = new Date('2026-03-02T00:00:00Z');
    const scores = { problem: 4, solution: 4, market: 4, team: 4, traction: 4, pitch: 4 };
    await api.deps.db
      .insert(reviews)
      .values({ submissionId: id!, reviewerMobile: '8000000001', scores, createdAt: at, updatedAt: at });
    const after = await list('sort=score');
    expect(after.body.submissions[0]).toMatchObject({ id, reviewCount: 1, weightedScore: 4 });
    await api.deps.db.update(reviews).set({ scores: { ...scores, problem: 1, solution: 1 } });
    expect((await list('sort=score')).body.submissions[0]).toMatchObject({ id, weightedScore: 2.67 });
  });
});
