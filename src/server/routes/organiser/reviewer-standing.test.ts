/**
 * Reviewers never read where an application stands: with a decision of every kind, pending decisions and shared and
 * private tags set on the applications assigned to them, no reviewer answer (the list with each filter, search and
 * sort, each application, its files by both routes, the stats, the CSV and JSON export, the queue) holds a status, a
 * pending decision, the decisions' history, a note to the applicant, a tag or the application's scores round by
 * round; a filter by status is refused. Nor, of the feedback to founders, another reviewer's ticked reasons (however
 * the round shows scores), the counts per reason, the lead, the committee summary, or the feedback released with a
 * decision. Organisers read all of it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_STATUSES, STATUS_LABELS } from '../../../shared/organiser-schemas.ts';
import { TEST_ORGANISER, TEST_REVIEWER, type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { submissionStatusChanges } from '../../db/schema.ts';
import { rolesFromLists } from '../../staff/roles.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';
import { get, postJson, signIn } from '../../test/requests.ts';

/** The decisions set, one application each; the last two get only a pending decision, one is withdrawn. */
const DECIDED = ['SHORTLISTED', 'REJECTED', 'ACCEPTED', 'WAITLISTED', 'UNDER_REVIEW'] as const;
const NOTE = 'Zqnote to the applicant';
const PENDING_NOTE = 'Zqpending note';
const SHARED_TAG = 'Zqtag shared';
const PRIVATE_TAG = 'Zqtag private';
/** A second reviewer of the first application: its lead, who ticks reasons and writes the summary. */
const LEAD = '9000000005';
const SUMMARY = 'Zqsummary of the committee';
const RELEASED_FEEDBACK = 'Zqfeedback released';

let api: TestApi;
let organiser: string;
let reviewer: string;
let apps: Applicant[];

afterAll(() => api?.close());
// The tests only read, so the applications and decisions are set once.
beforeAll(async () => {
  api = await createTestApi({ roles: rolesFromLists([TEST_ORGANISER], [TEST_REVIEWER, LEAD]) });
  apps = [];
  for (let i = 0; i < 8; i++) {
    apps.push(await submitApplication(api, `98123000${10 + i}`, { startupName: `Zqstartup ${i}` }));
  }
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
  const ok = async (res: Response | Promise<Response>) => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  };
  for (const app of apps) {
    await ok(
      api.app.request(`/api/organiser/submissions/${app.submissionId}/assignees/${TEST_REVIEWER}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${organiser}` },
      }),
    );
  }
  for (const [i, status] of DECIDED.entries()) {
    await ok(
      postJson(
        api,
        `/organiser/submissions/${apps[i]!.submissionId}/status`,
        { status, note: NOTE },
        { token: organiser },
      ),
    );
  }
  // Pending: one on a decided application, one on one still submitted.
  for (const [app, status] of [
    [apps[0]!, 'ACCEPTED'],
    [apps[5]!, 'REJECTED'],
  ] as const) {
    await ok(
      postJson(
        api,
        '/organiser/decisions',
        { ids: [app.submissionId], status, note: PENDING_NOTE },
        { token: organiser },
      ),
    );
  }
  await ok(
    postJson(
      api,
      '/organiser/submissions/tags',
      {
        ids: apps.map((a) => a.submissionId),
        add: [{ name: SHARED_TAG }, { name: PRIVATE_TAG, private: true }],
      },
      { token: organiser },
    ),
  );
  await ok(postJson(api, '/submission/withdraw', {}, { token: apps[7]!.token }));
  // The lead's review of the first application, with two reasons ticked, shown to every reviewer of it ('always').
  const lead = (await signIn(api, LEAD)).token;
  const first = apps[0]!.submissionId;
  await ok(putJson(api, `/organiser/submissions/${first}/assignees/${LEAD}`, {}, organiser));
  await ok(putJson(api, '/organiser/rounds/1', { visibility: { othersScores: 'always' } }, organiser));
  const { reasons } = (await getJson(api, '/organiser/feedback-reasons', organiser)).body;
  const ticked = [reasons[0].id, reasons[1].id];
  await ok(putJson(api, `/organiser/submissions/${first}/review`, { scores: allScores(4), reasons: ticked }, lead));
  await ok(putJson(api, `/organiser/submissions/${first}/lead`, { mobile: LEAD }, organiser));
  await ok(putJson(api, `/organiser/submissions/${first}/summary`, { text: SUMMARY, revision: 0 }, lead));
  // Feedback released with its decision: stored on the change as a release with feedback stores it.
  await api.deps.db
    .update(submissionStatusChanges)
    .set({ feedback: [RELEASED_FEEDBACK] })
    .where(eq(submissionStatusChanges.submissionId, first));
});

