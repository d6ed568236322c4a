/**
 * A release and the withdrawals of the very applications it decides on, all at once on Postgres: each takes the
 * locks they share in one order (src/server/db/lock-order.ts), so none deadlocks (40P01, answered as an error)
 * and each application ends one of two ways: its decision released and then withdrawn, or withdrawn and the decision
 * dropped (the release refused, its counts changed). Never a decision released onto a withdrawn application.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pendingDecisions, submissionStatusChanges, submissions } from '../../db/schema.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { type Applicant, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { postJson } from '../../test/requests.ts';

const onPostgres = dbKind === 'postgres';
const ROUNDS = 10;
let api: TestApi;

beforeAll(async () => {
  // Its pool holds five connections: one for each request of a round, so they all run at once.
  api = await createTestApi();
});
afterAll(() => api?.close());

const historyOf = async (a: Applicant) =>
  (
    await api.deps.db
      .select({ status: submissionStatusChanges.status })
      .from(submissionStatusChanges)
      .where(eq(submissionStatusChanges.submissionId, a.submissionId))
      .orderBy(asc(submissionStatusChanges.id))
  ).map((h) => h.status);

describeApi('a release racing withdrawals and duplicate marks of its applications', () => {
  it.skipIf(!onPostgres)(
    'never deadlocks, and never releases a decision onto a withdrawn application',
    { timeout: 600_000 },
    async () => {
      const outcomes = { released: 0, refused: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        await api.reset();
        const applicants: Applicant[] = [];
        for (let i = 0; i < 6; i++) applicants.push(await submitApplication(api, `97300000${round % 10}${i}`));
        const organiser = await signInOrganiser(api);
        const ids = applicants.map((a) => a.submissionId);
        await postJson(api, '/organiser/decisions', { ids, status: 'SHORTLISTED' }, { token: organiser });

        // Two withdraw themselves; two are marked duplicates of the two that stay (a live application: one being
        // withdrawn at the same moment may no longer be a duplicate's original).
        const [first, second, third, fourth, fifth, sixth] = applicants as [
          Applicant,
          Applicant,
          Applicant,
          Applicant,
          Applicant,
          Applicant,
        ];
        const markDuplicate = (copy: Applicant, of: Applicant) =>
          postJson(
            api,
            `/organiser/submissions/${copy.submissionId}/duplicate-of`,
            { id: of.submissionId },
            {
              token: organiser,
            },
          );
        const [release, ...leaving] = await Promise.all([
          postJson(api, '/organiser/decisions/release', { expect: { SHORTLISTED: 6 } }, { token: organiser }),
          postJson(api, '/submission/withdraw', {}, { token: first.token }),
          postJson(api, '/submission/withdraw', {}, { token: second.token }),
          markDuplicate(third, fifth),
          markDuplicate(fourth, sixth),
        ]);
        const answers = await Promise.all(
          [release!, ...leaving].map(async (r) => `${r.status} ${(await r.json()).message}`),
        );
        expect(
          answers.slice(1).map((a) => a.slice(0, 3)),
          answers.join('\n'),
        ).toEqual(['200', '200', '200', '200']);
        expect([200, 409], answers[0]).toContain(release!.status);

        const released = release!.status === 200;
        outcomes[released ? 'released' : 'refused']++;
        for (const a of [first, second, third, fourth]) {
          // Released, then withdrawn; or withdrawn with the decision dropped.
          expect(await historyOf(a)).toEqual(released ? ['SHORTLISTED', 'WITHDRAWN'] : ['WITHDRAWN']);
          const [row] = await api.deps.db.select().from(submissions).where(eq(submissions.id, a.submissionId));
          expect(row!.status).toBe('WITHDRAWN');
        }
        // The two that stay: released, or still pending when the release was refused.
        for (const a of [fifth, sixth]) expect(await historyOf(a)).toEqual(released ? ['SHORTLISTED'] : []);
        const pending = await api.deps.db.select({ id: pendingDecisions.submissionId }).from(pendingDecisions);
        expect(pending.map((p) => p.id).sort()).toEqual(
          released ? [] : [fifth.submissionId, sixth.submissionId].sort(),
        );
      }
      // Both orders happened (logged, not asserted: which one wins each round is the scheduler's choice).
      console.info(`[race] ${outcomes.released} releases won, ${outcomes.refused} refused`);
    },
  );
});
