import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { appendAudit } from '../../audit/audit.ts';
import {
  auditLog,
  emailOutbox,
  guardianCodes,
  sessions,
  submissionFiles,
  submissions,
  users,
} from '../../db/schema.ts';
import { queueEmail } from '../../email/outbox.ts';
import { STAFF_SESSION_TTL_MS } from '../../auth/sessions.ts';
import { RETENTION_BATCH, runRetention } from '../../retention/erase.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, putJson, signInOrganiser, signInReviewer, submitApplication } from '../../test/organiser-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The test clock's start (harness.ts). */
const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const DEFAULTS = {
  applicationsMonths: 12,
  draftsDays: 30,
  messagesMonths: 6,
  auditDays: 365,
  sessionsDays: 30,
  eventEndsAt: null,
};

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

const run = () => runRetention(api.deps.db, api.deps.uploads, api.deps.now());
const ranEntries = () =>
  api.deps.db
    .select({ actor: auditLog.actor, details: auditLog.details, at: auditLog.at })
    .from(auditLog)
    .where(eq(auditLog.action, 'retention.ran'));

describeApi('GET and PUT /api/organiser/retention', () => {
  it('shows the documented defaults to organisers, and only to them', async () => {
    const { status, body } = await getJson(api, '/organiser/retention', organiser);
    expect(status).toBe(200);
    expect(body.settings).toEqual(DEFAULTS);
    expect(body.eventEnd).toBeNull();
    expect(body.batchSize).toBe(RETENTION_BATCH);
    // The organiser's own session, signed in at the clock's start, expires in 12 hours and is erased 30 days later.
    const erasedAt = T0 + STAFF_SESSION_TTL_MS + 30 * DAY;
    expect(body.due.sessions).toEqual({ dueNow: 0, nextAt: new Date(erasedAt).toISOString() });
    expect(body.due.applications).toEqual({ dueNow: 0, nextAt: null });
    const reviewer = await getJson(api, '/organiser/retention', await signInReviewer(api));
    expect(reviewer.status).toBe(403);
  });

  it('refuses an audit period under a year and other bad periods, saving nothing', async () => {
    const short = await putJson(api, '/organiser/retention', { ...DEFAULTS, auditDays: 364 }, organiser);
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe(
      'Audit entries must be kept at least 365 days (the law asks for a year), and at most 3650',
    );
    const months = await putJson(api, '/organiser/retention', { ...DEFAULTS, applicationsMonths: 0 }, organiser);
    expect((await months.json()).message).toBe(
      'Applications and decks must be kept a whole number of months from 1 to 120',
    );
    const end = await putJson(api, '/organiser/retention', { ...DEFAULTS, eventEndsAt: '30 Nov' }, organiser);
    expect((await end.json()).message).toBe(
      'The event’s end must be a date and time with its offset, e.g. 2026-11-30T18:00:00+05:30',
    );
    expect((await getJson(api, '/organiser/retention', organiser)).body.settings).toEqual(DEFAULTS);
  });

  it('saves new periods and audits the change', async () => {
    const settings = { ...DEFAULTS, auditDays: 730, eventEndsAt: '2026-04-30T18:00:00+05:30' };
    const res = await putJson(api, '/organiser/retention', settings, organiser);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Retention periods saved');
    expect(body.settings).toEqual(settings);
    expect(body.eventEnd).toBe('2026-04-30T12:30:00.000Z');
    const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'settings.saved'));
    expect(entry).toMatchObject({ actor: TEST_ORGANISER, target: 'retention', details: settings });
  });
});