/** Every answer `token` gets about the applications, each as its path and its text (headers and body). */
async function everyAnswer(token: string): Promise<[string, string][]> {
  const answers: [string, string][] = [];
  const read = async (path: string) => {
    const res = path.startsWith('/api/') ? await api.app.request(path) : await get(api, path, { token });
    expect(res.status, path).toBe(200);
    const headers = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
    const body = Buffer.from(await res.arrayBuffer()).toString('latin1');
    answers.push([path, `${headers}\n${body}`]);
    return body;
  };
  const lists = ['', '?sort=score', '?sort=score&order=asc', '?order=asc', '?stage=MVP_READY', '?q=zqstartup'];
  lists.push('?pageSize=3&page=2', '?q=Shortlisted', '?q=ACCEPTED', '?q=not%20selected');
  for (const query of lists) await read(`/organiser/submissions${query}`);
  for (const app of apps) {
    const detail = JSON.parse(await read(`/organiser/submissions/${app.submissionId}`));
    for (const file of detail.submission.files as { id: string; url: string }[]) {
      await read(`/organiser/submissions/${app.submissionId}/files/${file.id}`);
      await read(file.url);
    }
  }
  for (const path of ['/organiser/stats', '/organiser/export?format=csv', '/organiser/export?format=json'])
    await read(path);
  await read('/organiser/queue/next');
  return answers;
}

/**
 * What would tell where an application stands: a status or its label, a pending decision, a history, a note, a tag
 * (its name, or a field or column of tags).
 */
const STANDING = [
  ...APPLICATION_STATUSES.map((s) => new RegExp(`\\b${s}\\b`)),
  ...Object.values(STATUS_LABELS).map((label) => new RegExp(`\\b${label}\\b`)),
  /"(status|pendingStatus|counts|byStatus|history|confirmation|rounds|tags|privateTags)"/,
  /statusHistory/,
  /^\uFEFF?([^\n]*,)?(status|tags|privateTags)(,|\r?\n)/m,
  /Zqnote|Zqpending|Zqtag/,
  // Feedback: the counts per reason, the lead, the summary (the startup profile's "summary" is a string), feedback
  // released; another's ticks would show as their ids.
  /"(reasonCounts|lead|feedback)"/,
  /"summary":\{/,
  /feedback\.|committeeSummary|Zqsummary|Zqfeedback/,
  /"myReasons":\[[^\]]/,
];
const standingIn = (answers: [string, string][]) =>
  answers.flatMap(([path, text]) => STANDING.filter((pattern) => pattern.test(text)).map((p) => `${path}: ${p}`));

describeApi('reviewers never read where an application stands', () => {
  it('holds no status, pending decision, history, note or tag in any reviewer answer', async () => {
    expect(standingIn(await everyAnswer(reviewer))).toEqual([]);
  });

  it('lets organisers read all of it, so the search above can find it', async () => {
    const text = (await everyAnswer(organiser)).map(([, t]) => t).join('\n');
    for (const status of [...DECIDED, 'SUBMITTED', 'WITHDRAWN']) expect(text).toContain(`"status":"${status}"`);
    for (const marker of [
      '"pendingStatus":"ACCEPTED"',
      '"pendingStatus":"REJECTED"',
      '"counts"',
      '"byStatus"',
      '"rounds"',
    ])
      expect(text).toContain(marker);
    expect(text).toContain(NOTE);
    expect(text).toContain('statusHistory');
    for (const tag of [SHARED_TAG, PRIVATE_TAG]) expect(text).toContain(`{"name":"${tag}"`);
    expect(text).toMatch(/^\uFEFF?[^\n]*,tags,privateTags(,|\r?\n)/m);
    for (const marker of ['"reasonCounts"', '"lead"', SUMMARY, RELEASED_FEEDBACK, 'committeeSummary', 'feedback.'])
      expect(text).toContain(marker);
  });

  it('refuses a reviewer a filter by status, whichever status; organisers filter', async () => {
    for (const status of APPLICATION_STATUSES) {
      const refused = await getJson(api, `/organiser/submissions?status=${status}`, reviewer);
      expect(refused, status).toEqual({
        status: 403,
        body: { message: 'Reviewers do not see where applications stand, so the list cannot be filtered by status' },
      });
      const filtered = await getJson(api, `/organiser/submissions?status=${status}`, organiser);
      expect(filtered.status).toBe(200);
      expect(filtered.body.total, status).toBe(status === 'SUBMITTED' ? 2 : 1);
    }
  });

  it('finds nothing for a reviewer searching by a status', async () => {
    for (const q of ['Shortlisted', 'SHORTLISTED', 'Accepted', 'Not selected', 'Pending'])
      expect((await getJson(api, `/organiser/submissions?q=${encodeURIComponent(q)}`, reviewer)).body.total, q).toBe(0);
  });

  it('still takes a withdrawn application out of the reviewer’s queue (scope, not status)', async () => {
    const { body } = await getJson(api, '/organiser/queue/next', reviewer);
    expect(body).toMatchObject({ done: 0, total: 7 });
    expect(body.submissionId).not.toBe(apps[7]!.submissionId);
  });
});
