/**
 * Feedback to founders and the committee summary: the editable list of reasons (a used one cannot be deleted), at
 * most three ticked per review, the lead reviewer and their summary (a stale revision refused), the reasons reaching
 * the applicant only with a release that chose them, the export's columns, and what reviewers read of it all.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { applicationSummaries, reviewFeedbackReasons, submissionStatusChanges } from '../../db/schema.ts';
import { DEFAULT_FEEDBACK_REASONS } from '../../../shared/messages/feedback.ts';
import { type TestApi, describeApi } from '../../test/harness.ts';
import { get, postJson } from '../../test/requests.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  submitThreeStartups,
} from '../../test/organiser-fixtures.ts';
import { REVIEWERS, assign, createAssignmentApi, signInReviewers } from '../../test/assignment-fixtures.ts';

const [FIRST, SECOND, THIRD] = REVIEWERS;
let api: TestApi;
let organiser: string;
let reviewers: Record<string, string>;
let apps: Applicant[];
/** The seeded list's ids, in order. */
let ids: number[];

beforeAll(async () => {
  api = await createAssignmentApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  apps = await submitThreeStartups(api);
  organiser = await signInOrganiser(api);
  reviewers = await signInReviewers(api);
  ids = (await getJson(api, '/organiser/feedback-reasons', organiser)).body.reasons.map((r: { id: number }) => r.id);
  for (const mobile of REVIEWERS)
    expect((await assign(api, organiser, apps[0]!.submissionId, mobile)).status).toBe(200);
});

const app0 = () => apps[0]!.submissionId;
const review = (mobile: string, reasons: unknown, id = app0()) =>
  putJson(
    api,
    `/organiser/submissions/${id}/review`,
    { scores: allScores(3), comment: '', reasons },
    reviewers[mobile],
  );
const saveList = (reasons: unknown, token = organiser) =>
  putJson(api, '/organiser/feedback-reasons', { reasons }, token);
const setLead = (mobile: string | null, token = organiser) =>
  putJson(api, `/organiser/submissions/${app0()}/lead`, { mobile }, token);
const writeSummary = (text: string, revision: number, token: string) =>
  putJson(api, `/organiser/submissions/${app0()}/summary`, { text, revision }, token);
