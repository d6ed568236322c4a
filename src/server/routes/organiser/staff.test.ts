import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { SIGN_IN_MESSAGES } from '../../../shared/messages/sign-in.ts';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import { AUTH_MESSAGES } from '../../../shared/messages/session.ts';
import { auditLog, reviewAssignments, reviews, staffMembers } from '../../db/schema.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import {
  allScores,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitThreeStartups,
} from '../../test/organiser-fixtures.ts';
import { assign, autoAssign } from '../../test/assignment-fixtures.ts';
import { get, postJson, signIn } from '../../test/requests.ts';
import { createApp } from '../../app.ts';
import { loadSite } from '../../static/site-index.ts';
import { STAFF_SNAPSHOT_MAX_AGE_MS, rolesFromLists } from '../../staff/roles.ts';

const MEERA = '9812345670';
const INVITE = {
  mobile: '+91 98123 45670',
  role: 'REVIEWER',
  name: 'Meera Rao',
  sectors: [' Fintech ', 'fintech', 'Agri  tech'],
};
const INVITE_SMS =
  'Launchpad 8: you are invited to review applications. Sign in with this number at https://launchpad.example/login';
const DAY_MS = 24 * 60 * 60_000;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const invite = (token: string, body: unknown = INVITE) => postJson(api, '/organiser/staff', body, { token });
const remove = (token: string, mobile: string) =>
  api.app.request(`/api/organiser/staff/${mobile}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
const remind = (token: string) => postJson(api, '/organiser/staff/remind', {}, { token });
/** The role GET /api/user-details gives the holder of `token`, as the client reads it. */
const roleIn = async (on: TestApi, token: string) =>
  ((await getJson(on, '/user-details', token)).body.user as { role: string }).role;
const textsTo = (mobile: string) => api.sms.statuses.filter((s) => s.mobile === mobile).map((s) => s.text);

describeApi('inviting a reviewer in the workspace', () => {
  it('texts and e-mails the invitation; the invitee signs in as a reviewer and reaches the queue', async () => {
    const organiser = await signInOrganiser(api);
    const at = api.deps.now().toISOString();
    const res = await invite(organiser, { ...INVITE, email: 'meera@example.org' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      member: {
        mobile: MEERA,
        name: 'Meera Rao',
        role: 'REVIEWER',
        sectors: ['Fintech', 'Agri tech'],
        source: 'app',
        invitedAt: at,
        hasPasskey: false,
        progress: { assigned: 0, reviewed: 0 },
      },
      invited: true,
      message: STAFF_MESSAGES.invited('Meera Rao'),
    });
    await api.deps.smsOutbox.idle();
    expect(textsTo(MEERA)).toEqual([INVITE_SMS]);
    expect(api.emails).toEqual([
      expect.objectContaining({
        to: 'meera@example.org',
        subject: 'Launchpad 8: you are invited to review applications',
      }),
    ]);
    expect(api.emails[0]!.text).toContain('https://launchpad.example/login');

    const { token } = await signIn(api, MEERA);
    expect(await roleIn(api, token)).toBe('REVIEWER');
    const queue = await getJson(api, '/organiser/queue/next', token);
    expect(queue).toEqual({ status: 200, body: { submissionId: null, done: 0, total: 0 } });

    const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'staff.saved'));
    expect(entry).toMatchObject({ actor: TEST_ORGANISER, target: MEERA, details: { role: 'REVIEWER', invited: true } });
  });

  it('lists the environment’s numbers as such, and the invited with their source and date', async () => {
    const organiser = await signInOrganiser(api);
    const at = api.deps.now().toISOString();
    await invite(organiser);
    const { status, body } = await getJson(api, '/organiser/staff', organiser);
    expect(status).toBe(200);
    expect(body.staff.map((m: Record<string, unknown>) => [m.mobile, m.role, m.source, m.invitedAt])).toEqual([
      [TEST_ORGANISER, 'ORGANISER', 'environment', null],
      [TEST_REVIEWER, 'REVIEWER', 'environment', null],
      [MEERA, 'REVIEWER', 'app', at],
    ]);
    expect(body.openRound).toEqual({ id: 1, name: 'Review', closesAt: null });
  });

  it('does not text again within 24 hours; afterwards only someone without a passkey is invited again', async () => {
    const organiser = await signInOrganiser(api);
    expect((await invite(organiser)).status).toBe(201);
    const again = await invite(organiser, { ...INVITE, role: 'ORGANISER' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      member: { role: 'ORGANISER' },
      invited: false,
      message: STAFF_MESSAGES.notSentAgain('Meera Rao'),
    });
    api.clock.advance(DAY_MS);
    expect(await (await invite(await signInOrganiser(api))).json()).toMatchObject({ invited: true });
    await api.deps.smsOutbox.idle();
    expect(textsTo(MEERA)).toEqual([INVITE_SMS, INVITE_SMS]);
  });

  it('invites an organiser and a judge with the registered wording that says what they are asked to do', async () => {
    const organiser = await signInOrganiser(api);
    expect((await invite(organiser, { ...INVITE, role: 'ORGANISER' })).status).toBe(201);
    expect((await invite(organiser, { ...INVITE, mobile: '9812345671', role: 'JUDGE' })).status).toBe(201);
    await api.deps.smsOutbox.idle();
    expect([...textsTo(MEERA), ...textsTo('9812345671')]).toEqual([
      'Launchpad 8: you are invited to help organise the event. Sign in with this number at https://launchpad.example/login',
      'Launchpad 8: you are invited to judge the live final. Sign in with this number on your phone at https://launchpad.example/login',
    ]);
    // The environment's reviewer stays a reviewer: a judge's role would never take effect for that number.
    const demoted = await invite(organiser, { ...INVITE, mobile: TEST_REVIEWER, role: 'JUDGE' });
    expect(demoted.status).toBe(409);
    expect((await demoted.json()).message).toBe(STAFF_MESSAGES.inEnvironment);
  });

  it('refuses reviewers, applicants and bad input with the message of each', async () => {
    const organiser = await signInOrganiser(api);
    const reviewer = await signInReviewer(api);
    const applicant = (await signIn(api, '9876500001')).token;
    const refusals: [Response, number, string][] = [
      [await invite(reviewer), 403, ORGANISER_MESSAGES.organisersOnly],
      [await get(api, '/organiser/staff', { token: reviewer }), 403, ORGANISER_MESSAGES.organisersOnly],
      [await remove(reviewer, MEERA), 403, ORGANISER_MESSAGES.organisersOnly],
      [await remind(reviewer), 403, ORGANISER_MESSAGES.organisersOnly],
      [await invite(applicant), 403, ORGANISER_MESSAGES.forbidden],
      [await get(api, '/organiser/staff'), 401, AUTH_MESSAGES.missing],
      [await invite(organiser, { ...INVITE, mobile: '12345' }), 400, SIGN_IN_MESSAGES.phoneInvalid],
      [await invite(organiser, { ...INVITE, mobile: '1234567890' }), 400, SIGN_IN_MESSAGES.phoneNotMobile],
      [await invite(organiser, { ...INVITE, role: 'ADMIN' }), 400, STAFF_MESSAGES.role],
      [await invite(organiser, { ...INVITE, name: '  ' }), 400, STAFF_MESSAGES.name],
      [
        await invite(organiser, { ...INVITE, sectors: Array.from({ length: 11 }, (_, i) => `S${i}`) }),
        400,
        STAFF_MESSAGES.sectors,
      ],
      [await invite(organiser, { ...INVITE, email: 'not-an-address' }), 400, STAFF_MESSAGES.email],
      [await invite(organiser, 'not json'), 400, expect.any(String) as unknown as string],
      [await invite(organiser, { ...INVITE, mobile: TEST_ORGANISER }), 409, STAFF_MESSAGES.inEnvironment],
      [await remove(organiser, TEST_REVIEWER), 409, STAFF_MESSAGES.inEnvironment],
      [await remove(organiser, TEST_ORGANISER), 400, STAFF_MESSAGES.notYourself],
      [await remove(organiser, MEERA), 404, STAFF_MESSAGES.notFound],
      [await remove(organiser, 'abc'), 404, STAFF_MESSAGES.notFound],
    ];
    for (const [res, status, message] of refusals) {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ message });
    }
    expect(await api.deps.db.select().from(staffMembers)).toEqual([]);
  });
});

describeApi('removing a reviewer', () => {
  it('ends their sessions and returns what they did not review to the pool; their review stays', async () => {
    const organiser = await signInOrganiser(api);
    await invite(organiser);
    const meera = (await signIn(api, MEERA)).token;
    const apps = await submitThreeStartups(api);
    for (const a of apps) expect((await assign(api, organiser, a.submissionId, MEERA)).status).toBe(200);
    const reviewed = await putJson(
      api,
      `/organiser/submissions/${apps[0]!.submissionId}/review`,
      { scores: allScores(4) },
      meera,
    );
    expect(reviewed.status).toBe(200);

    const res = await remove(organiser, MEERA);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      name: 'Meera Rao',
      sessionsEnded: 1,
      returned: 2,
      message: STAFF_MESSAGES.removed('Meera Rao'),
    });
    expect((await get(api, '/organiser/queue/next', { token: meera })).status).toBe(401);
    const left = await api.deps.db.select().from(reviewAssignments);
    expect(left.map((a) => [a.submissionId, a.reviewerMobile])).toEqual([[apps[0]!.submissionId, MEERA]]);
    expect(await api.deps.db.select().from(reviews)).toHaveLength(1);

    // Signing in again makes them an applicant; automatic assignment fills every application from the reviewer left
    // (the one Meera reviewed too: her review no longer counts towards its reviews).
    const again = await signIn(api, MEERA);
    expect(await roleIn(api, again.token)).toBe('PARTICIPATOR');
    expect((await get(api, '/organiser/stats', { token: again.token })).status).toBe(403);
    expect((await autoAssign(api, organiser, { reviewsPerApplication: 1, maxPerReviewer: 10 })).status).toBe(200);
    const pairs = await api.deps.db.select().from(reviewAssignments);
    expect(
      pairs
        .filter((a) => a.reviewerMobile === TEST_REVIEWER)
        .map((a) => a.submissionId)
        .sort(),
    ).toEqual(apps.map((a) => a.submissionId).sort());
    const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'staff.removed'));
    expect(entry).toMatchObject({ actor: TEST_ORGANISER, target: MEERA, details: { returned: 2, sessionsEnded: 1 } });
  });
});

describeApi('reminding everyone behind', () => {
  it('texts each reviewer with applications left, once a day, and nobody else', async () => {
    const organiser = await signInOrganiser(api);
    const noDeadline = await remind(organiser);
    expect(noDeadline.status).toBe(409);
    expect(await noDeadline.json()).toEqual({ message: STAFF_MESSAGES.noDeadline });
    expect(
      (await putJson(api, '/organiser/rounds/1', { closesAt: '2026-03-09T18:00:00+05:30' }, organiser)).status,
    ).toBe(200);

    await invite(organiser);
    const reviewer = await signInReviewer(api);
    const [a, b] = await submitThreeStartups(api);
    for (const [app, mobile] of [
      [a!, TEST_REVIEWER],
      [a!, MEERA],
      [b!, MEERA],
    ] as const) {
      expect((await assign(api, organiser, app.submissionId, mobile)).status).toBe(200);
    }
    const review = await putJson(
      api,
      `/organiser/submissions/${a!.submissionId}/review`,
      { scores: allScores(3) },
      reviewer,
    );
    expect(review.status).toBe(200);
    await api.deps.smsOutbox.idle();
    api.sms.statuses.length = 0;

    const first = await remind(organiser);
    expect(await first.json()).toEqual({ reminded: 1, message: STAFF_MESSAGES.reminded(1) });
    expect(await (await remind(organiser)).json()).toEqual({ reminded: 0, message: STAFF_MESSAGES.reminded(0) });
    await api.deps.smsOutbox.idle();
    const reminder =
      'Launchpad 8: you have applications waiting for your review, due by 9 March 2026, 6:00 pm IST. Continue at https://launchpad.example/organiser/review';
    expect(api.sms.statuses).toEqual([{ mobile: MEERA, text: reminder }]);

    api.clock.advance(DAY_MS);
    expect(await (await remind(await signInOrganiser(api))).json()).toMatchObject({ reminded: 1 });
    await api.deps.smsOutbox.idle();
    expect(textsTo(MEERA)).toEqual([reminder, reminder]);
    expect(textsTo(TEST_REVIEWER)).toEqual([]);
  });
});

describeApi('another process on the same database', () => {
  /** The same API with its own snapshot of the staff, as a second process has: the snapshot is all it keeps. */
  async function secondProcess(): Promise<TestApi> {
    const deps = { ...api.deps, roles: rolesFromLists([TEST_ORGANISER], [TEST_REVIEWER]) };
    const site = await loadSite(path.join(api.dataDir, 'no-site'));
    return { ...api, deps, app: createApp({ site, api: deps }) };
  }

  it('honours an invitation within the refresh period, and a removal at once', async () => {
    const other = await secondProcess();
    const meera = (await signIn(other, MEERA)).token;
    expect(await roleIn(other, meera)).toBe('PARTICIPATOR');

    const organiser = await signInOrganiser(api);
    expect((await invite(organiser)).status).toBe(201);
    const invitedAt = performance.now();
    let role = await roleIn(other, meera);
    while (role !== 'REVIEWER' && performance.now() - invitedAt < 3 * STAFF_SNAPSHOT_MAX_AGE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      role = await roleIn(other, meera);
    }
    expect(role).toBe('REVIEWER');
    expect(performance.now() - invitedAt).toBeLessThan(2 * STAFF_SNAPSHOT_MAX_AGE_MS);
    expect((await get(other, '/organiser/queue/next', { token: meera })).status).toBe(200);

    // The other process still lists her as a reviewer for up to a second, but her sessions are gone.
    expect((await remove(organiser, MEERA)).status).toBe(200);
    const res = await get(other, '/organiser/queue/next', { token: meera });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.invalid });
  });
});
