import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CofounderListSchema, InviteViewSchema } from '../../../shared/cofounder-schemas.ts';
import { nextIstMidnight } from '../../../shared/india-time.ts';
import { cofounderInvites, inviteRecipients, smsBudgetDays } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { submitApplication } from '../../test/organiser-fixtures.ts';
import { get, postJson, sendOtpSolving, signIn } from '../../test/requests.ts';

let api: TestApi;
let asha: { token: string };
const RAVI = '9812345678';
const WEEK = 7 * 24 * 60 * 60_000;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
});

const invite = (body: unknown, token = asha.token) => postJson(api, '/cofounders', body, { token });
const remove = (mobile: string, token = asha.token) =>
  api.app.request(`/api/cofounders/${mobile}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
const resend = (mobile: string, token = asha.token) => postJson(api, `/cofounders/${mobile}/resend`, {}, { token });
const listed = async (token = asha.token) =>
  CofounderListSchema.parse(await (await get(api, '/cofounders', { token })).json()).invites;

/** The token of the latest invite link texted to `mobile`, as the SMS carries it. */
function linkToken(mobile: string): string {
  const sms = api.sms.statuses.findLast((s) => s.mobile === mobile);
  const match = sms && /https:\/\/launchpad\.example\/invite\?token=([A-Za-z0-9_-]+)/.exec(sms.text);
  if (!match) throw new Error(`no invite link was texted to ${mobile}`);
  return match[1]!;
}

/** Invites Ravi, lets the outbox text him, and signs him in. */
async function invitedRavi() {
  expect((await invite({ mobile: RAVI, role: 'CTO' })).status).toBe(201);
  await api.deps.smsOutbox.idle();
  return { token: linkToken(RAVI), session: (await signIn(api, RAVI)).token };
}

describeApi('POST /api/cofounders and GET /api/cofounders', () => {
  it('invites by mobile and role: listed as pending, texted a link through the outbox, one SMS of the budget', async () => {
    const [signInDay] = await api.deps.db.select().from(smsBudgetDays);
    const res = await invite({ mobile: '+91 98123 45678', role: 'CTO' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Invitation sent' });
    await api.deps.smsOutbox.idle();
    expect(await listed()).toEqual([
      { mobile: RAVI, role: 'CTO', status: 'pending', invitedAt: expect.any(String), smsSent: true },
    ]);
    expect(api.sms.statuses).toHaveLength(1);
    expect(api.sms.statuses[0]!.text).toMatch(
      /^Launchpad 8: you are invited to join a startup's application as a co-founder\. Sign in with this number to see who invited you, then accept or decline at https:\/\/launchpad\.example\/invite\?token=[A-Za-z0-9_-]{32}$/,
    );
    // Only the token's hash is stored.
    const [row] = await api.deps.db.select().from(cofounderInvites);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(api.sms.statuses[0]!.text).not.toContain(row!.tokenHash!);
    const [day] = await api.deps.db.select().from(smsBudgetDays);
    expect(day!.sent).toBe(signInDay!.sent + 1);
  });

  it('refuses the applicant’s own number, a number twice, a fifth co-founder and bad input, storing nothing', async () => {
    const self = await invite({ mobile: '9876543210', role: 'CEO' });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ message: 'You cannot invite your own number' });
    expect((await invite({ mobile: RAVI, role: 'CTO' })).status).toBe(201);
    const twice = await invite({ mobile: RAVI, role: 'COO' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: 'This number is already invited' });
    for (const m of ['9812345671', '9812345672', '9812345673'])
      expect((await invite({ mobile: m, role: 'Engineer' })).status).toBe(201);
    const fifth = await invite({ mobile: '9812345674', role: 'Engineer' });
    expect(fifth.status).toBe(409);
    expect(await fifth.json()).toEqual({ message: 'You can invite up to 4 co-founders' });
    const badRole = await invite({ mobile: '9812345675', role: '  ' });
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toEqual({ message: 'Please enter the co-founder’s role (up to 60 characters)' });
    expect((await invite({ mobile: '12345', role: 'CTO' })).status).toBe(400);
    expect(await api.deps.db.select().from(cofounderInvites)).toHaveLength(4);
  });

  it('stores one invite when the same number is invited twice at once', async () => {
    const results = await Promise.all([invite({ mobile: RAVI, role: 'CTO' }), invite({ mobile: RAVI, role: 'CTO' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await api.deps.db.select().from(cofounderInvites)).toHaveLength(1);
  });

  it('never passes four co-founders when invites race', async () => {
    for (const m of ['9812345671', '9812345672', '9812345673']) await invite({ mobile: m, role: 'Engineer' });
    const results = await Promise.all([
      invite({ mobile: '9812345674', role: 'Engineer' }),
      invite({ mobile: '9812345675', role: 'Engineer' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await api.deps.db.select().from(cofounderInvites)).toHaveLength(4);
  });

  it('asks for a session, and shows each applicant only their own invites', async () => {
    expect((await api.app.request('/api/cofounders')).status).toBe(401);
    await invite({ mobile: RAVI, role: 'CTO' });
    const other = await signIn(api, '9876500000');
    expect(await listed(other.token)).toEqual([]);
  });
});

describeApi('DELETE /api/cofounders/:mobile and POST /api/cofounders/:mobile/resend', () => {
  it('removes an invite: its link stops working; removing it again is a 404', async () => {
    const ravi = await invitedRavi();
    const res = await remove(RAVI);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Invitation removed' });
    expect(await listed()).toEqual([]);
    const accept = await postJson(api, `/invites/${ravi.token}/accept`, {}, { token: ravi.session });
    expect(accept.status).toBe(404);
    const again = await remove(RAVI);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'This number is not invited' });
  });

  it('resends after the wait with a new link (the old one stops working), within three a week to the number', async () => {
    const firstAt = api.clock.now;
    expect((await invite({ mobile: RAVI, role: 'CTO' })).status).toBe(201);
    await api.deps.smsOutbox.idle();
    const first = linkToken(RAVI);
    api.clock.advance(15_000);
    const tooSoon = await resend(RAVI);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('Retry-After')).toBe('45');
    expect(await tooSoon.json()).toEqual({
      message: 'Please wait 45 seconds before sending this number another invitation',
      retryAfter: 45,
    });
    const session = (await signIn(api, RAVI)).token;
    api.clock.advance(46_000);
    const res = await resend(RAVI);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Invitation sent again' });
    await api.deps.smsOutbox.idle();
    expect(linkToken(RAVI)).not.toBe(first);
    expect((await postJson(api, `/invites/${first}/accept`, {}, { token: session })).status).toBe(404);
    api.clock.advance(61_000);
    expect((await resend(RAVI)).status).toBe(200);
    await api.deps.smsOutbox.idle();
    api.clock.advance(61_000);
    const fourth = await resend(RAVI);
    expect(fourth.status).toBe(429);
    // A week from the first of the three.
    expect(fourth.headers.get('Retry-After')).toBe(String((firstAt + WEEK - api.clock.now) / 1000));
    expect(await fourth.json()).toMatchObject({
      message: 'This number has received 3 invitations this week: you can invite it again next week',
    });
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.filter((s) => s.mobile === RAVI)).toHaveLength(3);
  });

  it('refuses to resend an answered invite or an unknown number', async () => {
    const ravi = await invitedRavi();
    await postJson(api, `/invites/${ravi.token}/decline`, {}, { token: ravi.session });
    api.clock.advance(61_000);
    const answered = await resend(RAVI);
    expect(answered.status).toBe(409);
    expect(await answered.json()).toEqual({ message: 'This co-founder has already answered the invitation' });
    expect((await resend('9812345670')).status).toBe(404);
  });

  it('keeps the earlier link working while a resend waits for the day’s budget', async () => {
    const ravi = await invitedRavi();
    api.clock.advance(61_000);
    api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 0 };
    try {
      expect((await resend(RAVI)).status).toBe(200);
      await api.deps.smsOutbox.idle();
      expect(api.sms.statuses.filter((s) => s.mobile === RAVI)).toHaveLength(1);
      expect((await postJson(api, `/invites/${ravi.token}/accept`, {}, { token: ravi.session })).status).toBe(200);
    } finally {
      api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 2000 };
    }
  });

  it('waits for the next day when the day’s SMS budget is spent', async () => {
    api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 0 };
    try {
      await invite({ mobile: RAVI, role: 'CTO' });
      await api.deps.smsOutbox.idle();
      expect(api.sms.statuses).toEqual([]);
      expect(await listed()).toMatchObject([{ status: 'pending', smsSent: false }]);
    } finally {
      api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 2000 };
    }
  });
});

describeApi(
  'one rule for every invite SMS: a minute apart, three a week to a number, ten a day from an inviter’s mobile',
  () => {
    const texted = (mobile: string) => api.sms.statuses.filter((s) => s.mobile === mobile).length;
    /** Invites `mobile`, lets the outbox text it, and removes the invite again: the probe's loop. */
    async function inviteAndRemove(mobile: string) {
      const res = await invite({ mobile, role: 'CTO' });
      if (res.status !== 201) return res;
      await api.deps.smsOutbox.idle();
      expect((await remove(mobile)).status).toBe(200);
      return res;
    }

    it('holds inviting, removing and inviting a number again to the resend’s wait and weekly cap, storing nothing when refused', async () => {
      expect((await inviteAndRemove(RAVI)).status).toBe(201);
      const again = await invite({ mobile: RAVI, role: 'CTO' });
      expect(again.status).toBe(429);
      expect(again.headers.get('Retry-After')).toBe('60');
      expect(await again.json()).toEqual({
        message: 'Please wait 60 seconds before sending this number another invitation',
        retryAfter: 60,
      });
      expect(await listed()).toEqual([]);
      const answers: number[] = [];
      for (let i = 0; i < 8; i++) {
        api.clock.advance(61_000);
        const res = await inviteAndRemove(RAVI);
        answers.push(res.status);
        if (res.status !== 201)
          expect(await res.json()).toMatchObject({
            message: 'This number has received 3 invitations this week: you can invite it again next week',
          });
      }
      expect(answers).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
      expect(texted(RAVI)).toBe(3);
      expect(await api.deps.db.select().from(cofounderInvites)).toEqual([]);
      // A week after the first, a new count.
      api.clock.advance(WEEK - 8 * 61_000);
      expect((await invite({ mobile: RAVI, role: 'CTO' })).status).toBe(201);
      await api.deps.smsOutbox.idle();
      expect(texted(RAVI)).toBe(4);
    });

    it('sends one applicant at most ten invite SMS a day, whatever the numbers, resends included', async () => {
      expect((await invite({ mobile: RAVI, role: 'CTO' })).status).toBe(201);
      for (let i = 0; i < 9; i++) expect((await inviteAndRemove(`98100000${i}0`)).status).toBe(201);
      const eleventh = await invite({ mobile: '9810000099', role: 'CTO' });
      expect(eleventh.status).toBe(429);
      const untilMidnightInIndia = (nextIstMidnight(new Date(api.clock.now)).getTime() - api.clock.now) / 1000;
      expect(eleventh.headers.get('Retry-After')).toBe(String(Math.ceil(untilMidnightInIndia)));
      expect(await eleventh.json()).toMatchObject({
        message: 'You have sent 10 invitations today: you can send more tomorrow',
      });
      api.clock.advance(61_000);
      const resent = await resend(RAVI);
      expect(resent.status).toBe(429);
      expect(await resent.json()).toMatchObject({
        message: 'You have sent 10 invitations today: you can send more tomorrow',
      });
      await api.deps.smsOutbox.idle();
      expect(api.sms.statuses).toHaveLength(10);
      expect(await listed()).toMatchObject([{ mobile: RAVI }]);
      // Another applicant has their own ten.
      const other = await submitApplication(api, '9876500000');
      expect((await invite({ mobile: '9810000099', role: 'CTO' }, other.token)).status).toBe(201);
    });

    it('queues one of several resends sent at once, and refuses the others', async () => {
      await invitedRavi();
      api.clock.advance(61_000);
      const results = await Promise.all(Array.from({ length: 5 }, () => resend(RAVI)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
      const [count] = await api.deps.db.select().from(inviteRecipients);
      expect(count).toMatchObject({ mobile: RAVI, received: 2 });
    });

    it('no longer counts a declined invite toward the four co-founders', async () => {
      const ravi = await invitedRavi();
      expect((await postJson(api, `/invites/${ravi.token}/decline`, {}, { token: ravi.session })).status).toBe(200);
      for (const m of ['9812345671', '9812345672', '9812345673', '9812345674'])
        expect((await invite({ mobile: m, role: 'Engineer' })).status).toBe(201);
      const fifth = await invite({ mobile: '9812345675', role: 'Engineer' });
      expect(fifth.status).toBe(409);
      expect(await fifth.json()).toEqual({ message: 'You can invite up to 4 co-founders' });
      expect(await listed()).toHaveLength(5);
    });
  },
);

describeApi('POST /api/invites/:token/accept|decline and GET /api/invites/:token', () => {
  it('accepts once signed in with the invited number; the applicant sees it accepted', async () => {
    const ravi = await invitedRavi();
    const res = await postJson(api, `/invites/${ravi.token}/accept`, {}, { token: ravi.session });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'You have joined the team' });
    expect(await listed()).toMatchObject([{ mobile: RAVI, status: 'accepted' }]);
  });

  it('declines; the applicant sees it declined', async () => {
    const ravi = await invitedRavi();
    const res = await postJson(api, `/invites/${ravi.token}/decline`, {}, { token: ravi.session });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'You have declined the invitation' });
    expect(await listed()).toMatchObject([{ status: 'declined' }]);
  });

  it('refuses a wrong, used or expired token, or another number, changing nothing', async () => {
    const ravi = await invitedRavi();
    const stranger = await signIn(api, '9812000000');
    const other = await postJson(api, `/invites/${ravi.token}/accept`, {}, { token: stranger.token });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      message: 'This invitation is for another mobile number: sign in with the number it was sent to',
    });
    const wrong = await postJson(api, `/invites/${'x'.repeat(32)}/accept`, {}, { token: ravi.session });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ message: 'This invitation link is not valid' });
    expect((await postJson(api, '/invites/%20/accept', {}, { token: ravi.session })).status).toBe(404);
    expect(await listed()).toMatchObject([{ status: 'pending' }]);
    expect((await postJson(api, `/invites/${ravi.token}/accept`, {}, { token: ravi.session })).status).toBe(200);
    const used = await postJson(api, `/invites/${ravi.token}/decline`, {}, { token: ravi.session });
    expect(used.status).toBe(409);
    expect(await used.json()).toEqual({ message: 'This invitation has already been answered' });
    expect(await listed()).toMatchObject([{ status: 'accepted' }]);
  });

  it('refuses a link older than seven days with 410', async () => {
    const ravi = await invitedRavi();
    api.clock.advance(7 * 24 * 60 * 60_000 + 1);
    const session = (await signIn(api, RAVI)).token;
    const res = await postJson(api, `/invites/${ravi.token}/accept`, {}, { token: session });
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ message: 'This invitation link has expired: ask for a new one' });
    expect(await listed()).toMatchObject([{ status: 'pending' }]);
  });

  it('takes exactly one of two accepts racing on one token', async () => {
    const ravi = await invitedRavi();
    const results = await Promise.all([
      postJson(api, `/invites/${ravi.token}/accept`, {}, { token: ravi.session }),
      postJson(api, `/invites/${ravi.token}/accept`, {}, { token: ravi.session }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await api.deps.db.select().from(cofounderInvites);
    expect(rows).toMatchObject([{ status: 'accepted' }]);
  });

  it('lets an accepted co-founder read the application, read-only, and nobody else', async () => {
    const applicant = await submitApplication(api, '9876543219', { startupName: 'Krishi Sense' });
    expect((await invite({ mobile: RAVI, role: 'CTO' }, applicant.token)).status).toBe(201);
    await api.deps.smsOutbox.idle();
    const token = linkToken(RAVI);
    const session = (await signIn(api, RAVI)).token;
    const before = InviteViewSchema.parse(await (await get(api, `/invites/${token}`, { token: session })).json());
    expect(before).toMatchObject({ startupName: 'Krishi Sense', role: 'CTO', status: 'pending', application: null });
    await postJson(api, `/invites/${token}/accept`, {}, { token: session });
    const after = InviteViewSchema.parse(await (await get(api, `/invites/${token}`, { token: session })).json());
    expect(after.application?.answers).toContainEqual({
      name: 'startupName',
      label: 'Startup Name',
      value: 'Krishi Sense',
    });
    expect(after.application?.files).toEqual([
      { fieldName: 'pitchDeck', originalName: 'deck.pdf', size: expect.any(Number) },
    ]);
    const stranger = await signIn(api, '9812000000');
    expect((await get(api, `/invites/${token}`, { token: stranger.token })).status).toBe(403);
    expect((await api.app.request(`/api/invites/${token}`)).status).toBe(401);
  });
});

describeApi('invites nobody can abuse', () => {
  it('refuses an account without a submitted application with 403, before and after a withdrawal, storing nothing', async () => {
    const stranger = await signIn(api, '9876500001');
    const res = await invite({ mobile: RAVI, role: 'CTO' }, stranger.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Submit your application before inviting co-founders' });
    expect((await invite({ mobile: RAVI, role: 'CTO' })).status).toBe(201);
    expect((await postJson(api, '/submission/withdraw', {}, { token: asha.token })).status).toBe(200);
    api.clock.advance(61_000);
    const resent = await resend(RAVI);
    expect(resent.status).toBe(403);
    expect(await resent.json()).toEqual({ message: 'Submit your application before inviting co-founders' });
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.filter((s) => s.mobile === RAVI)).toHaveLength(1);
    expect(await api.deps.db.select().from(cofounderInvites)).toHaveLength(1);
  });

  it('texts none of the inviter’s words: neither their name nor their startup, whatever they typed', async () => {
    const words = 'Your KYC is pending, update at http://evil.example/kyc';
    const inviter = await submitApplication(api, '9876500002', { name: words, startupName: words });
    expect((await invite({ mobile: RAVI, role: 'CTO' }, inviter.token)).status).toBe(201);
    await api.deps.smsOutbox.idle();
    const [sms] = api.sms.statuses;
    expect(sms!.text).toBe(
      `Launchpad 8: you are invited to join a startup's application as a co-founder. Sign in with this number to see who invited you, then accept or decline at https://launchpad.example/invite?token=${linkToken(RAVI)}`,
    );
    for (const word of ['KYC', 'evil', 'pending']) expect(sms!.text).not.toContain(word);
    // The invite page names them once the invitee signed in with the number.
    const session = (await signIn(api, RAVI)).token;
    const view = InviteViewSchema.parse(
      await (await get(api, `/invites/${linkToken(RAVI)}`, { token: session })).json(),
    );
    expect(view).toMatchObject({ inviterName: words, startupName: words });
  });

  it('refuses the 11th invite of the day after the account was deleted and created again', async () => {
    for (let i = 0; i < 10; i++) {
      api.clock.advance(61_000);
      expect((await invite({ mobile: `98100000${i}0`, role: 'CTO' })).status).toBe(201);
      expect((await remove(`98100000${i}0`)).status).toBe(200);
    }
    api.clock.advance(31_000);
    expect((await sendOtpSolving(api, '9876543210')).status).toBe(200);
    const erased = await api.app.request('/api/me', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${asha.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ otp: api.sms.lastCode('9876543210') }),
    });
    expect(erased.status).toBe(200);
    api.clock.advance(31_000);
    const again = await submitApplication(api, '9876543210');
    const eleventh = await invite({ mobile: '9810000099', role: 'CTO' }, again.token);
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({
      message: 'You have sent 10 invitations today: you can send more tomorrow',
    });
    expect(await listed(again.token)).toEqual([]);
  });

  it('texts one number at most three invites a week, whoever sends them', async () => {
    const inviters = [asha];
    for (const m of ['9876500003', '9876500004', '9876500005']) inviters.push(await submitApplication(api, m));
    const answers = [];
    for (const inviter of inviters) answers.push((await invite({ mobile: RAVI, role: 'CTO' }, inviter.token)).status);
    expect(answers).toEqual([201, 201, 201, 429]);
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.filter((s) => s.mobile === RAVI)).toHaveLength(3);
  });

  it('lets the invitee decline and refuse further invites: later ones are refused, waiting ones never texted', async () => {
    const ravi = await invitedRavi();
    const other = await submitApplication(api, '9876500006');
    api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 0 };
    try {
      expect((await invite({ mobile: RAVI, role: 'CEO' }, other.token)).status).toBe(201);
      await api.deps.smsOutbox.idle();
    } finally {
      api.deps.otpLimits = { ...api.deps.otpLimits, smsDailyBudget: 2000 };
    }
    const res = await postJson(api, `/invites/${ravi.token}/stop`, {}, { token: ravi.session });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'You have declined, and will receive no further invitations from the event',
    });
    const view = InviteViewSchema.parse(
      await (await get(api, `/invites/${ravi.token}`, { token: ravi.session })).json(),
    );
    expect(view).toMatchObject({ status: 'declined', furtherInvitesRefused: true });
    api.clock.advance(24 * 60 * 60_000);
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.filter((s) => s.mobile === RAVI)).toHaveLength(1);
    const third = await submitApplication(api, '9876500007');
    const refused = await invite({ mobile: RAVI, role: 'CTO' }, third.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'This number has asked not to receive invitations from the event',
    });
    const stranger = await signIn(api, '9812000001');
    expect((await postJson(api, `/invites/${ravi.token}/stop`, {}, { token: stranger.token })).status).toBe(403);
  });
});
