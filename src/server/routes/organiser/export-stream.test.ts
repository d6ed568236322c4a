import { DEFAULT_FEEDBACK_REASONS } from '../../../shared/messages/feedback.ts';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { slotLeases, submissions } from '../../db/schema.ts';
import { insertApplications } from '../../test/bulk-applications.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, describeApi } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { getJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';

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

const exportOf = (format: 'csv' | 'json', token = organiser) =>
  get(api, `/organiser/export?format=${format}`, { token });

describeApi('GET /api/organiser/export, streamed', () => {
  it('pages through every application once, ties on the submission time included', async () => {
    // Several pages of 50, all submitted in the same millisecond.
    await insertApplications(api.deps.db, 601, new Date(api.clock.now));
    const csv = (await (await exportOf('csv')).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(602);
    expect(csv[0]).toMatch(/^submissionId,submittedAt,submittedAtIst,applicationUrl,status,reviewCount,/);
    expect(csv[0]).toContain(',answer.fullName,answer.startupName,answer.currentStage,answer.description');
    const ids = csv.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(ids).size).toBe(601);

    const json = (await (await exportOf('json')).json()) as { mobile: string; 'answer.startupName': string }[];
    expect(json).toHaveLength(601);
    expect(new Set(json.map((r) => r.mobile)).size).toBe(601);
    expect(json[0]).toMatchObject({
      mobile: expect.stringMatching(/^7\d{9}$/),
      'answer.startupName': expect.any(String),
    });
  });

  it('gives one column per answer name ever submitted, in the order of the forms they were asked in', async () => {
    // Two applications from two versions of the form: a question removed after the first, another added later.
    await insertApplications(api.deps.db, 2, new Date(api.clock.now));
    const [first, second] = await api.deps.db.select({ id: submissions.id }).from(submissions);
    const answer = (name: string) => ({ fieldId: 1, name, label: name, value: `${name} answer` });
    await api.deps.db
      .update(submissions)
      .set({ answers: ['fullName', 'teamSize', 'startupName'].map(answer) })
      .where(eq(submissions.id, first!.id));
    await api.deps.db
      .update(submissions)
      .set({ answers: ['fullName', 'startupName', 'traction'].map(answer) })
      .where(eq(submissions.id, second!.id));
    const header = (await (await exportOf('csv')).text()).replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header.split(',').filter((column) => column.startsWith('answer.'))).toEqual([
      'answer.fullName',
      'answer.startupName',
      'answer.teamSize',
      'answer.traction',
    ]);
  });

  it('sends the list and the export gzipped to a client that accepts it, and whole to one that does not', async () => {
    await insertApplications(api.deps.db, 120, new Date(api.clock.now));
    for (const path of [
      '/organiser/submissions?pageSize=200',
      '/organiser/export?format=json',
      '/organiser/export?format=csv',
    ]) {
      const zipped = await api.app.request(`/api${path}`, {
        headers: { Authorization: `Bearer ${organiser}`, 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers.get('content-encoding'), path).toBe('gzip');
      expect(zipped.headers.get('vary'), path).toContain('Accept-Encoding');
      const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
      expect(body, path).toContain('Founder 119');
      const plain = await get(api, path, { token: organiser });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(await plain.text(), path).toBe(body.replace(/^\uFEFF/, ''));
    }
  });

  it('answers an empty list and a header alone when nobody has applied', async () => {
    expect(await (await exportOf('json')).json()).toEqual([]);
    const bytes = await (await exportOf('csv')).arrayBuffer();
    // The UTF-8 byte order mark first, so spreadsheets read the text as UTF-8.
    expect([...new Uint8Array(bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'submissionId,submittedAt,submittedAtIst,applicationUrl,status,reviewCount,weightedScore,' +
        'normalisedScore,reviews,statusHistory,tags,privateTags,' +
        // How many reviewers ticked each feedback reason (the default list, in its order), and the committee's summary.
        `${DEFAULT_FEEDBACK_REASONS.map((r) => `feedback.${r}`).join(',')},committeeSummary,` +
        'mobile,name,age,gender,email,state,city,education,ethnicity,' +
        'isEmailOptIn,isJITOMember,JITOChapter,heardFrom,isProfileCompleted,isApplicationSubmitted,' +
        // The privacy notice the applicant last accepted: the organisers' record of consent.
        'privacyNoticeVersion,startup.name,startup.industry,startup.stage,startup.teamSize,startup.summary,startup.website,startup.linkedIn\r\n',
    );
  });

  it('runs at most two exports per person at once: a third gets 429 until one ends', async () => {
    await insertApplications(api.deps.db, 600, new Date(api.clock.now));
    const first = await exportOf('csv');
    const second = await exportOf('json');
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await exportOf('csv');
    expect(third.status).toBe(429);
    expect((await third.json()).message).toBe('Two of your exports are still running. Please wait for one to finish.');
    // Someone else's exports are theirs to count.
    const reviewer = await signInReviewer(api);
    const theirs = await exportOf('csv', reviewer);
    expect(theirs.status).toBe(200);
    await theirs.text();

    // A download the client abandons frees its slot, as does one read to the end.
    await first.body!.cancel();
    await second.text();
    await expect.poll(async () => (await api.deps.db.select().from(slotLeases)).length).toBe(0);
    const again = await exportOf('csv');
    expect(again.status).toBe(200);
    expect((await again.text()).trim().split('\r\n')).toHaveLength(601);
  });

  it('takes over the slots of a process that died mid-export once their leases lapse', async () => {
    const lapsed = new Date(api.clock.now - 1);
    await api.deps.db.insert(slotLeases).values([
      { kind: 'export', holder: TEST_ORGANISER, slot: 0, token: 'dead-0', expiresAt: lapsed },
      { kind: 'export', holder: TEST_ORGANISER, slot: 1, token: 'dead-1', expiresAt: new Date(api.clock.now + 60_000) },
    ]);
    const res = await exportOf('json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    // The live one still counts: with slot 0 in use again, a second is refused.
    const held = await exportOf('csv');
    expect(held.status).toBe(200);
    expect((await exportOf('csv')).status).toBe(429);
    await held.body!.cancel();
  });

  it('counts the stats of hundreds of applications in the database', async () => {
    await insertApplications(api.deps.db, 601, new Date(api.clock.now));
    const { body } = await getJson(api, '/organiser/stats', organiser);
    expect(body.byStage).toEqual({ IDEA: 300, MVP_READY: 301 });
    expect(body.byStatus).toEqual({ SUBMITTED: 601 });
    expect(body.byEducation).toEqual({ Graduate: 601 });
    expect(body.funnel).toMatchObject({ applicationsSubmitted: 601, profilesCompleted: 601 });
    // 1 March 2026, 10:00 UTC is 15:30 the same day in India; the organiser signed in then too.
    expect(body.perDay).toEqual([
      { day: '2026-03-01', codesSent: 1, numbersVerified: 602, profilesCompleted: 601, applicationsSubmitted: 601 },
    ]);
  });
});
