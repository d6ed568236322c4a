import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { smsDate } from '../../../shared/decision-wordings.ts';
import { TEMPLATE_MESSAGES } from '../../../shared/messages/templates.ts';
import { type DecisionWordings, DecisionWordingsSchema } from '../../../shared/template-schemas.ts';
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

const LINK = 'https://launchpad.example/application';
const chosen = (body: DecisionWordings) => Object.fromEntries(body.decisions.map((d) => [d.status, d.chosen]));

describeApi('decision messages: registered wordings', () => {
  it('lists every texted status’s registered wordings with previews, the first chosen until organisers choose', async () => {
    const { status, body } = await getJson(api, '/organiser/templates', organiser);
    expect(status).toBe(200);
    const wordings = DecisionWordingsSchema.parse(body);
    expect(chosen(wordings)).toEqual({
      SHORTLISTED: 'SHORTLISTED',
      WAITLISTED: 'WAITLISTED',
      REJECTED: 'REJECTED',
      ACCEPTED: 'ACCEPTED',
    });
    // The deadline of the preview is the places settings' (72 hours by default), as an acceptance made now gets.
    const deadline = smsDate(new Date(api.clock.now + 72 * 3_600_000));
    expect(wordings.decisions.find((d) => d.status === 'ACCEPTED')!.wordings).toEqual([
      {
        id: 'ACCEPTED',
        label: 'Short, no names',
        text: 'Launchpad 8: Action required. Your application is Accepted. Confirm your place by {date} at {link}',
        preview: `Launchpad 8: Action required. Your application is Accepted. Confirm your place by ${deadline} at ${LINK}`,
        registered: true,
      },
      {
        id: 'ACCEPTED_NAMED',
        label: 'With the founder’s and the startup’s names',
        text: 'Launchpad 8: Action required. Hi {name}, {startup} is Accepted. Confirm your place by {date} at {link}',
        preview: `Launchpad 8: Action required. Hi Asha Mehta, Krishi Sense is Accepted. Confirm your place by ${deadline} at ${LINK}`,
        registered: true,
      },
    ]);
  });

  it('follows the places settings’ hours to confirm in the preview', async () => {
    const saved = await putJson(
      api,
      '/organiser/settings/places',
      { finalistPlaces: 20, confirmWithinHours: 24 },
      organiser,
    );
    expect(saved.status).toBe(200);
    const { body } = await getJson(api, '/organiser/templates', organiser);
    const accepted = DecisionWordingsSchema.parse(body).decisions.find((d) => d.status === 'ACCEPTED')!;
    expect(accepted.wordings[0]!.preview).toContain(`by ${smsDate(new Date(api.clock.now + 24 * 3_600_000))} at`);
  });

  it('sends the chosen wording on a release and a status change, naming the application’s startup, never the note', async () => {
    const saved = await putJson(api, '/organiser/templates', { wordings: { ACCEPTED: 'ACCEPTED_NAMED' } }, organiser);
    expect(saved.status).toBe(200);
    expect((await saved.json()).message).toBe(TEMPLATE_MESSAGES.saved);
    // The profile names another startup: the SMS names the application's.
    const profile = { ...VALID_PROFILE, name: 'Asha Mehta', startUpName: 'Profile Startup' };
    expect((await postJson(api, '/user-details', profile, { token: asha.token })).status).toBe(200);

    const note = 'Bring your deck on a pen drive, and call 98765 43210 if you cannot';
    await postJson(
      api,
      '/organiser/decisions',
      { ids: [asha.submissionId], status: 'ACCEPTED', note },
      { token: organiser },
    );
    const deadline = new Date(api.clock.now + 72 * 3_600_000);
    const expected = `Launchpad 8: Action required. Hi Asha Mehta, Krishi Sense is Accepted. Confirm your place by ${smsDate(deadline)} at ${LINK}`;
    const preview = await getJson(api, '/organiser/decisions/preview', organiser);
    expect(preview.body.decisions[0].message).toBe(expected);
    await postJson(api, '/organiser/decisions/release', { expect: { ACCEPTED: 1 } }, { token: organiser });
    await api.deps.smsOutbox.idle();
    expect(api.sms.messages).toEqual([
      {
        mobile: asha.mobile,
        wording: 'ACCEPTED_NAMED',
        vars: { name: 'Asha Mehta', startup: 'Krishi Sense', date: smsDate(deadline), link: LINK },
        text: expected,
      },
    ]);

    // The other statuses kept their first wording, and the note stays on the page.
    await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'REJECTED', note },
      { token: organiser },
    );
    await api.deps.smsOutbox.idle();
    expect(api.sms.messages[1]).toEqual({
      mobile: asha.mobile,
      wording: 'REJECTED',
      vars: { link: LINK },
      text: `Launchpad 8: your application status is now Not selected. Read the details and any next step at ${LINK}`,
    });
    const detail = await getJson(api, `/organiser/submissions/${asha.submissionId}`, organiser);
    expect(detail.body.submission.history.at(-1)).toMatchObject({ status: 'REJECTED', note });
  });

  it('refuses another status’s wording, an unknown one, a status not texted, one not registered and reviewers, changing nothing', async () => {
    const reviewer = await signInReviewer(api);
    api.sms.unregistered.push('SHORTLISTED_NAMED');
    const before = await api.counts();
    const cases: [unknown, string, number, string][] = [
      [{ ACCEPTED: 'REJECTED' }, organiser, 400, TEMPLATE_MESSAGES.wordingInvalid],
      [{ ACCEPTED: 'Dear {name}, see {link}' }, organiser, 400, TEMPLATE_MESSAGES.wordingInvalid],
      [{ UNDER_REVIEW: 'SHORTLISTED' }, organiser, 400, TEMPLATE_MESSAGES.statusInvalid],
      [
        { SHORTLISTED: 'SHORTLISTED_NAMED' },
        organiser,
        400,
        TEMPLATE_MESSAGES.notRegistered('MSG91_SHORTLISTED_NAMED_TEMPLATE_ID'),
      ],
      [{ ACCEPTED: 'ACCEPTED_NAMED' }, reviewer, 403, ORGANISER_MESSAGES.organisersOnly],
    ];
    for (const [wordings, token, status, message] of cases) {
      const res = await putJson(api, '/organiser/templates', { wordings }, token);
      expect([res.status, (await res.json()).message]).toEqual([status, message]);
    }
    expect(await api.counts()).toEqual(before);
    const { body } = await getJson(api, '/organiser/templates', organiser);
    const shortlisted = DecisionWordingsSchema.parse(body).decisions.find((d) => d.status === 'SHORTLISTED')!;
    expect(shortlisted.wordings.map((w) => [w.id, w.registered])).toEqual([
      ['SHORTLISTED', true],
      ['SHORTLISTED_NAMED', false],
    ]);
  });

  it.skipIf(dbKind !== 'postgres')(
    'keeps both of two saves of different statuses made at the same moment',
    async () => {
      await putJson(api, '/organiser/templates', { wordings: { WAITLISTED: 'WAITLISTED_NAMED' } }, organiser);
      // Another transaction holds the row, so both saves have begun before either can write: a save that read the
      // templates and then wrote them back would lose the other's.
      const holder = new pg.Client({ connectionString: api.databaseUrl });
      await holder.connect();
      let saves: (Response | Promise<Response>)[] = [];
      try {
        await holder.query('begin');
        await holder.query(`select 1 from app_settings where name = 'decisionWordings' for update`);
        saves = [
          putJson(api, '/organiser/templates', { wordings: { SHORTLISTED: 'SHORTLISTED_NAMED' } }, organiser),
          putJson(api, '/organiser/templates', { wordings: { REJECTED: 'REJECTED_NAMED' } }, organiser),
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
      expect(
        chosen(DecisionWordingsSchema.parse((await getJson(api, '/organiser/templates', organiser)).body)),
      ).toEqual({
        SHORTLISTED: 'SHORTLISTED_NAMED',
        WAITLISTED: 'WAITLISTED_NAMED',
        REJECTED: 'REJECTED_NAMED',
        ACCEPTED: 'ACCEPTED',
      });
    },
  );
});