describeApi('The retention run', () => {
  it('erases an application and its deck once its period after the event has passed, and audits the run', async () => {
    const applicant = await submitApplication(api, '9876543210');
    const [file] = await api.deps.db.select().from(submissionFiles);
    expect(await api.uploads()).toContain(file!.storageKey);
    const eventEndsAt = '2026-03-02T18:00:00+05:30';
    expect((await putJson(api, '/organiser/retention', { ...DEFAULTS, eventEndsAt }, organiser)).status).toBe(200);
    const before = await getJson(api, '/organiser/retention', organiser);
    // 12 months after the event's end.
    const dueAt = Date.parse('2027-03-02T12:30:00.000Z');
    expect(before.body.due.applications).toEqual({ dueNow: 0, nextAt: new Date(dueAt).toISOString() });

    // Not yet: a minute before the period ends, nothing of the application goes.
    api.clock.now = dueAt - 60_000;
    expect((await run())?.applications).toBe(0);
    expect(await api.deps.db.select({ id: submissions.id }).from(submissions)).toHaveLength(1);

    api.clock.now = dueAt;
    const ran = await run();
    expect(ran).toMatchObject({ applications: 1, files: 1, more: false });
    expect(await api.deps.db.select().from(submissions)).toEqual([]);
    expect(await api.deps.db.select().from(submissionFiles)).toEqual([]);
    expect(await api.uploads()).not.toContain(file!.storageKey);
    const [owner] = await api.deps.db.select().from(users).where(eq(users.mobile, applicant.mobile));
    expect(owner!.isApplicationSubmitted).toBe(false);
    const entries = await ranEntries();
    expect(entries.at(-1)).toEqual({
      actor: 'system',
      at: new Date(api.clock.now),
      details: { applications: 1, drafts: 0, messages: 0, audit: 0, sessions: 0, files: 1 },
    });
  });

  it('erases at most the batch size of a class per run, oldest first, and says there is more', async () => {
    const old = new Date(api.clock.now - 400 * DAY);
    await api.deps.db.insert(auditLog).values(
      Array.from({ length: RETENTION_BATCH + 1 }, (_, i) => ({
        at: new Date(old.getTime() + i * 1000),
        actor: 'system',
        action: 'place.lapsed',
      })),
    );
    await appendAudit(api.deps.db, {
      actor: 'system',
      action: 'place.lapsed',
      at: new Date(api.clock.now - 364 * DAY),
    });
    expect((await getJson(api, '/organiser/retention', organiser)).body.due.audit.dueNow).toBe(RETENTION_BATCH + 1);

    expect(await run()).toMatchObject({ audit: RETENTION_BATCH, more: true });
    const [left] = await api.deps.db
      .select({ at: auditLog.at })
      .from(auditLog)
      .where(eq(auditLog.action, 'place.lapsed'))
      .orderBy(auditLog.at)
      .limit(1);
    // The oldest went first: the one left is the newest of the old ones.
    expect(left!.at).toEqual(new Date(old.getTime() + RETENTION_BATCH * 1000));
    expect(await run()).toMatchObject({ audit: 1, more: false });
    // The entry under a year old stays; a run with nothing to erase writes no entry.
    const kept = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'place.lapsed'));
    expect(kept).toHaveLength(1);
    expect(await run()).toMatchObject({ audit: 0, more: false });
    expect((await ranEntries()).map((e) => e.details.audit)).toEqual([RETENTION_BATCH, 1]);
  });

  it('erases e-mail logs past their period and keeps newer ones', async () => {
    const email = { to: 'asha@example.com', subject: 'Decision', text: 'Hello' };
    await queueEmail(api.deps.db, 'decision:1', email, new Date(api.clock.now - 200 * DAY));
    await queueEmail(api.deps.db, 'decision:2', email, new Date(api.clock.now - 100 * DAY));
    expect(await run()).toMatchObject({ messages: 1 });
    expect((await api.deps.db.select({ key: emailOutbox.key }).from(emailOutbox)).map((e) => e.key)).toEqual([
      'decision:2',
    ]);
  });

  it('erases guardians’ codes expired or used past the sessions’ period, with the sessions, and keeps the rest', async () => {
    const ids = [];
    for (const mobile of ['9876543210', '9876543211', '9876543212']) {
      await submitApplication(api, mobile);
      const [user] = await api.deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
      ids.push(user!.id);
    }
    const code = (userId: number, expiresAt: Date) => ({
      userId,
      guardianMobile: '9123456789',
      codeHmac: 'x'.repeat(64),
      createdAt: new Date(expiresAt.getTime() - 10 * 60_000),
      expiresAt,
    });
    await api.deps.db.insert(guardianCodes).values([
      // Expired 31 days ago, and one used (its expiry set to the epoch): both due.
      code(ids[0]!, new Date(api.clock.now - 31 * DAY)),
      code(ids[1]!, new Date(0)),
      // Expired 29 days ago: not yet.
      code(ids[2]!, new Date(api.clock.now - 29 * DAY)),
    ]);
    const sessionsBefore = (await api.deps.db.select().from(sessions)).length;
    const due = (await getJson(api, '/organiser/retention', organiser)).body.due.sessions;
    expect(due.dueNow).toBe(2);

    expect(await run()).toMatchObject({ sessions: 2, more: false });
    const left = await api.deps.db.select({ userId: guardianCodes.userId }).from(guardianCodes);
    expect(left).toEqual([{ userId: ids[2] }]);
    expect(await api.deps.db.select().from(sessions)).toHaveLength(sessionsBefore);
    expect((await ranEntries()).at(-1)!.details).toEqual({
      applications: 0,
      drafts: 0,
      messages: 0,
      audit: 0,
      sessions: 2,
      files: 0,
    });
    api.clock.now += 2 * DAY;
    expect(await run()).toMatchObject({ sessions: 1 });
    expect(await api.deps.db.select().from(guardianCodes)).toEqual([]);
  });

  it('erases at most the batch size of guardians’ codes per run, oldest first', async () => {
    const ids = [];
    for (const mobile of ['9876543210', '9876543211']) {
      await submitApplication(api, mobile);
      const [user] = await api.deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
      ids.push(user!.id);
    }
    await api.deps.db.insert(guardianCodes).values(
      ids.map((userId, i) => ({
        userId,
        guardianMobile: '9123456789',
        codeHmac: 'x'.repeat(64),
        createdAt: new Date(i * DAY),
        expiresAt: new Date((i + 1) * DAY),
      })),
    );
    const batchOfOne = () => runRetention(api.deps.db, api.deps.uploads, api.deps.now(), 1);
    expect(await batchOfOne()).toMatchObject({ sessions: 1, more: true });
    expect(await api.deps.db.select({ userId: guardianCodes.userId }).from(guardianCodes)).toEqual([
      { userId: ids[1] },
    ]);
    expect(await batchOfOne()).toMatchObject({ sessions: 1 });
    expect(await api.deps.db.select().from(guardianCodes)).toEqual([]);
  });
});
