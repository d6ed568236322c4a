/** Applicants with submitted applications, and staff sessions, for the organiser API tests. */
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER } from './harness.ts';
import {
  VALID_ANSWERS,
  VALID_PROFILE,
  applicationForm,
  fieldIds,
  get,
  postForm,
  postJson,
  signIn,
} from './requests.ts';

export interface Applicant {
  token: string;
  mobile: string;
  submissionId: string;
}

/** Three applications from 9876543210, 9876543211 and 9876543212, one per startup name, in this order. */
export const submitThreeStartups = async (api: TestApi): Promise<Applicant[]> => {
  const apps: Applicant[] = [];
  for (const [i, startupName] of ['Krishi Sense', 'Paani Labs', 'Dhoop Energy'].entries()) {
    apps.push(await submitApplication(api, `987654321${i}`, { startupName }));
  }
  return apps;
};

/** Signs `mobile` in, saves a complete profile and submits an application; `overrides` change answers. */
export async function submitApplication(
  api: TestApi,
  mobile: string,
  overrides: { name?: string; startupName?: string; stage?: string; answers?: Record<string, string> } = {},
): Promise<Applicant> {
  const { token } = await signIn(api, mobile);
  const name = overrides.name ?? VALID_PROFILE.name;
  const profile = {
    ...VALID_PROFILE,
    name,
    startUpName: overrides.startupName ?? VALID_PROFILE.startUpName,
    startUpStage: overrides.stage ?? VALID_PROFILE.startUpStage,
  };
  const saved = await postJson(api, '/user-details', profile, { token });
  if (saved.status !== 200) throw new Error(`profile: ${saved.status} ${await saved.text()}`);
  const ids = await fieldIds(api, token);
  const answers = {
    ...VALID_ANSWERS,
    fullName: name,
    phoneNumber: mobile,
    startupName: overrides.startupName ?? VALID_ANSWERS.startupName!,
    currentStage: overrides.stage ?? VALID_ANSWERS.currentStage!,
    ...overrides.answers,
  };
  const res = await postForm(api, '/create-submission', applicationForm(ids, answers), { token });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const { submission } = (await res.json()) as { submission: { id: string } };
  return { token, mobile, submissionId: submission.id };
}

export const signInOrganiser = async (api: TestApi) => (await signIn(api, TEST_ORGANISER)).token;
export const signInReviewer = async (api: TestApi) => (await signIn(api, TEST_REVIEWER)).token;

export const putJson = (api: TestApi, path: string, body: unknown, token?: string) =>
  api.app.request(`/api${path}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A score for every criterion of content/review-rubric.json. */
export const allScores = (value: number) => ({
  problem: value,
  solution: value,
  market: value,
  team: value,
  traction: value,
  pitch: value,
});

export const getJson = async (api: TestApi, path: string, token?: string) => {
  const res = await get(api, path, { token });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Record<string, any> };
};

/**
 * Makes `mobile` a verified co-founder of `applicant`'s application, as people do it: the applicant invites the number,
 * the invitation's SMS goes out, and `session` (a sign-in with that number) accepts through the link's token.
 */
export async function joinTeam(api: TestApi, applicant: { token: string }, mobile: string, session: string) {
  const invited = await postJson(api, '/cofounders', { mobile, role: 'CTO' }, { token: applicant.token });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${await invited.text()}`);
  await api.deps.smsOutbox.idle();
  const sms = api.sms.statuses.findLast((s) => s.mobile === mobile);
  const token = sms && /\/invite\?token=([A-Za-z0-9_-]+)/.exec(sms.text)?.[1];
  if (!token) throw new Error(`no invite link was texted to ${mobile}`);
  const accepted = await postJson(api, `/invites/${token}/accept`, {}, { token: session });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${await accepted.text()}`);
}
