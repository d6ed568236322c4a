import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { get, postJson, signIn } from '../test/requests.ts';
import { type Applicant, signInOrganiser, submitApplication } from '../test/organiser-fixtures.ts';

let api: TestApi;
let asha: Applicant;
let organiser: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
  organiser = await signInOrganiser(api);
});

const decide = async (status: string) => {
  api.clock.now += 1_000;
  const res = await postJson(
    api,
    `/organiser/submissions/${asha.submissionId}/status`,
    { status },
    { token: organiser },
  );
  expect(res.status).toBe(200);
};
const unseen = async () =>
  (await (await get(api, '/user-details', { token: asha.token })).json()).applicationStatus.unseenDecision;
/** Signs Asha in again, a quarter of an hour later (within the hourly cap on codes), answering the flag. */
const signInAgain = async () => {
  api.clock.now += 15 * 60_000;
  return (await signIn(api, '9876543210')).unseenDecision;
};

describeApi('an unread decision', () => {
  it('is flagged at sign-in and in the status until the applicant has read it; under review does not count', async () => {
    expect(await unseen()).toBe(false);
    await decide('UNDER_REVIEW');
    expect(await unseen()).toBe(false);
    expect(await signInAgain()).toBe(false);

    await decide('SHORTLISTED');
    expect(await unseen()).toBe(true);
    expect(await signInAgain()).toBe(true);

    api.clock.now += 1_000;
    const seen = await postJson(api, '/application-status/seen', {}, { token: asha.token });
    expect(seen.status).toBe(200);
    expect((await seen.json()).message).toBe('Marked as read');
    expect(await unseen()).toBe(false);
    expect(await signInAgain()).toBe(false);

    // A later decision is unread again.
    await decide('REJECTED');
    expect(await signInAgain()).toBe(true);
  });

  it('is never flagged for someone who has not applied, and marking needs a session', async () => {
    expect((await signIn(api, '9876500002')).unseenDecision).toBe(false);
    const anonymous = await postJson(api, '/application-status/seen', {});
    expect(anonymous.status).toBe(401);
  });
});
