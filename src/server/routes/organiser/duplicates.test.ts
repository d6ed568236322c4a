import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { UserDetailsResponseSchema } from '../../../shared/api-types.ts';
import { auditLog, statusSms, submissions } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';
import {
  PDF,
  VALID_ANSWERS,
  VALID_PROFILE,
  applicationForm,
  fieldIds,
  get,
  postForm,
  postJson,
  signIn,
} from '../../test/requests.ts';

let api: TestApi;
let organiser: string;
let counter = 0;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
});

/** A deck nobody else sent, unless `bytes` is given. */
const deck = (label = `deck ${++counter}`) => Buffer.concat([PDF, Buffer.from(label)]);

/** Applies from `mobile` with its own startup name, website and deck. */
async function apply(mobile: string, startupName: string, website: string, bytes: Buffer = deck()) {
  const { token } = await signIn(api, mobile);
  const profile = { ...VALID_PROFILE, startUpName: startupName, website };
  expect((await postJson(api, '/user-details', profile, { token })).status).toBe(200);
  const answers = { ...VALID_ANSWERS, phoneNumber: mobile, startupName };
  const form = applicationForm(await fieldIds(api, token), answers, { pitchDeck: { bytes, name: 'deck.pdf' } });
  const res = await postForm(api, '/create-submission', form, { token });
  expect(res.status, await res.clone().text()).toBe(201);
  return { token, id: ((await res.json()) as { submission: { id: string } }).submission.id };
}

const detail = async (id: string, token = organiser) =>
  (await getJson(api, `/organiser/submissions/${id}`, token)).body.submission;
const badge = async (id: string) =>
  (await getJson(api, '/organiser/submissions', organiser)).body.submissions.find((r: { id: string }) => r.id === id)
    .possibleDuplicates;
const markDuplicate = (id: string, body: unknown, token = organiser) =>
  postJson(api, `/organiser/submissions/${id}/duplicate-of`, body, { token });

