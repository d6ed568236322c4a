import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { auditLog, guardianConsents, privacyNoticeAcceptances, users } from '../../db/schema.ts';
import { GuardianConsentViewSchema } from '../../../shared/privacy/minors-schemas.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, putJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';
import { NOTICE_VERSION, VALID_PROFILE, get, postJson, signIn } from '../../test/requests.ts';

const MINOR = 'You must be 18 or older to apply: we cannot take the details of anyone younger';
const NEEDED =
  "Applicants under 18 need a parent's or guardian's consent: enter their mobile, send them a code and type in the code they receive";
const APPLICANT = '9876543210';
const GUARDIAN = '9811122233';
const CHILD = { ...VALID_PROFILE, age: 15 };

let api: TestApi;
let organiser: string;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
  ({ token } = await signIn(api, APPLICANT));
});

const save = (body: unknown) => postJson(api, '/user-details', body, { token });
const askCode = (guardianMobile: unknown) => postJson(api, '/guardian-consent/code', { guardianMobile }, { token });
const takeGuardians = () => putJson(api, '/organiser/settings/minors', { underEighteen: 'guardianConsent' }, organiser);
const guardianCode = () => {
  const sent = api.sms.messages.findLast((m) => m.mobile === GUARDIAN && m.wording === 'GUARDIAN_CONSENT');
  if (!sent) throw new Error('no guardian code was sent');
  return sent.vars.code!;
};
const applicant = async () => (await api.deps.db.select().from(users).where(eq(users.mobile, APPLICANT)))[0]!;
const consents = () =>
  api.deps.db
    .select({
      guardianMobile: guardianConsents.guardianMobile,
      noticeVersion: guardianConsents.noticeVersion,
      consentedAt: guardianConsents.consentedAt,
    })
    .from(guardianConsents);

describeApi('GET and PUT /api/organiser/settings/minors', () => {
  it('refuses applicants under 18 until organisers choose otherwise, and age 15 gets the existing message', async () => {
    expect(await getJson(api, '/organiser/settings/minors', organiser)).toEqual({
      status: 200,
      body: { underEighteen: 'refuse' },
    });
    const res = await save(CHILD);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Please fix the errors in the form before submitting',
      errors: { age: MINOR },
    });
    const refused = await askCode(GUARDIAN);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Consent from a guardian is not taken for this event: applicants must be 18 or older',
    );
    expect(api.sms.messages).toEqual([]);
  });

  it('saves the choice for organisers only, audited, and refuses anything but the two choices', async () => {
    const bad = await putJson(api, '/organiser/settings/minors', { underEighteen: 'allow' }, organiser);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(
      "Applicants under 18 are either refused ('refuse') or asked for a guardian's consent ('guardianConsent')",
    );
    const reviewer = await signInReviewer(api);
    const byReviewer = await putJson(api, '/organiser/settings/minors', { underEighteen: 'guardianConsent' }, reviewer);
    expect(byReviewer.status).toBe(403);

    const saved = await takeGuardians();
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      underEighteen: 'guardianConsent',
      message: 'Setting for applicants under 18 saved',
    });
    expect((await getJson(api, '/organiser/settings/minors', reviewer)).body).toEqual({
      underEighteen: 'guardianConsent',
    });
    const audited = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'settings.saved'));
    expect(audited.map((a) => [a.actor, a.target, a.details])).toEqual([
      [TEST_ORGANISER, 'minors', { underEighteen: 'guardianConsent' }],
    ]);
    const log = await getJson(api, '/organiser/audit', organiser);
    expect(JSON.stringify(log.body)).toContain("Applicants under 18 are asked for a guardian's consent");
  });
});

