import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '../../../shared/messages/decisions.ts';
import { smsDate } from '../../../shared/decision-wordings.ts';
import { PLACE_MESSAGES } from '../../../shared/messages/places.ts';
import { auditLog, statusSms, submissions } from '../../db/schema.ts';
import { sweepPlaces } from '../../decisions/waitlist-promotion.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import {
  type Applicant,
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';
import { HOUR, answer, decide, placeOf, setPlaces, systemChanges } from '../../test/place-fixtures.ts';
import { postJson } from '../../test/requests.ts';

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

let nextMobile = 0;
const apply = (startupName: string) =>
  submitApplication(api, `98765${String(nextMobile++).padStart(5, '0')}`, { startupName });
const statusOf = async (a: Applicant) =>
  (await api.deps.db.select().from(submissions).where(eq(submissions.id, a.submissionId)))[0]!.status;
const review = (token: string, a: Applicant, score: number) =>
  putJson(api, `/organiser/submissions/${a.submissionId}/review`, { scores: allScores(score) }, token);
const sweepCtx = () => ({
  rubric: api.deps.rubric,
  now: api.deps.now(),
  eventName: api.deps.eventName,
  siteUrl: api.deps.siteUrl,
});

describeApi('a place given up goes to the top of the waitlist', () => {
  it('by normalised score, then weighted score, then submission time: on a decline, a lapse and a withdrawal', async () => {
    await setPlaces(api, organiser, 1);
    const accepted = await apply('Accepted');
    // Submitted in this order; scores below make the waitlist's order X, Z, U1, U2.
    const [u1, z, x, u2] = [await apply('U1'), await apply('Z'), await apply('X'), await apply('U2')];
    const [r1, r2] = [await apply('R1'), await apply('R2')];
    const reviewer = await signInReviewer(api);
    // Each scorer's z-scores: +1 for their higher score. X and Z tie on that; X's weighted score (5) beats Z's (4).
    await review(reviewer, x, 5);
    await review(reviewer, r1, 1);
    await review(organiser, z, 4);
    await review(organiser, r2, 2);
    await decide(api, organiser, accepted.submissionId, 'ACCEPTED');
    for (const a of [u1, z, x, u2]) await decide(api, organiser, a.submissionId, 'WAITLISTED');
    await api.deps.smsOutbox.idle();
    api.sms.statuses.length = 0;

    // A decline: X is accepted at once, by the system, with its own deadline, and texted.
    api.clock.advance(HOUR);
    expect((await answer(api, accepted.token, false)).status).toBe(200);
    expect(await statusOf(x)).toBe('ACCEPTED');
    expect(await placeOf(api, x.submissionId)).toMatchObject({
      answer: null,
      confirmBy: new Date(api.clock.now + 72 * HOUR),
    });
    expect(await placeOf(api, accepted.submissionId)).toMatchObject({
      answer: 'DECLINED',
      handedOnAt: new Date(api.clock.now),
      promotedId: x.submissionId,
    });
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses).toEqual([
      {
        mobile: x.mobile,
        text: `Launchpad 8: Action required. Your application is Accepted. Confirm your place by ${smsDate(new Date(api.clock.now + 72 * HOUR))} at https://launchpad.example/application`,
      },
    ]);

    // X lets the deadline pass: the organisers' page notices, and Z is accepted.
    api.clock.advance(72 * HOUR);
    organiser = await signInOrganiser(api);
    expect((await getJson(api, '/organiser/places', organiser)).body).toMatchObject({
      counts: { WAITING: 1, CONFIRMED: 0, DECLINED: 1, LAPSED: 1 },
      free: 0,
    });
    expect(await statusOf(z)).toBe('ACCEPTED');
    expect(await placeOf(api, x.submissionId)).toMatchObject({ answer: 'LAPSED', promotedId: z.submissionId });

    // Z withdraws: the earlier of the two unscored, U1.
    expect((await postJson(api, '/submission/withdraw', {}, { token: z.token })).status).toBe(200);
    expect([await statusOf(u1), await statusOf(u2)]).toEqual(['ACCEPTED', 'WAITLISTED']);

    expect(await systemChanges(api)).toEqual([
      { submissionId: x.submissionId, status: 'ACCEPTED' },
      { submissionId: z.submissionId, status: 'ACCEPTED' },
      { submissionId: u1.submissionId, status: 'ACCEPTED' },
    ]);
    const audit = await api.deps.db.select().from(auditLog).where(eq(auditLog.actor, 'system'));
    expect(audit.map((a) => [a.action, a.target, a.details])).toEqual([
      ['place.handed-on', accepted.submissionId, { promoted: x.submissionId }],
      ['place.lapsed', x.submissionId, {}],
      ['place.handed-on', x.submissionId, { promoted: z.submissionId }],
      ['place.handed-on', z.submissionId, { promoted: u1.submissionId }],
    ]);
    // Each promotion texted once; the page shows the system as who did it.
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.map((s) => s.mobile)).toEqual([x.mobile, z.mobile, u1.mobile]);
    const detail = await getJson(api, `/organiser/submissions/${u1.submissionId}`, organiser);
    expect(detail.body.submission.history.at(-1)).toMatchObject({ status: 'ACCEPTED', by: 'system', sms: 'sent' });
  });

  it('never accepts more than finalistPlaces: organisers and releases are refused, a promotion waits for room', async () => {
    await setPlaces(api, organiser, 2);
    const [a, b, c, w] = [await apply('A'), await apply('B'), await apply('C'), await apply('W')];
    await decide(api, organiser, a.submissionId, 'ACCEPTED');
    await decide(api, organiser, b.submissionId, 'ACCEPTED');
    await decide(api, organiser, w.submissionId, 'WAITLISTED');
    const before = await api.counts();
    const direct = await postJson(
      api,
      `/organiser/submissions/${c.submissionId}/status`,
      { status: 'ACCEPTED' },
      { token: organiser },
    );
    expect([direct.status, (await direct.json()).message]).toEqual([409, PLACE_MESSAGES.placesFull(2)]);
    expect(await api.counts()).toEqual(before);

    await postJson(api, '/organiser/decisions', { ids: [c.submissionId], status: 'ACCEPTED' }, { token: organiser });
    const pending = await api.counts();
    const release = await postJson(
      api,
      '/organiser/decisions/release',
      { expect: { ACCEPTED: 1 } },
      { token: organiser },
    );
    expect([release.status, (await release.json()).message]).toEqual([
      409,
      DECISION_MESSAGES.releaseOverCap({ over: 1, accepting: 1, free: 0, finalistPlaces: 2 }),
    ]);
    expect(await api.counts()).toEqual(pending);

    // Fewer places now: a decline frees one of two taken, which leaves one taken of one, so nobody is promoted.
    await setPlaces(api, organiser, 1);
    expect((await answer(api, a.token, false)).status).toBe(200);
    expect(await statusOf(w)).toBe('WAITLISTED');
    expect(await placeOf(api, a.submissionId)).toMatchObject({ answer: 'DECLINED', promotedId: null });
    // Handed on once: a later decline with room promotes W for that one, not for the earlier.
    await setPlaces(api, organiser, 2);
    expect((await answer(api, b.token, false)).status).toBe(200);
    expect(await statusOf(w)).toBe('ACCEPTED');
    expect(await systemChanges(api)).toHaveLength(1);
  });

  it('sweeps running at once promote once per place, each texted once', async () => {
    const accepted = [await apply('A1'), await apply('A2'), await apply('A3')];
    const waiting = [await apply('W1'), await apply('W2'), await apply('W3'), await apply('W4')];
    for (const a of accepted) await decide(api, organiser, a.submissionId, 'ACCEPTED');
    for (const w of waiting) await decide(api, organiser, w.submissionId, 'WAITLISTED');
    await api.deps.smsOutbox.idle();
    const textedBefore = api.sms.statuses.length;

    api.clock.advance(73 * HOUR);
    const results = await Promise.all([1, 2, 3, 4].map(() => sweepPlaces(api.deps.db, sweepCtx())));
    expect(results.flatMap((r) => r.lapsed).sort()).toEqual(accepted.map((a) => a.submissionId).sort());
    expect(results.flatMap((r) => r.handedOn.map((h) => h.to))).toEqual(waiting.slice(0, 3).map((w) => w.submissionId));
    expect(await systemChanges(api)).toHaveLength(3);
    expect(await statusOf(waiting[3]!)).toBe('WAITLISTED');

    api.deps.smsOutbox.wake();
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.slice(textedBefore).map((s) => s.mobile)).toEqual(waiting.slice(0, 3).map((w) => w.mobile));
    expect(await api.deps.db.select().from(statusSms)).toHaveLength(7 + 3);
  });
});
