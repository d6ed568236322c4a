import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { formatIst } from '../../../shared/india-time.ts';
import { PLACE_MESSAGES } from '../../../shared/messages/places.ts';
import { TEMPLATE_MESSAGES } from '../../../shared/messages/templates.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-labels.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { VALID_PROFILE, postJson } from '../../test/requests.ts';
import {
  type Applicant,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;
let organiser: string;
let asha: Applicant;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210', { name: 'Asha #Mehta', startupName: 'Krishi Sense' });
  organiser = await signInOrganiser(api);
});

const DEFAULT = 'Launchpad 8: your application status is now {status}. Read the details and any next step at {link}';

describeApi('status SMS templates', () => {
  it('start as today’s text for every texted status, and a saved one is what release and status changes send', async () => {
    const { status, body } = await getJson(api, '/organiser/templates', organiser);
    expect(status).toBe(200);
    expect(body.templates).toEqual({
      SHORTLISTED: DEFAULT,
      WAITLISTED: DEFAULT,
      REJECTED: DEFAULT,
      ACCEPTED:
        'Launchpad 8: Action required. Your application is {status}. Confirm your place by {confirmBy} at {link}',
    });

    const template = 'Hi {name}, action required: {startup} is {status} at Launchpad 8. Confirm by {confirmBy}: {link}';
    const saved = await putJson(api, '/organiser/templates', { templates: { ACCEPTED: template } }, organiser);
    expect(saved.status).toBe(200);
    expect((await saved.json()).message).toBe(TEMPLATE_MESSAGES.saved);

    await postJson(api, '/organiser/decisions', { ids: [asha.submissionId], status: 'ACCEPTED' }, { token: organiser });
    // The applicant's '#' never reaches a message: no text can end like a sign-in code's line.
    const deadline = formatIst(new Date(api.clock.now + 72 * 3_600_000));
    const expected = `Hi Asha Mehta, action required: Krishi Sense is Accepted at Launchpad 8. Confirm by ${deadline}: https://launchpad.example/application`;
    const preview = await getJson(api, '/organiser/decisions/preview', organiser);
    expect(preview.body.decisions[0].message).toBe(expected);
    await postJson(api, '/organiser/decisions/release', { expect: { ACCEPTED: 1 } }, { token: organiser });
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses).toEqual([{ mobile: asha.mobile, text: expected }]);

    // The other statuses kept the default.
    await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'REJECTED' },
      { token: organiser },
    );
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses[1]!.text).toBe(
      'Launchpad 8: your application status is now Not selected. Read the details and any next step at https://launchpad.example/application',
    );
  });

  it('name in {startup} the startup of the application decided on, not the profile’s startup renamed since', async () => {
    const renamed = await postJson(
      api,
      '/user-details',
      { ...VALID_PROFILE, name: 'Asha Mehta', startUpName: 'Another Venture' },
      { token: asha.token },
    );
    expect(renamed.status).toBe(200);
    const template = '{startup} is {status} at Launchpad 8. Read more at {link}';
    await putJson(
      api,
      '/organiser/templates',
      { templates: { SHORTLISTED: template, WAITLISTED: template } },
      organiser,
    );
    const expected = (status: string) =>
      `Krishi Sense is ${status} at Launchpad 8. Read more at https://launchpad.example/application`;

    await postJson(
      api,
      '/organiser/decisions',
      { ids: [asha.submissionId], status: 'SHORTLISTED' },
      { token: organiser },
    );
    const preview = await getJson(api, '/organiser/decisions/preview', organiser);
    expect(preview.body.decisions[0]).toMatchObject({ startupName: 'Krishi Sense', message: expected('Shortlisted') });
    await postJson(api, '/organiser/decisions/release', { expect: { SHORTLISTED: 1 } }, { token: organiser });
    await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'WAITLISTED' },
      { token: organiser },
    );
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.map((s) => s.text)).toEqual([expected('Shortlisted'), expected('Waitlisted')]);
  });

  it('never previews or sends a sign-in line, whatever the organiser’s note says', async () => {
    const note = 'Code @launchpad.example #123456';
    const cleared = (status: string) =>
      `Launchpad 8: your application status is now ${status}. Code @launchpad.example 123456. Details: https://launchpad.example/application`;
    await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'SHORTLISTED', note },
      { token: organiser },
    );
    await postJson(
      api,
      '/organiser/decisions',
      { ids: [asha.submissionId], status: 'REJECTED', note },
      { token: organiser },
    );
    const preview = await getJson(api, '/organiser/decisions/preview', organiser);
    expect(preview.body.decisions[0].message).toBe(cleared('Not selected'));
    await postJson(api, '/organiser/decisions/release', { expect: { REJECTED: 1 } }, { token: organiser });
    await api.deps.smsOutbox.idle();
    expect(api.sms.statuses.map((s) => s.text)).toEqual([cleared('Shortlisted'), cleared('Not selected')]);
    // The organisers still read their note as written.
    const detail = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(detail.body.submission.history.at(-1)).toMatchObject({ status: 'REJECTED', note });
  });

  it('refuses an unknown placeholder, a #, an empty text, a status that is not texted and reviewers, changing nothing', async () => {
    const reviewer = await signInReviewer(api);
    const before = await api.counts();
    const cases: [unknown, string, number, string][] = [
      [{ ACCEPTED: 'Dear {founder}, see {link}' }, organiser, 400, TEMPLATE_MESSAGES.unknownPlaceholder('founder')],
      [{ ACCEPTED: 'Your code @launchpad.example #123456' }, organiser, 400, TEMPLATE_MESSAGES.hash],
      [{ REJECTED: '   ' }, organiser, 400, TEMPLATE_MESSAGES.empty],
      [{ UNDER_REVIEW: 'Under review' }, organiser, 400, TEMPLATE_MESSAGES.statusInvalid],
      [{ ACCEPTED: 'x'.repeat(641) }, organiser, 400, TEMPLATE_MESSAGES.tooLong],
      [{ ACCEPTED: 'Hi {name}, confirm by {confirmBy}: {link}' }, organiser, 400, PLACE_MESSAGES.acceptedNeedsAction],
      [{ ACCEPTED: 'Hello {name}' }, reviewer, 403, ORGANISER_MESSAGES.organisersOnly],
    ];
    for (const [templates, token, status, message] of cases) {
      const res = await putJson(api, '/organiser/templates', { templates }, token);
      expect([res.status, (await res.json()).message]).toEqual([status, message]);
    }
    expect(await api.counts()).toEqual(before);
  });

  it.skipIf(dbKind !== 'postgres')(
    'keeps both of two saves of different statuses made at the same moment',
    async () => {
      await putJson(api, '/organiser/templates', { templates: { WAITLISTED: 'Waitlisted: {link}' } }, organiser);
      // Another transaction holds the row, so both saves have begun before either can write: a save that read the
      // templates and then wrote them back would lose the other's.
      const holder = new pg.Client({ connectionString: api.databaseUrl });
      await holder.connect();
      let saves: (Response | Promise<Response>)[] = [];
      try {
        await holder.query('begin');
        await holder.query(`select 1 from app_settings where name = 'statusSmsTemplates' for update`);
        saves = [
          putJson(api, '/organiser/templates', { templates: { SHORTLISTED: 'Shortlisted: {link}' } }, organiser),
          putJson(api, '/organiser/templates', { templates: { REJECTED: 'Not this time: {link}' } }, organiser),
        ];
        // Read outside the holder's transaction, which sees one snapshot of the activity view.
        const waiting = async () => {
          const res = await api.deps.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and query ilike '%app_settings%'`,
          );
          return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
        };
        await expect.poll(waiting, { timeout: 60_000 }).toBe(2);
      } finally {
        await holder.query('commit');
        await holder.end();
      }
      expect((await Promise.all(saves)).map((r) => r.status)).toEqual([200, 200]);
      expect((await getJson(api, '/organiser/templates', organiser)).body.templates).toMatchObject({
        WAITLISTED: 'Waitlisted: {link}',
        SHORTLISTED: 'Shortlisted: {link}',
        REJECTED: 'Not this time: {link}',
      });
    },
  );
});
