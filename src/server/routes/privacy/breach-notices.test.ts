import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { auditLog, breachNoticeRecipients } from '../../db/schema.ts';
import { eraseAccount } from '../../my-data/erase.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, describeApi } from '../../test/harness.ts';
import {
  type Applicant,
  getJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';
import { postJson } from '../../test/requests.ts';

const DETAILS =
  'On 1 March a misconfigured backup exposed applicants’ names and mobile numbers for two hours. Decks were not affected. We closed it and changed every key. Beware of calls asking for your sign-in code.';
const SMS_TEXT =
  'Launchpad 8: a security incident may have affected your personal data held by us. We have e-mailed you what happened and what you can do. Our grievance contact: https://launchpad.example/privacy';

let api: TestApi;
let organiser: string;
let asha: Applicant;
let ravi: Applicant;
let meera: Applicant;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
  ravi = await submitApplication(api, '9876543211', { name: 'Ravi Menon', startupName: 'Jal Seva' });
  meera = await submitApplication(api, '9876543212', { name: 'Meera Iyer', startupName: 'Kheti Kart' });
  organiser = await signInOrganiser(api);
  api.sms.messages.length = 0;
  api.emails.length = 0;
});

const notify = (body: unknown, token = organiser) => postJson(api, '/organiser/breach-notices', body, { token });
const preview = (body: unknown) => postJson(api, '/organiser/breach-notices/preview', body, { token: organiser });
const listed = (audience: unknown) => ({ reference: 'BR-2026-01', details: DETAILS, audience });
const delivered = async () => {
  await api.deps.smsOutbox.idle();
  return {
    sms: api.sms.messages.map((m) => ({ mobile: m.mobile, wording: m.wording, text: m.text })),
    emails: api.emails.map((e) => ({ to: e.to, subject: e.subject })),
  };
};