describeApi('duplicate applications', () => {
  it('links two accounts’ applications with the same startup name, however written, both ways', async () => {
    const a = await apply('9811100001', 'Krishi Sense Pvt. Ltd.', 'https://krishi-one.in');
    const b = await apply('9811100002', 'krishi-sense', 'https://krishi-two.in');
    expect((await detail(a.id)).duplicates).toEqual([
      { id: b.id, startupName: 'krishi-sense', status: 'SUBMITTED', reasons: ['Same startup name'] },
    ]);
    expect((await detail(b.id)).duplicates).toEqual([
      { id: a.id, startupName: 'Krishi Sense Pvt. Ltd.', status: 'SUBMITTED', reasons: ['Same startup name'] },
    ]);
    expect(await badge(a.id)).toBe(1);
    expect(await badge(b.id)).toBe(1);
  });

  it('links the same website domain and the same deck, naming each reason', async () => {
    const shared = deck('the same deck');
    const a = await apply('9811100001', 'Alpha Farms', 'https://www.soilsense.in/about', shared);
    const b = await apply('9811100002', 'Beta Fields', 'http://soilsense.in', shared);
    expect((await detail(a.id)).duplicates).toEqual([
      { id: b.id, startupName: 'Beta Fields', status: 'SUBMITTED', reasons: ['Same file', 'Same website'] },
    ]);
  });

  it('links nothing for different startups, a shared profile host, or one account applying again', async () => {
    const a = await apply('9811100001', 'Alpha Farms', 'https://www.linkedin.com/company/alpha');
    const b = await apply('9811100002', 'Beta Fields', 'https://linkedin.com/company/beta');
    expect((await detail(a.id)).duplicates).toEqual([]);
    expect(await badge(b.id)).toBe(0);
    expect((await postJson(api, '/submission/withdraw', {}, { token: a.token })).status).toBe(200);
    const ids = await fieldIds(api, a.token);
    const again = await postForm(
      api,
      '/create-submission',
      applicationForm(ids, { ...VALID_ANSWERS, startupName: 'Alpha Farms' }),
      { token: a.token },
    );
    expect(again.status).toBe(201);
    const { submission } = (await again.json()) as { submission: { id: string } };
    expect((await detail(submission.id)).duplicates).toEqual([]);
  });

  it('follows a website changed on the profile after submitting, matching its domain whatever the subdomain', async () => {
    const a = await apply('9811100001', 'Alpha Farms', 'https://alpha-farms.in');
    const b = await apply('9811100002', 'Beta Fields', 'https://beta-fields.in');
    expect((await detail(a.id)).duplicates).toEqual([]);
    const moveSite = async (website: string) => {
      const profile = { ...VALID_PROFILE, startUpName: 'Beta Fields', website };
      expect((await postJson(api, '/user-details', profile, { token: b.token })).status).toBe(200);
    };
    await moveSite('https://app.alpha-farms.in/login');
    expect((await detail(a.id)).duplicates).toEqual([
      { id: b.id, startupName: 'Beta Fields', status: 'SUBMITTED', reasons: ['Same website'] },
    ]);
    expect(await badge(a.id)).toBe(1);
    await moveSite('https://beta-fields.in');
    expect((await detail(a.id)).duplicates).toEqual([]);
  });

  it('finds a duplicate an edit creates', async () => {
    const a = await apply('9811100001', 'Alpha Farms', 'https://alpha.in');
    const b = await apply('9811100002', 'Beta Fields', 'https://beta.in');
    const ids = await fieldIds(api, b.token);
    const form = applicationForm(ids, { ...VALID_ANSWERS, phoneNumber: '9811100002', startupName: 'ALPHA FARMS' }, {});
    const encoded = new Response(form);
    const res = await api.app.request('/api/submission', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${b.token}`, 'Content-Type': encoded.headers.get('content-type')! },
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await detail(a.id)).duplicates).toMatchObject([{ id: b.id, reasons: ['Same startup name'] }]);
  });

  it('lists the oldest 20 look-alikes of a large group and counts them all', async () => {
    const shared = deck('one deck for all');
    const first = await apply('9811100100', 'Copy 0', 'https://copy-0.in', shared);
    const copies = [];
    for (let i = 1; i <= 21; i++)
      copies.push(await apply(`98111001${String(i).padStart(2, '0')}`, `Copy ${i}`, `https://copy-${i}.in`, shared));
    const own = await detail(first.id);
    expect(own.duplicatesCounted).toBe(21);
    expect(own.duplicates.map((d: { id: string }) => d.id)).toEqual(copies.slice(0, 20).map((c) => c.id));
    expect(own.duplicates[0].reasons).toEqual(['Same file']);
  });

  it('never tells a reviewer about duplicates', async () => {
    const a = await apply('9811100001', 'Krishi Sense', 'https://one.in');
    await apply('9811100002', 'Krishi Sense', 'https://two.in');
    const reviewer = await signInReviewer(api);
    const seen = await detail(a.id, reviewer);
    expect(seen.duplicates).toBeUndefined();
    const list = (await getJson(api, '/organiser/submissions', reviewer)).body.submissions;
    expect(list.every((r: Record<string, unknown>) => !('possibleDuplicates' in r))).toBe(true);
  });
});

describeApi('POST /api/organiser/submissions/:id/duplicate-of', () => {
  it('withdraws it with a note, links it, texts the applicant, audits it; the other’s badge clears', async () => {
    const a = await apply('9811100001', 'Krishi Sense', 'https://one.in');
    const b = await apply('9811100002', 'Krishi Sense', 'https://two.in');
    const res = await markDuplicate(b.id, { id: a.id, note: 'Same team as the earlier one' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Marked as a duplicate and withdrawn' });
    const note = 'Withdrawn by the organisers as a duplicate of another application: Same team as the earlier one';
    const [row] = await api.deps.db.select().from(submissions).where(eq(submissions.id, b.id));
    expect(row).toMatchObject({ status: 'WITHDRAWN', duplicateOf: a.id });
    expect((await detail(b.id)).duplicateOf).toBe(a.id);
    expect((await detail(b.id)).history).toMatchObject([{ status: 'WITHDRAWN', note, by: '9000000001' }]);
    expect(await badge(a.id)).toBe(0);
    expect((await detail(a.id)).duplicates).toMatchObject([{ id: b.id, status: 'WITHDRAWN' }]);
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses).toEqual([
      {
        mobile: '9811100002',
        text: `Launchpad 8: your application status is now Withdrawn. Read the organisers' note and your next step at https://launchpad.example/application`,
      },
    ]);
    const details = UserDetailsResponseSchema.parse(await (await get(api, '/user-details', { token: b.token })).json());
    expect(details.applicationStatus).toMatchObject({ status: 'WITHDRAWN', history: [{ status: 'WITHDRAWN', note }] });
    expect(details.user.isApplicationSubmitted).toBe(false);
    const audited = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'duplicate.marked'));
    expect(audited).toMatchObject([{ actor: '9000000001', target: b.id, details: { of: a.id } }]);
  });

  it('refuses itself, an unknown other, an unknown or withdrawn application and a reviewer, changing nothing', async () => {
    const a = await apply('9811100001', 'Krishi Sense', 'https://one.in');
    const b = await apply('9811100002', 'Krishi Sense', 'https://two.in');
    const reviewer = await signInReviewer(api);
    const before = await api.counts();
    const self = await markDuplicate(a.id, { id: a.id });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ message: 'An application cannot be a duplicate of itself' });
    const unknownOther = await markDuplicate(a.id, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownOther.status).toBe(404);
    expect(await unknownOther.json()).toEqual({ message: 'The other application was not found' });
    expect((await markDuplicate('00000000-0000-4000-8000-000000000000', { id: a.id })).status).toBe(404);
    expect((await markDuplicate('not-an-id', { id: a.id })).status).toBe(404);
    const longNote = await markDuplicate(a.id, { id: b.id, note: 'x'.repeat(501) });
    expect(longNote.status).toBe(400);
    expect(await longNote.json()).toEqual({ message: 'The note can be up to 500 characters' });
    expect((await markDuplicate(a.id, { id: b.id }, reviewer)).status).toBe(403);
    expect(await api.counts()).toEqual(before);
    expect((await markDuplicate(b.id, { id: a.id })).status).toBe(200);
    const twice = await markDuplicate(b.id, { id: a.id });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: 'This application is already withdrawn' });
  });

  it('refuses a withdrawn other, or one itself marked a duplicate, with a message, changing nothing', async () => {
    const a = await apply('9811100001', 'Krishi Sense', 'https://one.in');
    const b = await apply('9811100002', 'Krishi Sense', 'https://two.in');
    const c = await apply('9811100003', 'Krishi Sense', 'https://three.in');
    expect((await markDuplicate(b.id, { id: a.id })).status).toBe(200);
    const before = await api.counts();
    for (const id of [a.id, c.id]) {
      const res = await markDuplicate(id, { id: b.id });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        message: 'The other application is itself marked a duplicate: mark this one a duplicate of the original',
      });
    }
    expect((await postJson(api, '/submission/withdraw', {}, { token: c.token })).status).toBe(200);
    const afterWithdrawal = await api.counts();
    const ofWithdrawn = await markDuplicate(a.id, { id: c.id });
    expect(ofWithdrawn.status).toBe(409);
    expect(await ofWithdrawn.json()).toEqual({
      message: 'The other application is withdrawn: mark this one a duplicate of a live application',
    });
    expect(await api.counts()).toEqual(afterWithdrawal);
    expect(afterWithdrawal.status_sms).toBe(before.status_sms);
    const [row] = await api.deps.db.select().from(submissions).where(eq(submissions.id, a.id));
    expect(row).toMatchObject({ status: 'SUBMITTED', duplicateOf: null });
  });

  it('takes one of two organisers marking two applications duplicates of each other at once', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await apply(`98111${round}0001`, `Krishi Sense ${round}`, `https://one-${round}.in`);
      const b = await apply(`98111${round}0002`, `Krishi Sense ${round}`, `https://two-${round}.in`);
      const results = await Promise.all([markDuplicate(b.id, { id: a.id }), markDuplicate(a.id, { id: b.id })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const rows = await api.deps.db
        .select()
        .from(submissions)
        .where(inArray(submissions.id, [a.id, b.id]));
      expect(rows.map((r) => r.status).sort()).toEqual(['SUBMITTED', 'WITHDRAWN']);
      expect(rows.filter((r) => r.duplicateOf !== null)).toHaveLength(1);
    }
    expect(await api.deps.db.select().from(statusSms)).toHaveLength(3);
  });

  it('withdraws once when two organisers mark it at once', async () => {
    const a = await apply('9811100001', 'Krishi Sense', 'https://one.in');
    const b = await apply('9811100002', 'Krishi Sense', 'https://two.in');
    const results = await Promise.all([markDuplicate(b.id, { id: a.id }), markDuplicate(b.id, { id: a.id })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await api.deps.db.select().from(statusSms)).toHaveLength(1);
  });
});