const detail = async (token: string, id = app0()) => {
  const { status, body } = await getJson(api, `/organiser/submissions/${id}`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.submission;
};
/** What GET /api/user-details tells the applicant of their application's history. */
const applicantHistory = async (applicant: Applicant) =>
  (await (await get(api, '/user-details', { token: applicant.token })).json()).applicationStatus.history as {
    status: string;
    feedback?: string[];
  }[];
/** Sets `status` pending on the first application and releases it, with or without the feedback. */
async function release(status: string, withFeedback?: boolean) {
  expect((await postJson(api, '/organiser/decisions', { ids: [app0()], status }, { token: organiser })).status).toBe(
    200,
  );
  const preview = (await getJson(api, '/organiser/decisions/preview', organiser)).body;
  const res = await postJson(
    api,
    '/organiser/decisions/release',
    { expect: preview.counts, ...(withFeedback === undefined ? {} : { withFeedback }) },
    { token: organiser },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describeApi('feedback reasons and the committee summary', () => {
  it('starts with the default reasons, which organisers rename, reorder, add to and delete', async () => {
    const list = (await getJson(api, '/organiser/feedback-reasons', reviewers[FIRST])).body.reasons;
    expect(list.map((r: { label: string }) => r.label)).toEqual([...DEFAULT_FEEDBACK_REASONS]);
    const res = await saveList([
      { id: ids[1], label: 'Too early' },
      { id: ids[0], label: ' The problem is unclear ' },
      { label: 'New one' },
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      reasons: [
        { id: ids[1], label: 'Too early' },
        { id: ids[0], label: 'The problem is unclear' },
        { id: ids.length + 1, label: 'New one' },
      ],
      message: 'Feedback reasons saved',
    });
    expect((await saveList([], reviewers[FIRST])).status).toBe(403);
    const twice = await saveList([{ label: 'Same' }, { label: 'same' }]);
    expect([twice.status, (await twice.json()).message]).toEqual([400, '“same” is on the list twice']);
  });

  it('refuses to delete a reason ticked in a review, and keeps a renamed one ticked', async () => {
    expect((await review(FIRST, [ids[2]])).status).toBe(200);
    const res = await saveList(ids.filter((id) => id !== ids[2]).map((id, i) => ({ id, label: `Reason ${i}` })));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      '“The market is small or unclear” is ticked in a review, so it cannot be deleted: rename it instead (reviews keep it by its id)',
    );
    expect((await getJson(api, '/organiser/feedback-reasons', organiser)).body.reasons).toHaveLength(ids.length);
    expect((await saveList([{ id: ids[2], label: 'Market unclear' }])).status).toBe(200);
    expect((await detail(reviewers[FIRST]!)).committee.myReasons).toEqual([ids[2]]);
  });

  it('never both deletes a reason and keeps a review’s tick of it, when the two arrive together', async () => {
    const without = ids.filter((id) => id !== ids[5]).map((id) => ({ id, label: `Kept ${id}` }));
    const [listed, reviewed] = await Promise.all([saveList(without), review(FIRST, [ids[5]])]);
    const outcome = [listed.status, reviewed.status].join(' ');
    expect(['200 400', '409 200']).toContain(outcome);
    const ticks = await api.deps.db.select().from(reviewFeedbackReasons);
    const list = (await getJson(api, '/organiser/feedback-reasons', organiser)).body.reasons as { id: number }[];
    if (outcome === '200 400') {
      expect(ticks).toEqual([]);
      expect(list.map((r) => r.id)).not.toContain(ids[5]);
    } else {
      expect(ticks.map((t) => t.reasonId)).toEqual([ids[5]]);
      expect(list.map((r) => r.id)).toContain(ids[5]);
    }
  });

  it('stores up to three ticked reasons with the review and refuses a fourth, or one not on the list', async () => {
    expect((await review(FIRST, [ids[0], ids[3], ids[1]])).status).toBe(200);
    const four = await review(FIRST, ids.slice(0, 4));
    expect([four.status, (await four.json()).message]).toEqual([400, 'Tick at most 3 feedback reasons']);
    const unknown = await review(FIRST, [9999]);
    expect([unknown.status, (await unknown.json()).message]).toEqual([
      400,
      'One of the reasons is not on the list: reload the page',
    ]);
    const rows = await api.deps.db.select().from(reviewFeedbackReasons);
    expect(rows.map((r) => [r.reviewerMobile, r.reasonId]).sort()).toEqual(
      [ids[0], ids[1], ids[3]].map((id) => [FIRST, id]).sort(),
    );
    // In the list's order; a save without `reasons` keeps them, an empty list clears them.
    expect((await detail(reviewers[FIRST]!)).committee.myReasons).toEqual([ids[0], ids[1], ids[3]]);
    await putJson(api, `/organiser/submissions/${app0()}/review`, { scores: allScores(4) }, reviewers[FIRST]);
    expect((await detail(reviewers[FIRST]!)).committee.myReasons).toHaveLength(3);
    expect((await review(FIRST, [])).status).toBe(200);
    expect(await api.deps.db.select().from(reviewFeedbackReasons)).toEqual([]);
  });

  it('lets organisers name one of the assigned reviewers lead, and only the lead write the summary', async () => {
    const stranger = await putJson(
      api,
      `/organiser/submissions/${apps[1]!.submissionId}/lead`,
      { mobile: FIRST },
      organiser,
    );
    expect([stranger.status, (await stranger.json()).message]).toEqual([
      400,
      'The lead must be one of the reviewers assigned to this application',
    ]);
    expect((await setLead(SECOND, reviewers[SECOND])).status).toBe(403);
    const named = await setLead(SECOND);
    expect([named.status, (await named.json()).message]).toEqual([200, 'Lead reviewer saved']);
    for (const token of [reviewers[FIRST]!, organiser]) {
      const res = await writeSummary('Strong team', 0, token);
      expect([res.status, (await res.json()).message]).toEqual([
        403,
        'Only the lead reviewer of this application writes its committee summary',
      ]);
    }
    const saved = await writeSummary('Strong team, thin market.', 0, reviewers[SECOND]!);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      summary: { text: 'Strong team, thin market.', revision: 1, writtenBy: SECOND },
      message: 'Summary saved',
    });
    const read = (await detail(organiser)).committee;
    expect(read).toMatchObject({
      lead: { mobile: SECOND },
      summary: { text: 'Strong team, thin market.', revision: 1, writtenAt: new Date(api.clock.now).toISOString() },
      isLead: false,
    });
    // Cleared, the lead no longer writes; the summary stays for the next one.
    expect((await setLead(null)).status).toBe(200);
    expect((await writeSummary('More', 1, reviewers[SECOND]!)).status).toBe(403);
    const [row] = await api.deps.db.select().from(applicationSummaries);
    expect([row!.leadMobile, row!.text]).toEqual([null, 'Strong team, thin market.']);
  });

  it('refuses a summary saved over a revision another tab has moved on from, and loses no text', async () => {
    await setLead(FIRST);
    expect((await writeSummary('From tab one', 0, reviewers[FIRST]!)).status).toBe(200);
    const stale = await writeSummary('From tab two', 0, reviewers[FIRST]!);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      message:
        'The summary was changed elsewhere (another tab or device) since you opened it: your text is kept here; copy it, reload, and merge',
      summary: { text: 'From tab one', revision: 1 },
    });
    expect((await api.deps.db.select().from(applicationSummaries))[0]!.text).toBe('From tab one');
  });

  it('shows reviewers their own ticks only, and the summary to the lead alone, in every output', async () => {
    await review(FIRST, [ids[0]]);
    await review(SECOND, [ids[1], ids[2]]);
    await setLead(SECOND);
    await writeSummary('Committee view', 0, reviewers[SECOND]!);
    const mine = await detail(reviewers[FIRST]!);
    // The others' reviews are visible after one's own in this round: their ticks are not.
    expect(mine.reviews.length).toBe(2);
    expect(mine.committee).toEqual({ reasons: expect.any(Array), myReasons: [ids[0]], isLead: false });
    expect(JSON.stringify(mine)).not.toContain('Committee view');
    const lead = await detail(reviewers[SECOND]!);
    expect(lead.committee).toMatchObject({
      myReasons: [ids[1], ids[2]],
      isLead: true,
      summary: { text: 'Committee view' },
    });
    expect(lead.committee.reasonCounts).toBeUndefined();
    for (const mobile of [FIRST, SECOND]) {
      const list = await getJson(api, '/organiser/submissions', reviewers[mobile]);
      expect(JSON.stringify(list.body)).not.toMatch(/Committee view|feedback|reasonCounts/i);
      const csv = await (await get(api, '/organiser/export?format=csv', { token: reviewers[mobile] })).text();
      expect(csv).not.toMatch(/Committee view|feedback\.|committeeSummary/);
    }
    // Whether feedback went out is part of a decision: the lead's view is the same after a release with it.
    await release('REJECTED', true);
    expect((await detail(reviewers[SECOND]!)).committee).toEqual(lead.committee);
    const after = await detail(reviewers[SECOND]!);
    expect(after).not.toHaveProperty('history');
    expect(JSON.stringify(after)).not.toContain('"feedback"');
  });

  it('sends the applicant no reasons before a release, nor with one that did not choose them', async () => {
    await review(FIRST, [ids[4], ids[0]]);
    await review(SECOND, [ids[0]]);
    expect(await applicantHistory(apps[0]!)).toEqual([]);
    const released = await release('SHORTLISTED');
    expect(released).not.toHaveProperty('feedback');
    const history = await applicantHistory(apps[0]!);
    expect(history).toHaveLength(1);
    expect(history[0]).not.toHaveProperty('feedback');
    expect(JSON.stringify(await (await get(api, '/user-details', { token: apps[0]!.token })).json())).not.toContain(
      DEFAULT_FEEDBACK_REASONS[0],
    );
  });

  it('shows the applicant the distinct reasons in the list’s order once a release chose them, in no SMS', async () => {
    await review(FIRST, [ids[4], ids[0]]);
    await review(SECOND, [ids[0]]);
    await review(THIRD, []);
    const released = await release('REJECTED', true);
    expect(released).toMatchObject({ released: { REJECTED: 1 }, feedback: 1 });
    const history = await applicantHistory(apps[0]!);
    expect(history.at(-1)).toMatchObject({
      status: 'REJECTED',
      feedback: [DEFAULT_FEEDBACK_REASONS[0], DEFAULT_FEEDBACK_REASONS[4]],
    });
    // Renamed afterwards, the released wording stays what was sent.
    await saveList(ids.map((id, i) => ({ id, label: i === 0 ? 'Renamed' : DEFAULT_FEEDBACK_REASONS[i]! })));
    expect((await applicantHistory(apps[0]!)).at(-1)!.feedback![0]).toBe(DEFAULT_FEEDBACK_REASONS[0]);
    await api.deps.smsOutbox.idle();
    const texts = [...api.sms.statuses.map((s) => s.text), ...api.emails.map((e) => e.subject)].join('\n');
    expect(texts).not.toContain(DEFAULT_FEEDBACK_REASONS[0]);
    expect(texts).not.toContain(DEFAULT_FEEDBACK_REASONS[4]);
    // Organisers read it in the history, and the audit log records the release with feedback.
    expect((await detail(organiser)).history.at(-1).feedback).toHaveLength(2);
    const audit = await getJson(api, '/organiser/audit', organiser);
    expect(JSON.stringify(audit.body)).toContain('feedback reasons sent with 1 decision');
    const rows = await api.deps.db.select().from(submissionStatusChanges);
    expect(rows.filter((r) => r.feedback).length).toBe(1);
  });

  it('exports how many reviewers ticked each reason and the summary, to organisers', async () => {
    await review(FIRST, [ids[0], ids[1]]);
    await review(SECOND, [ids[0]]);
    await setLead(FIRST);
    await writeSummary('Promising, early', 0, reviewers[FIRST]!);
    const json = (await (await get(api, '/organiser/export?format=json', { token: organiser })).json()) as Record<
      string,
      unknown
    >[];
    const row = json.find((r) => r.submissionId === app0())!;
    expect(row[`feedback.${DEFAULT_FEEDBACK_REASONS[0]}`]).toBe(2);
    expect(row[`feedback.${DEFAULT_FEEDBACK_REASONS[1]}`]).toBe(1);
    expect(row[`feedback.${DEFAULT_FEEDBACK_REASONS[2]}`]).toBe(0);
    expect(row.committeeSummary).toBe('Promising, early');
    const other = json.find((r) => r.submissionId === apps[1]!.submissionId)!;
    expect([other[`feedback.${DEFAULT_FEEDBACK_REASONS[0]}`], other.committeeSummary]).toEqual([0, '']);
    const csv = await (await get(api, '/organiser/export?format=csv', { token: organiser })).text();
    const header = csv.split('\n')[0]!;
    expect(header).toContain(`feedback.${DEFAULT_FEEDBACK_REASONS[0]}`);
    expect(header).toContain('committeeSummary');
  });
});
