import { describe, expect, it } from 'vitest';
import type { ApiAnswer, SaveProfileResponse, SendOtpResponse } from '../../../lib/api-client.ts';
import type { GuardianConsentView } from '../../../shared/privacy/minors-schemas.ts';
import { TEST_PROFILE, TEST_STARTUP, testUser, typedFields } from '../../../shared/test-profile.ts';
import { checkProfile } from './check.ts';
import { createProfileFlow, type ProfileEffects } from './store.ts';

const OWN = '9876543210';
const GUARDIAN = '9811122233';
const NOTICE = '2026-03';
const MINOR = 'You must be 18 or older to apply: we cannot take the details of anyone younger';
const NEEDED =
  "Applicants under 18 need a parent's or guardian's consent: enter their mobile, send them a code and type in the code they receive";
const SENT = "Code sent to your parent's or guardian's mobile. Type it in below with them beside you";

/** A complete profile whose age is 15. */
const child = { ...TEST_PROFILE, age: '15' };
const savedUser = testUser({ mobile: OWN, age: 15, privacyNoticeVersion: NOTICE });

/** The complete-profile flow with the organisers' rule `view`, the API's answers to a code and to a save given. */
async function childForm(
  view: GuardianConsentView,
  answers: {
    code?: ApiAnswer<{ message: string; resendAfter: number }> | null;
    save?: ApiAnswer<SaveProfileResponse>;
  } = {},
) {
  const record = { toasts: [] as string[], saved: [] as Record<string, unknown>[], codesTo: [] as string[] };
  const effects: ProfileEffects = {
    loadUserDetails: async () => {
      throw new Error('not on /complete-profile');
    },
    isUnauthorized: () => false,
    saveProfile: async (_token, payload) => {
      record.saved.push(payload);
      return (
        answers.save ?? {
          ok: true,
          status: 200,
          data: { user: savedUser, token: 't', startup: TEST_STARTUP, startUpInfo: TEST_STARTUP, message: 'Saved' },
        }
      );
    },
    checkProfile: async (values, mode, minors) => checkProfile(values, mode, minors),
    loadGuardianConsent: async () => view,
    sendGuardianCode: async (_token, mobile) => {
      record.codesTo.push(mobile);
      return answers.code === undefined
        ? { ok: true, status: 200, data: { message: SENT, resendAfter: 30 } }
        : answers.code;
    },
    token: () => 't',
    storedUser: () => ({ mobile: OWN, isProfileCompleted: false }),
    endSession: () => undefined,
    signIn: () => undefined,
    storeUser: () => undefined,
    toast: (message) => void record.toasts.push(message),
    replace: () => undefined,
  };
  const flow = createProfileFlow('complete', effects, NOTICE);
  flow.start();
  await Promise.resolve();
  await Promise.resolve();
  for (const [field, value] of typedFields(child)) flow.set(field, value);
  flow.tickNotice(true);
  return { flow, record };
}

const TAKES_CONSENT: GuardianConsentView = { underEighteen: 'guardianConsent', consent: null };

describe('a 15-year-old on the profile form', () => {
  it('is refused on the age field where organisers refuse applicants under 18, and nothing is sent', async () => {
    const { flow, record } = await childForm({ underEighteen: 'refuse', consent: null });
    await flow.submit();
    expect(flow.$profile.get().errors).toEqual({ age: MINOR });
    expect(record.saved).toEqual([]);
  });

  it('is asked for a guardian’s consent where organisers take one, before anything is sent', async () => {
    const { flow, record } = await childForm(TAKES_CONSENT);
    await flow.submit();
    const { errors, guardian, notice } = flow.$profile.get();
    expect(errors).toEqual({});
    expect(guardian.errors).toEqual({ guardianMobile: 'Please enter phone number' });
    flow.setGuardian('mobile', OWN);
    await flow.sendGuardianCode();
    expect(flow.$profile.get().guardian.errors).toEqual({
      guardianMobile: "Please enter your parent's or guardian's mobile, not your own",
    });
    flow.setGuardian('mobile', GUARDIAN);
    await flow.submit();
    expect(flow.$profile.get().guardian.errors).toEqual({ guardianCode: NEEDED });
    expect(notice).toBe('Please enter phone number');
    expect(record.codesTo).toEqual([]);
    expect(record.saved).toEqual([]);
  });

  it('texts the guardian a code, then saves the profile with the guardian’s mobile and code', async () => {
    const { flow, record } = await childForm(TAKES_CONSENT);
    flow.setGuardian('mobile', '+91 98111 22233');
    await flow.sendGuardianCode();
    expect(record.codesTo).toEqual(['+91 98111 22233']);
    expect(flow.$profile.get().guardian).toMatchObject({ sent: SENT, errors: {}, sending: false });
    flow.setGuardian('code', '123456');
    await flow.submit();
    expect(record.saved).toHaveLength(1);
    expect(record.saved[0]).toMatchObject({ age: 15, guardianMobile: GUARDIAN, guardianCode: '123456' });
    expect(flow.$profile.get().status).toBe('completed');
  });

  it('shows the API’s refusal of a wrong code on the code field', async () => {
    const wrong = 'Invalid OTP. Please try again';
    const { flow } = await childForm(TAKES_CONSENT, {
      save: { ok: false, status: 400, data: { message: wrong, errors: { guardianCode: wrong } } },
    });
    flow.setGuardian('mobile', GUARDIAN);
    flow.setGuardian('code', '000000');
    await flow.submit();
    const state = flow.$profile.get();
    expect(state.guardian.errors).toEqual({ guardianCode: wrong });
    expect(state.notice).toBe(wrong);
    expect(state.status).toBe('editing');
  });

  it('says on the mobile field why no code was sent (the wait between codes)', async () => {
    const wait = 'Please wait before requesting another OTP';
    const { flow } = await childForm(TAKES_CONSENT, {
      code: { ok: false, status: 429, data: { message: wait } },
    });
    flow.setGuardian('mobile', GUARDIAN);
    await flow.sendGuardianCode();
    expect(flow.$profile.get().guardian).toMatchObject({ sent: '', errors: { guardianMobile: wait } });
  });

  it('needs no code once a consent is on record', async () => {
    const { flow, record } = await childForm({
      underEighteen: 'guardianConsent',
      consent: { guardianMobile: GUARDIAN, noticeVersion: NOTICE, consentedAt: '2026-03-01T10:00:00.000Z' },
    });
    await flow.submit();
    expect(record.saved).toHaveLength(1);
    expect(record.saved[0]).not.toHaveProperty('guardianCode');
  });
});
