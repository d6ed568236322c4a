/** Several reviewers and many applications, for the review assignment, conflict and queue tests. */
import { rolesFromLists } from '../staff/roles.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi } from './harness.ts';
import { type Applicant, getJson, putJson, submitApplication } from './organiser-fixtures.ts';
import { postJson, signIn } from './requests.ts';

/** The reviewers (REVIEWER_MOBILES) of these tests' API: the usual one first. */
export const REVIEWERS = [TEST_REVIEWER, '9000000003', '9000000004'] as const;

/** A test API whose staff are the usual organiser and REVIEWERS. */
export const createAssignmentApi = () => createTestApi({ roles: rolesFromLists([TEST_ORGANISER], [...REVIEWERS]) });

/** `n` applicants with submitted applications, oldest first, each named 'Startup <i>'. */
export async function submitMany(api: TestApi, n: number, from = 0): Promise<Applicant[]> {
  const out: Applicant[] = [];
  for (let i = from; i < from + n; i++) {
    out.push(
      await submitApplication(api, `98765${String(43000 + i).padStart(5, '0')}`, { startupName: `Startup ${i}` }),
    );
    // Distinct creation times, so "oldest first" is decided by the clock, not by chance.
    api.clock.advance(1000);
  }
  return out;
}

/** Session tokens of every reviewer, by mobile. */
export async function signInReviewers(api: TestApi): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const mobile of REVIEWERS) tokens[mobile] = (await signIn(api, mobile)).token;
  return tokens;
}

export const autoAssign = (api: TestApi, token: string, body: unknown) =>
  postJson(api, '/organiser/assignments/auto', body, { token });

/** The assignment rows, as 'submissionId reviewer' pairs, sorted. */
export async function assignmentPairs(api: TestApi): Promise<string[]> {
  const rows = await api.deps.db.query.reviewAssignments.findMany();
  return rows.map((r) => `${r.submissionId} ${r.reviewerMobile}`).sort();
}

export const assign = (api: TestApi, token: string, id: string, mobile: string) =>
  putJson(api, `/organiser/submissions/${id}/assignees/${mobile}`, {}, token);

/** The ids a reviewer's list holds. */
export const listedIds = async (api: TestApi, token: string): Promise<string[]> =>
  (await getJson(api, '/organiser/submissions', token)).body.submissions.map((r: { id: string }) => r.id).sort();
