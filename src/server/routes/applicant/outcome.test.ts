/**
 * What the applicant reads of an application that ended, and what they may still do with it: GET /api/user-details
 * names the outcome (not selected, a place declined or lapsed, withdrawn by the organisers or by the applicant), and the
 * API refuses withdrawing and inviting co-founders once it is final (src/shared/application-outcome.ts).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CofounderListSchema } from '../../../shared/cofounder-schemas.ts';
import { COFOUNDER_MESSAGES } from '../../../shared/messages/cofounders.ts';
import { UserDetailsResponseSchema } from '../../../shared/api-types.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { type Applicant, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { HOUR, answer, decide } from '../../test/place-fixtures.ts';
import { get, postJson } from '../../test/requests.ts';

let api: TestApi;
let asha: Applicant;
let organiser: string;
const CLOSED_TEAM = 'Your application has a final decision: you can no longer invite co-founders';
const NOTHING_TO_WITHDRAW = 'Your application has a final decision: there is nothing left to withdraw';

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
  organiser = await signInOrganiser(api);
});

const statusOf = async (token = asha.token) =>
  UserDetailsResponseSchema.parse(await (await get(api, '/user-details', { token })).json()).applicationStatus;
const withdraw = (token = asha.token) => postJson(api, '/submission/withdraw', {}, { token });
const invite = (mobile: string) => postJson(api, '/cofounders', { mobile, role: 'CTO' }, { token: asha.token });
const team = async () => CofounderListSchema.parse(await (await get(api, '/cofounders', { token: asha.token })).json());

describeApi('the outcome the applicant reads', () => {
  it('is null while the application is open, shortlisted, waitlisted or accepted with its place held', async () => {
    expect(await statusOf()).toMatchObject({ status: 'SUBMITTED', outcome: null });
    for (const status of ['UNDER_REVIEW', 'SHORTLISTED', 'WAITLISTED', 'ACCEPTED']) {
      await decide(api, organiser, asha.submissionId, status);
      expect(await statusOf(), status).toMatchObject({ status, outcome: null });
    }
    expect((await answer(api, asha.token, true)).status).toBe(200);
    expect(await statusOf()).toMatchObject({ confirmation: { state: 'CONFIRMED' }, outcome: null });
  });

  it('says Not selected, with the note written with it', async () => {
    const res = await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/status`,
      { status: 'REJECTED', note: 'A strong field this year.' },
      { token: organiser },
    );
    expect(res.status).toBe(200);
    expect(await statusOf()).toMatchObject({
      status: 'REJECTED',
      outcome: 'NOT_SELECTED',
      history: [{ status: 'REJECTED', note: 'A strong field this year.' }],
    });
  });

  it('says a place declined, and a place left past its deadline, though the status stays Accepted', async () => {
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    expect((await answer(api, asha.token, false)).status).toBe(200);
    expect(await statusOf()).toMatchObject({ status: 'ACCEPTED', outcome: 'PLACE_DECLINED' });

    const ravi = await submitApplication(api, '9876543211');
    await decide(api, organiser, ravi.submissionId, 'ACCEPTED');
    api.clock.advance(73 * HOUR);
    expect(await statusOf(ravi.token)).toMatchObject({
      status: 'ACCEPTED',
      confirmation: { state: 'LAPSED' },
      outcome: 'PLACE_LAPSED',
    });
  });

  it('tells a withdrawal by the organisers, with their note, from the applicant’s own', async () => {
    const ravi = await submitApplication(api, '9876543211');
    const marked = await postJson(
      api,
      `/organiser/submissions/${ravi.submissionId}/duplicate-of`,
      { id: asha.submissionId, note: 'Your co-founder applied first.' },
      { token: organiser },
    );
    expect(marked.status).toBe(200);
    expect(await statusOf(ravi.token)).toMatchObject({
      status: 'WITHDRAWN',
      outcome: 'WITHDRAWN_BY_ORGANISERS',
      history: [
        {
          status: 'WITHDRAWN',
          note: 'Withdrawn by the organisers as a duplicate of another application: Your co-founder applied first.',
        },
      ],
    });

    expect((await withdraw()).status).toBe(200);
    expect(await statusOf()).toMatchObject({ status: 'WITHDRAWN', outcome: 'WITHDRAWN_BY_APPLICANT' });
  });
});

describeApi('what the applicant may still do once the outcome is final', () => {
  it('Not selected: no withdrawal, no change, no new or repeated invite; removing one still works', async () => {
    expect((await invite('9812345678')).status).toBe(201);
    await decide(api, organiser, asha.submissionId, 'REJECTED');
    const before = await api.counts();

    const refused = await withdraw();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: NOTHING_TO_WITHDRAW });
    const invited = await invite('9812345679');
    expect(invited.status).toBe(409);
    expect(await invited.json()).toEqual({ message: CLOSED_TEAM });
    api.clock.advance(HOUR);
    const resent = await postJson(api, '/cofounders/9812345678/resend', {}, { token: asha.token });
    expect(resent.status).toBe(409);
    expect(await resent.json()).toEqual({ message: CLOSED_TEAM });
    const edit = await get(api, '/submission', { token: asha.token });
    expect((await edit.json()).submission).toMatchObject({
      editable: false,
      editRefusal: 'Your application can no longer be changed: a decision has been made',
    });
    expect(await api.counts()).toEqual(before);
    expect(await team()).toMatchObject({ invites: [{ mobile: '9812345678' }], inviteRefusal: CLOSED_TEAM });

    const removed = await api.app.request('/api/cofounders/9812345678', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${asha.token}` },
    });
    expect(removed.status).toBe(200);
  });

  it('a place declined: no withdrawal and no invite; accepted with the place held, both still work', async () => {
    await decide(api, organiser, asha.submissionId, 'ACCEPTED');
    expect(await team()).toEqual({ invites: [], inviteRefusal: '' });
    expect((await answer(api, asha.token, false)).status).toBe(200);
    const refused = await withdraw();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: NOTHING_TO_WITHDRAW });
    expect((await invite('9812345678')).status).toBe(409);
    expect(await statusOf()).toMatchObject({ status: 'ACCEPTED', outcome: 'PLACE_DECLINED' });

    const ravi = await submitApplication(api, '9876543211');
    await decide(api, organiser, ravi.submissionId, 'ACCEPTED');
    expect(
      (await postJson(api, '/cofounders', { mobile: '9812345670', role: 'CTO' }, { token: ravi.token })).status,
    ).toBe(201);
    expect((await withdraw(ravi.token)).status).toBe(200);
  });

  it('withdrawn: no application, so nobody is invited until the applicant applies again', async () => {
    expect((await withdraw()).status).toBe(200);
    expect(await team()).toEqual({ invites: [], inviteRefusal: COFOUNDER_MESSAGES.applyFirst });
    const refused = await invite('9812345678');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: COFOUNDER_MESSAGES.applyFirst });
  });
});
