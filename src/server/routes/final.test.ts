import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { FINAL_MESSAGES } from '../../shared/messages/final.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import { auditLog, reviews } from '../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitThreeStartups,
} from '../test/organiser-fixtures.ts';
import { postJson, signIn } from '../test/requests.ts';

const JUDGES = ['9811100001', '9811100002', '9811100003'] as const;
const [J1, J2, J3] = JUDGES;
const FINAL = {
  name: 'Grand final',
  kind: 'final',
  rubric: {
    criteria: [
      { id: 'pitch', label: 'Pitch', help: '', weight: 1, min: 1, max: 10 },
      { id: 'business', label: 'Business', help: 'Can it grow?', weight: 3, min: 1, max: 10 },
    ],
  },
  reviewsPerApplication: 1,
  visibility: { othersScores: 'never' },
};

let api: TestApi;
let organiser: string;
let judges: Record<string, string>;
/** Dhoop Energy, Krishi Sense, Paani Labs: the running order of finalists carried together is by startup name. */
let apps: Applicant[];
let finalId: number;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
  const [krishi, paani, dhoop] = await submitThreeStartups(api);
  apps = [dhoop!, krishi!, paani!];
  judges = {};
  for (const [i, mobile] of JUDGES.entries()) {
    const res = await post('/organiser/staff', { mobile, role: 'JUDGE', name: `Judge ${i + 1}` });
    expect(res.status).toBe(201);
    judges[mobile] = (await signIn(api, mobile)).token;
  }
  const made = await post('/organiser/rounds', FINAL);
  expect(made.status).toBe(201);
  finalId = ((await made.json()) as { id: number }).id;
  expect((await post(`/organiser/rounds/${finalId}/advance`, { ids: apps.map((a) => a.submissionId) })).status).toBe(
    200,
  );
});

const post = (path: string, body: unknown, token = organiser) => postJson(api, path, body, { token });
const openFinal = async () => {
  expect((await post('/organiser/rounds/1/close', {})).status).toBe(200);
  expect((await post(`/organiser/rounds/${finalId}/open`, {})).status).toBe(200);
};
const stageAction = (path: string, body?: unknown) =>
  body === undefined ? post(`/organiser/final${path}`, {}) : putJson(api, `/organiser/final${path}`, body, organiser);
const score = (judge: string, id: string, scores: Record<string, number>) =>
  putJson(api, `/final/scores/${id}`, { scores }, judges[judge]);
const board = async () => (await getJson(api, '/final/board')).body;
const stage = async () => (await getJson(api, '/organiser/final', organiser)).body;
const id = (i: number) => apps[i]!.submissionId;