describeApi('Notify affected people (POST /api/organiser/breach-notices)', () => {
  it('texts and e-mails the chosen applicants once, however often it is sent, and records who was told and when', async () => {
    const chosen = listed({ kind: 'list', ids: [asha.submissionId, ravi.submissionId] });
    const size = await preview({ reference: 'BR-2026-01', audience: chosen.audience });
    expect(size.status).toBe(200);
    expect(await size.json()).toEqual({ people: 2, alreadyTold: 0 });

    const first = await notify(chosen);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      added: 2,
      already: 0,
      message: 'Notice queued by SMS and e-mail for 2 people',
    });
    const sent = await delivered();
    expect(sent.sms).toEqual([
      { mobile: asha.mobile, wording: 'BREACH_NOTICE', text: SMS_TEXT },
      { mobile: ravi.mobile, wording: 'BREACH_NOTICE', text: SMS_TEXT },
    ]);
    expect(api.sms.messages[0]!.vars).toEqual({ link: 'https://launchpad.example/privacy' });
    const subject = 'Launchpad 8: a security incident that may affect your personal data';
    expect(sent.emails).toEqual([
      { to: 'asha@example.com', subject },
      { to: 'asha@example.com', subject },
    ]);
    expect(api.emails[0]!.text).toContain(DETAILS);
    expect(api.emails[0]!.text).toContain('contact our grievance officer: https://launchpad.example/privacy');

    // Sent again (a double click, a retry): nobody is told twice.
    const again = await notify(chosen);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      added: 0,
      already: 2,
      message: 'Everyone chosen was already told of this incident: nothing was sent again',
    });
    expect(await delivered()).toEqual(sent);

    // Widened to everyone: only the one not told yet is reached (staff are not applicants).
    expect(await (await preview({ reference: 'BR-2026-01', audience: { kind: 'all' } })).json()).toEqual({
      people: 3,
      alreadyTold: 2,
    });
    const all = await notify(listed({ kind: 'all' }));
    expect(await all.json()).toMatchObject({ added: 1, already: 2 });
    expect((await delivered()).sms.map((s) => s.mobile)).toEqual([asha.mobile, ravi.mobile, meera.mobile]);

    const told = await api.deps.db
      .select({ mobile: breachNoticeRecipients.mobile, toldAt: breachNoticeRecipients.toldAt })
      .from(breachNoticeRecipients)
      .orderBy(asc(breachNoticeRecipients.id));
    expect(told.map((t) => t.mobile)).toEqual([asha.mobile, ravi.mobile, meera.mobile]);
    expect(told.every((t) => t.toldAt.getTime() === api.clock.now)).toBe(true);

    const { body } = await getJson(api, '/organiser/breach-notices', organiser);
    expect(body.notices).toEqual([
      {
        id: 1,
        reference: 'BR-2026-01',
        details: DETAILS,
        createdAt: new Date(api.clock.now).toISOString(),
        createdBy: TEST_ORGANISER,
        people: 3,
        sms: { sent: 3, pending: 0 },
        email: { sent: 3, pending: 0 },
      },
    ]);
    const entries = await api.deps.db
      .select({ actor: auditLog.actor, target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'breach-notice.sent'))
      .orderBy(asc(auditLog.id));
    expect(entries).toEqual([
      { actor: TEST_ORGANISER, target: 'BR-2026-01', details: { audience: 'list', added: 2, already: 0 } },
      { actor: TEST_ORGANISER, target: 'BR-2026-01', details: { audience: 'list', added: 0, already: 2 } },
      { actor: TEST_ORGANISER, target: 'BR-2026-01', details: { audience: 'all', added: 1, already: 2 } },
    ]);
  });

  it('keeps who was told when an account is erased, without their number, and never texts them after', async () => {
    api.sms.failing = true;
    expect((await notify(listed({ kind: 'list', ids: [asha.submissionId] }))).status).toBe(201);
    await api.deps.smsOutbox.idle();
    const [user] = await api.deps.db.select({ userId: breachNoticeRecipients.userId }).from(breachNoticeRecipients);
    await eraseAccount(api.deps.db, api.deps.uploads, api.deps.visibility, user!.userId, api.deps.now());
    api.sms.failing = false;
    api.clock.advance(60 * 60_000);
    api.deps.smsOutbox.wake();
    expect((await delivered()).sms).toEqual([]);
    const [row] = await api.deps.db.select().from(breachNoticeRecipients);
    expect(row).toMatchObject({ mobile: `d${String(user!.userId).padStart(9, '0')}`, smsDueAt: null, smsSentAt: null });
  });

  it('tells the applicants of one status only', async () => {
    expect(await (await preview({ audience: { kind: 'status', status: 'SHORTLISTED' } })).json()).toEqual({
      people: 0,
      alreadyTold: 0,
    });
    const res = await notify(listed({ kind: 'status', status: 'SUBMITTED' }));
    expect(await res.json()).toMatchObject({ added: 3 });
  });

  it('is for organisers only, and refuses a bad audience or a reference reused with other details', async () => {
    const reviewer = await notify(listed({ kind: 'all' }), await signInReviewer(api));
    expect(reviewer.status).toBe(403);
    const kind = await notify(listed({ kind: 'everyone' }));
    expect(kind.status).toBe(400);
    expect((await kind.json()).message).toBe(
      'Please choose who to notify: everyone, an application status, or a list of applications',
    );
    const empty = await notify(listed({ kind: 'list', ids: [] }));
    expect((await empty.json()).message).toBe(
      'Please list the applications whose applicants to notify (1 to 1000 ids)',
    );
    const short = await notify({ ...listed({ kind: 'all' }), details: 'Oops' });
    expect((await short.json()).message).toBe(
      'Please say what happened, its likely impact, what you are doing and what people can do (20 to 5000 characters)',
    );
    expect((await notify(listed({ kind: 'list', ids: [asha.submissionId] }))).status).toBe(201);
    const changed = await notify({ ...listed({ kind: 'all' }), details: `${DETAILS} Updated.` });
    expect(changed.status).toBe(409);
    expect((await changed.json()).message).toBe(
      'A notice with this reference was already sent with other details. Give the new notice its own reference.',
    );
    expect(await api.deps.db.select().from(breachNoticeRecipients)).toHaveLength(1);
    expect((await delivered()).sms).toHaveLength(1);
  });
});
