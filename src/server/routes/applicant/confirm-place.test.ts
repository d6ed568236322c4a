import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { UserDetailsResponseSchema } from '../../../shared/api-types.ts';
import { PLACE_MESSAGES } from '../../../shared/messages/places.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import {
  type Applicant,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';
import { HOUR, answer, decide, placeOf, setPlaces } from '../../test/place-fixtures.ts';
import { get } from '../../test/requests.ts';

let api: TestApi;
let organiser: string;
let asha: Applicant;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210', { name: 'Asha Mehta', startupName: 'Krishi Sense' });
  organiser = await signInOrganiser(api);
});

const statusOf = async (token: string) =>
  UserDetailsResponseSchema.parse(await (await get(api, '/user-details', { token })).json()).applicationStatus;

/** A refused answer: its status and message, and nothing stored changed. */
async function refused(token: string, attending: unknown, status: number, message: string) {
  const before = await api.counts();
  const place = await placeOf(api, asha.submissionId);
  const res = await answer(api, token, attending);
  expect([res.status, (await res.json()).message]).toEqual([status, message]);
  expect(await api.counts()).toEqual(before);
  expect(await placeOf(api, asha.submissionId)).toEqual(place);
}

describeApi('confirming a place: POST /api/application/confirm', () => {
  it('an acceptance texts "Action required" with the deadline in India time, and /application shows it waiting', async () => {
    // Signed in again the next morning (staff sessions are short); signing in takes the clock on 31 s.
    api.clock.now = Date.parse('2026-03-02T04:29:29Z');
    organiser = await signInOrganiser(api);
    const acceptedAt = api.clock.now;
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    await api.deps.smsOutbox.idle();
    const deadline = new Date(acceptedAt + 72 * HOUR);
    // 4:30 UTC is 10:00 am in India.
    expect(deadline.toISOString()).toBe('2026-03-05T04:30:00.000Z');
    expect(api.sms.statuses).toEqual([
      {
        mobile: asha.mobile,
        text: 'Launchpad 8: Action required. Your application is Accepted. Confirm your place by 5 Mar 2026, 10:00 am IST at https://launchpad.example/application',
      },
    ]);
    expect((await statusOf(asha.token))?.confirmation).toEqual({
      state: 'WAITING',
      confirmBy: deadline.toISOString(),
      answeredAt: null,
    });
  });

  it('confirms once: a second answer, either way, is 409 and changes nothing', async () => {
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    const res = await answer(api, asha.token, true);
    expect([res.status, (await res.json()).message]).toEqual([200, PLACE_MESSAGES.confirmed]);
    expect((await statusOf(asha.token))?.confirmation).toMatchObject({
      state: 'CONFIRMED',
      answeredAt: new Date(api.clock.now).toISOString(),
    });
    await refused(asha.token, true, 409, PLACE_MESSAGES.alreadyConfirmed);
    await refused(asha.token, false, 409, PLACE_MESSAGES.alreadyConfirmed);
  });

  it('records one of two answers sent at once (two tabs): the other is 409', async () => {
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    const answers = await Promise.all([answer(api, asha.token, true), answer(api, asha.token, false)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const recorded = (await placeOf(api, asha.submissionId))!.answer;
    expect(answers[recorded === 'CONFIRMED' ? 0 : 1]!.status).toBe(200);
  });

  it('declines once; a second answer is 409', async () => {
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    const res = await answer(api, asha.token, false);
    expect([res.status, (await res.json()).message]).toEqual([200, PLACE_MESSAGES.declined]);
    expect((await statusOf(asha.token))?.confirmation?.state).toBe('DECLINED');
    await refused(asha.token, true, 409, PLACE_MESSAGES.alreadyDeclined);
  });

  it('after the deadline: 403 with a message, the place shows as lapsed', async () => {
    await setPlaces(api, organiser, 8, 2);
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    api.clock.advance(2 * HOUR);
    expect((await statusOf(asha.token))?.confirmation?.state).toBe('LAPSED');
    const res = await answer(api, asha.token, true);
    expect([res.status, (await res.json()).message]).toEqual([403, PLACE_MESSAGES.deadlinePassed]);
    // The request swept the deadline: marked lapsed once, and it stays refused.
    expect(await placeOf(api, asha.submissionId)).toMatchObject({ answer: 'LAPSED' });
    await refused(asha.token, true, 403, PLACE_MESSAGES.deadlinePassed);
  });

  it('refuses an application that is not accepted, staff and users without one, and a bad body', async () => {
    await decide(api, organiser, asha.submissionId, 'WAITLISTED');
    await refused(asha.token, true, 409, PLACE_MESSAGES.notAccepted);
    // Accepted, then moved on by the organisers: nothing left to confirm.
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    await decide(api, organiser, asha.submissionId, 'REJECTED');
    await refused(asha.token, true, 409, PLACE_MESSAGES.notAccepted);
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    // Another applicant's answer is about their own application only: Asha's place waits untouched.
    const ravi = await submitApplication(api, '9876543219', { name: 'Ravi Kumar', startupName: 'Paani' });
    await refused(ravi.token, false, 409, PLACE_MESSAGES.notAccepted);
    await refused(await signInReviewer(api), true, 404, PLACE_MESSAGES.noApplication);
    await refused(organiser, false, 404, PLACE_MESSAGES.noApplication);
    await refused(asha.token, 'yes', 400, PLACE_MESSAGES.attendingInvalid);
    const anonymous = await api.app.request('/api/application/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ attending: true }),
    });
    expect(anonymous.status).toBe(401);
    expect(await placeOf(api, asha.submissionId)).toMatchObject({ answer: null });
  });
});

describeApi('finalist places: settings and what organisers see', () => {
  it('are 8 places and 72 hours until saved; out-of-range values are refused with a message; reviewers cannot save', async () => {
    expect(await getJson(api, '/organiser/settings/places', organiser)).toEqual({
      status: 200,
      body: { finalistPlaces: 8, confirmWithinHours: 72 },
    });
    const save = (body: unknown, token = organiser) => putJson(api, '/organiser/settings/places', body, token);
    for (const [body, message] of [
      [{ finalistPlaces: 0, confirmWithinHours: 72 }, PLACE_MESSAGES.placesRange],
      [{ finalistPlaces: 2.5, confirmWithinHours: 72 }, PLACE_MESSAGES.placesRange],
      [{ finalistPlaces: 8, confirmWithinHours: 721 }, PLACE_MESSAGES.hoursRange],
      [{ finalistPlaces: 8 }, PLACE_MESSAGES.hoursRange],
    ] as const) {
      const res = await save(body);
      expect([res.status, (await res.json()).message]).toEqual([400, message]);
    }
    expect((await save({ finalistPlaces: 10, confirmWithinHours: 48 }, await signInReviewer(api))).status).toBe(403);
    const saved = await save({ finalistPlaces: 10, confirmWithinHours: 48 });
    expect(await saved.json()).toEqual({ finalistPlaces: 10, confirmWithinHours: 48, message: 'Place settings saved' });
    expect((await getJson(api, '/organiser/settings/places', organiser)).body).toEqual({
      finalistPlaces: 10,
      confirmWithinHours: 48,
    });
  });

  it('shows organisers each accepted application confirmed, declined or waiting, in the list, the detail and the counts', async () => {
    const ravi = await submitApplication(api, '9876543211', { name: 'Ravi Kumar', startupName: 'Paani' });
    const meera = await submitApplication(api, '9876543212', { name: 'Meera Shah', startupName: 'Dhoop' });
    for (const a of [asha, ravi, meera]) await decide(api, organiser, a.submissionId, 'ACCEPTED');
    await answer(api, asha.token, true);
    await answer(api, ravi.token, false);

    const list = await getJson(api, '/organiser/submissions', organiser);
    const stateOf = (id: string) =>
      list.body.submissions.find((s: { id: string }) => s.id === id).confirmation?.state as string | undefined;
    expect([stateOf(asha.submissionId), stateOf(ravi.submissionId), stateOf(meera.submissionId)]).toEqual([
      'CONFIRMED',
      'DECLINED',
      'WAITING',
    ]);
    const detail = await getJson(api, `/organiser/submissions/${meera.submissionId}`, organiser);
    expect(detail.body.submission.confirmation).toMatchObject({ state: 'WAITING' });
    expect(await getJson(api, '/organiser/places', organiser)).toEqual({
      status: 200,
      body: {
        finalistPlaces: 8,
        confirmWithinHours: 72,
        counts: { WAITING: 1, CONFIRMED: 1, DECLINED: 1, LAPSED: 0 },
        free: 6,
      },
    });

    // Reviewers read none of it.
    const reviewer = await signInReviewer(api);
    expect((await getJson(api, '/organiser/places', reviewer)).status).toBe(403);
    const theirs = await getJson(api, '/organiser/submissions', reviewer);
    expect(JSON.stringify(theirs.body)).not.toContain('confirmation');
  });
});