describeApi('the live final: judges', () => {
  it('are invited with their own SMS, sign in as judges and see nothing of the workspace', async () => {
    const texts = api.sms.statuses.filter((s) => s.mobile === J1).map((s) => s.text);
    expect(texts).toEqual([
      'Launchpad 8: you are invited to judge the live final. Sign in with this number on your phone at https://launchpad.example/login',
    ]);
    expect((await getJson(api, '/user-details', judges[J1])).body.user.role).toBe('JUDGE');
    const workspace = await getJson(api, '/organiser/submissions', judges[J1]);
    expect(workspace.status).toBe(403);
    expect(workspace.body.message).toBe(ORGANISER_MESSAGES.forbidden);
    expect((await getJson(api, '/organiser/final', judges[J1])).status).toBe(403);
    // Until the final opens, their page has nothing to score.
    expect((await getJson(api, '/final/judge', judges[J1])).body).toEqual({ final: null, pitches: [] });
  });

  it('score each pitch once it is opened, once each: a re-sent score counts once and changes nothing', async () => {
    await openFinal();
    const view = (await getJson(api, '/final/judge', judges[J1])).body;
    expect(view.final).toEqual({
      id: finalId,
      name: 'Grand final',
      criteria: [
        { id: 'pitch', label: 'Pitch', help: '', min: 1, max: 10 },
        { id: 'business', label: 'Business', help: 'Can it grow?', min: 1, max: 10 },
      ],
    });
    expect(view.pitches.map((p: any) => [p.startupName, p.state, p.myScores])).toEqual([
      ['Dhoop Energy', 'waiting', null],
      ['Krishi Sense', 'waiting', null],
      ['Paani Labs', 'waiting', null],
    ]);
    const early = await score(J1, id(0), { pitch: 8, business: 6 });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(FINAL_MESSAGES.notStarted);

    const opened = await stageAction(`/pitches/${id(0)}/open`);
    expect(opened.status).toBe(200);
    expect((await opened.json()).message).toBe('Dhoop Energy is on stage: judges can score');
    const first = await score(J1, id(0), { pitch: 8, business: 6 });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ stored: true, duplicate: false, message: FINAL_MESSAGES.stored });
    // The phone lost the answer and sends again; or sends other figures: the first score stands.
    for (const again of [
      { pitch: 8, business: 6 },
      { pitch: 2, business: 2 },
    ]) {
      const res = await score(J1, id(0), again);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ stored: true, duplicate: true, message: FINAL_MESSAGES.alreadyStored });
    }
    const stored = await api.deps.db.select().from(reviews).where(eq(reviews.roundId, finalId));
    expect(stored.map((r) => [r.submissionId, r.reviewerMobile, r.scores])).toEqual([
      [id(0), J1, { pitch: 8, business: 6 }],
    ]);
    expect((await getJson(api, '/final/judge', judges[J1])).body.pitches[0]).toMatchObject({
      state: 'open',
      myScores: { pitch: 8, business: 6 },
    });
    const logged = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'final.scored'), eq(auditLog.actor, J1)));
    expect(logged.map((l) => l.details)).toEqual([{ duplicate: false }, { duplicate: true }, { duplicate: true }]);
  });

  it('refuses scores that miss a criterion or leave its scale, pitches not in the final, and anyone not a judge', async () => {
    await openFinal();
    await stageAction(`/pitches/${id(0)}/open`);
    const missing = await score(J1, id(0), { pitch: 8 });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(ORGANISER_MESSAGES.missingCriterion);
    const high = await score(J1, id(0), { pitch: 11, business: 5 });
    expect(high.status).toBe(400);
    expect((await high.json()).message).toBe('Each score must be a whole number from 1 to 10');
    const unknown = await score(J1, '00000000-0000-4000-8000-000000000000', { pitch: 5, business: 5 });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(FINAL_MESSAGES.notAPitch);
    const reviewer = await putJson(
      api,
      `/final/scores/${id(0)}`,
      { scores: { pitch: 5, business: 5 } },
      await signInReviewer(api),
    );
    expect(reviewer.status).toBe(403);
    expect((await reviewer.json()).message).toBe(FINAL_MESSAGES.judgesOnly);
    expect((await putJson(api, `/final/scores/${id(0)}`, { scores: { pitch: 5, business: 5 } })).status).toBe(401);
    expect(await api.deps.db.select().from(reviews).where(eq(reviews.roundId, finalId))).toEqual([]);
  });

  it('send a late score for a pitch that closed while they were offline; none once the final is closed', async () => {
    await openFinal();
    await stageAction(`/pitches/${id(0)}/open`);
    await stageAction(`/pitches/${id(1)}/open`);
    expect((await stage()).pitches.map((p: any) => p.state)).toEqual(['closed', 'open', 'waiting']);
    expect((await score(J3, id(0), { pitch: 5, business: 5 })).status).toBe(201);
    expect((await post(`/organiser/rounds/${finalId}/close`, {})).status).toBe(200);
    const closed = await score(J3, id(1), { pitch: 5, business: 5 });
    expect(closed.status).toBe(409);
    expect((await closed.json()).message).toBe(FINAL_MESSAGES.noFinal);
  });
});