describeApi('a profile under 18 with a guardian’s consent', () => {
  beforeEach(async () => {
    expect((await takeGuardians()).status).toBe(200);
  });

  it('refuses age 15 without a consent, saving neither the profile nor the acceptance', async () => {
    const res = await save(CHILD);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NEEDED, errors: { guardianCode: NEEDED } });
    expect(await applicant()).toMatchObject({ name: '', age: null, isProfileCompleted: false });
    expect(await api.deps.db.select().from(privacyNoticeAcceptances)).toEqual([]);
    expect(await consents()).toEqual([]);
  });

  it('texts the guardian a code in its own wording, never a sign-in code, and refuses the applicant’s own number', async () => {
    const own = await askCode(APPLICANT);
    expect(own.status).toBe(400);
    expect((await own.json()).message).toBe("Please enter your parent's or guardian's mobile, not your own");

    const res = await askCode(GUARDIAN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "Code sent to your parent's or guardian's mobile. Type it in below with them beside you",
      resendAfter: 30,
    });
    const code = guardianCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(api.sms.messages.at(-1)!.text).toBe(
      `Launchpad 8: ${code} is the code to consent, as parent or guardian, to your child applying. Give it only if you agree. Our privacy notice: https://launchpad.example/privacy`,
    );
    expect(api.sms.sent.filter((s) => s.mobile === GUARDIAN)).toEqual([]);
    // The consent code signs no one in.
    const signInWithIt = await postJson(api, '/verify-otp', { mobile: GUARDIAN, otp: code });
    expect(signInWithIt.status).toBe(401);
  });

  it('holds the guardian’s number to sign-in’s wait between codes', async () => {
    expect((await askCode(GUARDIAN)).status).toBe(200);
    const again = await askCode(GUARDIAN);
    expect(again.status).toBe(429);
    expect((await again.json()).message).toBe('Please wait before requesting another OTP');
  });

  it('refuses a wrong or expired code with sign-in’s messages, and saves nothing', async () => {
    expect((await askCode(GUARDIAN)).status).toBe(200);
    const code = guardianCode();
    const wrong = await save({
      ...CHILD,
      guardianMobile: GUARDIAN,
      guardianCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: 'Invalid OTP. Please try again',
      errors: { guardianCode: 'Invalid OTP. Please try again' },
    });
    api.clock.advance(5 * 60_000 + 1);
    const expired = await save({ ...CHILD, guardianMobile: GUARDIAN, guardianCode: code });
    expect(expired.status).toBe(400);
    expect((await expired.json()).errors).toEqual({
      guardianCode: 'Invalid or expired OTP. Please request a new one',
    });
    expect(await consents()).toEqual([]);
    expect((await applicant()).age).toBeNull();
  });

  it('accepts age 15 with the confirmed code, records the consent, and shows it in "Download my data"', async () => {
    expect((await askCode(GUARDIAN)).status).toBe(200);
    api.clock.advance(10_000);
    const consentedAt = new Date(api.clock.now);
    const res = await save({ ...CHILD, guardianMobile: GUARDIAN, guardianCode: guardianCode() });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ age: 15, isProfileCompleted: true });
    expect(await consents()).toEqual([{ guardianMobile: GUARDIAN, noticeVersion: NOTICE_VERSION, consentedAt }]);

    const view = await getJson(api, '/guardian-consent', token);
    expect(GuardianConsentViewSchema.safeParse(view.body).success).toBe(true);
    expect(view).toEqual({
      status: 200,
      body: {
        underEighteen: 'guardianConsent',
        consent: { guardianMobile: GUARDIAN, noticeVersion: NOTICE_VERSION, consentedAt: consentedAt.toISOString() },
      },
    });
    // The code is spent, and the consent on record stands for later saves.
    const later = await save({ ...CHILD, city: 'Nashik' });
    expect(later.status).toBe(200);
    expect(await consents()).toHaveLength(1);

    const exported = await (await get(api, '/me/export', { token })).json();
    expect(exported.guardianConsents).toEqual([
      { guardianMobile: GUARDIAN, noticeVersion: NOTICE_VERSION, consentedAt: consentedAt.toISOString() },
    ]);
  });

  it('needs no consent from 18', async () => {
    const res = await save({ ...VALID_PROFILE, age: 18 });
    expect(res.status).toBe(200);
    expect(await consents()).toEqual([]);
  });
});
