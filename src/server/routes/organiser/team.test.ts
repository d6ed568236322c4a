import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import {
  type Applicant,
  getJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';
import { VALID_PROFILE, get, postJson, signIn } from '../../test/requests.ts';
import { submissions } from '../../db/schema.ts';

let api: TestApi;
let asha: Applicant;
const RAVI = '9812345671';
const MEERA = '9812345672';
const KIRAN = '9812345673';

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
});

/** The token of the latest invite link texted to `mobile`. */
function linkToken(mobile: string): string {
  const sms = api.sms.statuses.findLast((s) => s.mobile === mobile);
  const match = sms && /\/invite\?token=([A-Za-z0-9_-]+)/.exec(sms.text);
  if (!match) throw new Error(`no invite link was texted to ${mobile}`);
  return match[1]!;
}

/** Asha invites `mobile`; they sign in (saving a profile named `name` when given) and answer through the link. */
async function invited(mobile: string, role: string, answer: 'accept' | 'decline' | undefined, name?: string) {
  expect((await postJson(api, '/cofounders', { mobile, role }, { token: asha.token })).status).toBe(201);
  await api.deps.smsOutbox.idle();
  if (!answer) return;
  const { token } = await signIn(api, mobile);
  if (name) expect((await postJson(api, '/user-details', { ...VALID_PROFILE, name }, { token })).status).toBe(200);
  expect((await postJson(api, `/invites/${linkToken(mobile)}/${answer}`, {}, { token })).status).toBe(200);
}

const teamAsSeenBy = async (token: string) =>
  (await getJson(api, `/organiser/submissions/${asha.submissionId}`, token)).body.submission.team;

describeApi('the invited team on the application’s detail', () => {
  it('shows organisers every invite with its number, role and answer, and the name of each verified member', async () => {
    await invited(RAVI, 'CTO', 'accept', 'Ravi Kumar');
    await invited(MEERA, 'COO', undefined);
    await invited(KIRAN, 'Designer', 'decline', 'Kiran Rao');
    expect(await teamAsSeenBy(await signInOrganiser(api))).toEqual([
      { role: 'CTO', mobile: RAVI, status: 'accepted', name: 'Ravi Kumar' },
      { role: 'COO', mobile: MEERA, status: 'pending' },
      { role: 'Designer', mobile: KIRAN, status: 'declined' },
    ]);
  });

  it('shows an accepted member without a profile by number and role only', async () => {
    await invited(RAVI, 'CTO', 'accept');
    expect(await teamAsSeenBy(await signInOrganiser(api))).toEqual([{ role: 'CTO', mobile: RAVI, status: 'accepted' }]);
  });

  it('shows reviewers the roles of verified members only: no name, number or answer', async () => {
    await invited(RAVI, 'CTO', 'accept', 'Ravi Kumar');
    await invited(MEERA, 'COO', undefined);
    await invited(KIRAN, 'Designer', 'decline', 'Kiran Rao');
    const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, await signInReviewer(api));
    expect(body.submission.team).toEqual([{ role: 'CTO' }]);
    const text = JSON.stringify(body);
    for (const personal of ['Ravi Kumar', RAVI, MEERA, 'Kiran Rao', KIRAN]) expect(text).not.toContain(personal);
  });
});

/** The co-founder answers of the application as `token` reads them on its page, by name. */
const coFounderAnswers = async (token: string) =>
  Object.fromEntries(
    (
      (await getJson(api, `/organiser/submissions/${asha.submissionId}`, token)).body.submission.answers as {
        name: string;
        value: string;
      }[]
    )
      .filter((a) => a.name.startsWith('cofounder') || a.name === 'hasCofounders')
      .map((a) => [a.name, a.value]),
  );

describeApi('one co-founder model: the verified team and the form’s answers', () => {
  it('reads "I have Co-founders: No" as Yes once a co-founder accepted, with the team’s names and roles', async () => {
    const organiser = await signInOrganiser(api);
    // Asha's form said No. An invitation nobody answered, or one declined, changes nothing.
    await invited(MEERA, 'COO', undefined);
    await invited(KIRAN, 'Designer', 'decline', 'Kiran Rao');
    expect(await coFounderAnswers(organiser)).toEqual({ hasCofounders: 'false', cofounderName: '', cofounderRole: '' });

    await invited(RAVI, 'CTO', 'accept', 'Ravi Kumar');
    expect(await coFounderAnswers(organiser)).toEqual({
      hasCofounders: 'true',
      cofounderName: 'Ravi Kumar',
      cofounderRole: 'CTO',
    });
    // The export and the applicant's own view read it the same way; what Asha sent is kept as she sent it.
    const exported = JSON.parse(await (await get(api, '/organiser/export?format=json', { token: organiser })).text());
    expect(exported[0]).toMatchObject({ 'answer.hasCofounders': 'true', 'answer.cofounderRole': 'CTO' });
    const own = (await (await get(api, '/submission', { token: asha.token })).json()).submission.answers;
    expect(own.find((a: { name: string }) => a.name === 'hasCofounders').value).toBe('true');
    const [row] = await api.deps.db.select().from(submissions);
    expect(row!.answers.find((a) => a.name === 'hasCofounders')!.value).toBe('false');
    // Reviewers read none of it: the co-founder fields name people.
    const reviewer = await coFounderAnswers(await signInReviewer(api));
    expect(reviewer).toEqual({});
  });

  it('keeps the co-founder a founder named on the form beside the verified team', async () => {
    const mine = await submitApplication(api, '9876543219', {
      answers: { hasCofounders: 'true', cofounderName: 'Priya Shah', cofounderRole: 'CEO' },
    });
    asha = mine;
    await invited(RAVI, 'CTO', 'accept', 'Ravi Kumar');
    expect(await coFounderAnswers(await signInOrganiser(api))).toEqual({
      hasCofounders: 'true',
      cofounderName: 'Priya Shah',
      cofounderRole: 'CEO',
    });
  });
});