describeApi('the live final: the stage and the big screen', () => {
  it('shows only what the organiser reveals, each judge counted once, and ranks when told', async () => {
    expect(await board()).toEqual({ name: null, judges: 3, ranked: false, pitches: [] });
    await openFinal();
    await stageAction(`/pitches/${id(0)}/open`);
    await Promise.all([
      score(J1, id(0), { pitch: 8, business: 6 }),
      score(J2, id(0), { pitch: 6, business: 8 }),
      score(J2, id(0), { pitch: 6, business: 8 }),
    ]);
    expect(await board()).toEqual({
      name: 'Grand final',
      judges: 3,
      ranked: false,
      pitches: [
        { position: 1, startupName: 'Dhoop Energy', state: 'open', scored: 2, score: null, rank: null },
        { position: 2, startupName: null, state: 'waiting', scored: 0, score: null, rank: null },
        { position: 3, startupName: null, state: 'waiting', scored: 0, score: null, rank: null },
      ],
    });
    // Organisers see the mean of the judges' weighted scores: (6.5 + 7.5) / 2.
    const seen = await stage();
    expect(seen.final).toEqual({ id: finalId, name: 'Grand final', status: 'open', ranked: false });
    expect(seen.pitches[0]).toEqual({
      id: id(0),
      startupName: 'Dhoop Energy',
      founderName: expect.any(String),
      state: 'open',
      revealed: false,
      scored: 2,
      score: 7,
    });
    expect(seen.judges.map((j: any) => [j.mobile, j.name, j.scored])).toEqual([
      [J1, 'Judge 1', 1],
      [J2, 'Judge 2', 1],
      [J3, 'Judge 3', 0],
    ]);

    await stageAction(`/pitches/${id(1)}/open`);
    await score(J1, id(1), { pitch: 9, business: 9 });
    const revealed = await stageAction(`/pitches/${id(0)}/reveal`, { revealed: true });
    expect((await revealed.json()).message).toBe('Dhoop Energy’s score is on the big screen');
    await stageAction(`/pitches/${id(1)}/reveal`, { revealed: true });
    const waitingReveal = await stageAction(`/pitches/${id(2)}/reveal`, { revealed: true });
    expect(waitingReveal.status).toBe(409);
    expect((await waitingReveal.json()).message).toBe(FINAL_MESSAGES.notStarted);
    expect((await stageAction('/ranking', { revealed: true })).status).toBe(200);
    expect((await board()).pitches.map((p: any) => [p.startupName, p.state, p.scored, p.score, p.rank])).toEqual([
      ['Dhoop Energy', 'closed', 2, 7, 2],
      ['Krishi Sense', 'open', 1, 9, 1],
      [null, 'waiting', 0, null, null],
    ]);
    const hidden = await stageAction(`/pitches/${id(1)}/reveal`, { revealed: false });
    expect((await hidden.json()).stage.pitches[1].revealed).toBe(false);
    expect((await board()).pitches.map((p: any) => [p.score, p.rank])).toEqual([
      [7, 1],
      [null, null],
      [null, null],
    ]);
  });

  it('keeps one pitch on stage when two organisers open pitches at once', async () => {
    await openFinal();
    const answers = await Promise.all([0, 1, 2].map((i) => stageAction(`/pitches/${id(i)}/open`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await stage()).pitches.filter((p: any) => p.state === 'open')).toHaveLength(1);
  });

  it('refuses reviewers, stage actions while no final is open, and the review queue’s tools in a final', async () => {
    const reviewer = await signInReviewer(api);
    const asReviewer = await getJson(api, '/organiser/final', reviewer);
    expect(asReviewer.status).toBe(403);
    expect(asReviewer.body.message).toBe(ORGANISER_MESSAGES.organisersOnly);
    const notOpen = await stageAction(`/pitches/${id(0)}/open`);
    expect(notOpen.status).toBe(409);
    expect((await notOpen.json()).message).toBe(FINAL_MESSAGES.noFinal);
    expect((await stage()).final).toEqual({ id: finalId, name: 'Grand final', status: 'draft', ranked: false });

    await openFinal();
    const review = await putJson(api, `/organiser/submissions/${id(0)}/review`, { scores: allScores(3) }, organiser);
    expect(review.status).toBe(409);
    expect((await review.json()).message).toBe(FINAL_MESSAGES.notForReview);
    const auto = await post('/organiser/assignments/auto', { reviewsPerApplication: 1, maxPerReviewer: 5 });
    expect(auto.status).toBe(409);
    expect((await auto.json()).message).toBe(FINAL_MESSAGES.noAssignment);
    expect((await stageAction('/pitches/not-an-id/open')).status).toBe(404);
  });
});
