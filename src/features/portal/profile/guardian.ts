/**
 * A guardian's consent on the profile forms, where organisers take one for applicants under 18 (privacy/minors.ts):
 * asked for while the age typed is a child's and no consent is on record, and sent with the profile as the guardian's
 * mobile and the code texted to it. Pure, so it is tested without a browser.
 */
import { PRIVACY_MESSAGES } from '../../../shared/messages/privacy.ts';
import { SIGN_IN_MESSAGES } from '../../../shared/messages/sign-in.ts';
import { INDIAN_MOBILE_RE, normaliseMobile } from '../../../shared/mobile.ts';
import type { GuardianConsentView } from '../../../shared/privacy/minors-schemas.ts';
import { GUARDIAN_FIELDS, type MinorsPolicy, isMinor } from '../../../shared/privacy/minors.ts';

type GuardianField = (typeof GUARDIAN_FIELDS)[keyof typeof GUARDIAN_FIELDS];
export type GuardianErrors = Partial<Record<GuardianField, string>>;

export interface GuardianState {
  /** The organisers' setting; refusing until it is read, as the API does until an organiser chooses. */
  policy: MinorsPolicy;
  /** The guardian's mobile of a consent on record, '' for none. */
  consentedBy: string;
  mobile: string;
  code: string;
  /** A code is being asked for. */
  sending: boolean;
  /** What the API said of the last code asked for ('Code sent…'), shown under the button. */
  sent: string;
  errors: GuardianErrors;
}

export const EMPTY_GUARDIAN: GuardianState = {
  policy: 'refuse',
  consentedBy: '',
  mobile: '',
  code: '',
  sending: false,
  sent: '',
  errors: {},
};

/** The state as GET /api/guardian-consent left it. */
export const guardianFromApi = (state: GuardianState, view: GuardianConsentView): GuardianState => ({
  ...state,
  policy: view.underEighteen,
  consentedBy: view.consent?.guardianMobile ?? '',
});

/** Whether `age` as typed is a whole age under 18 (what the schema would take, then count as a child's). */
const childAge = (age: string) => /^\d{1,3}$/.test(age.trim()) && Number(age) >= 1 && isMinor(Number(age));

/** Whether this save needs a guardian's consent: a child's age, organisers take consent, none on record. */
export const guardianAsked = (guardian: GuardianState, age: string): boolean =>
  guardian.policy === 'guardianConsent' && guardian.consentedBy === '' && childAge(age);

/** Whether the form shows the consent on record (a child's age, consent given before). */
export const guardianConsented = (guardian: GuardianState, age: string): boolean =>
  guardian.policy === 'guardianConsent' && guardian.consentedBy !== '' && childAge(age);

/** The guardian's mobile as the API takes it, or the sign-in page's message for what is wrong with it. */
export function guardianMobileProblem(raw: string, ownMobile: string | undefined): string {
  const mobile = normaliseMobile(raw.trim());
  if (mobile === '') return SIGN_IN_MESSAGES.phoneRequired;
  if (!/^\d{10}$/.test(mobile)) return SIGN_IN_MESSAGES.phoneInvalid;
  if (!INDIAN_MOBILE_RE.test(mobile)) return SIGN_IN_MESSAGES.phoneNotMobile;
  return mobile === ownMobile ? PRIVACY_MESSAGES.guardianNotSelf : '';
}

/** The section's messages on submit, as the API would answer them ({} when nothing is asked or all is there). */
export function guardianErrors(guardian: GuardianState, age: string, ownMobile: string | undefined): GuardianErrors {
  if (!guardianAsked(guardian, age)) return {};
  const mobile = guardianMobileProblem(guardian.mobile, ownMobile);
  if (mobile) return { guardianMobile: mobile };
  const code = guardian.code.trim();
  if (code === '') return { guardianCode: PRIVACY_MESSAGES.guardianConsentNeeded };
  return /^\d{6}$/.test(code) ? {} : { guardianCode: SIGN_IN_MESSAGES.otpInvalid };
}

/** The payload to send: the checked profile, plus the guardian's mobile and code when consent is asked for. */
export function withGuardian(payload: Record<string, unknown>, guardian: GuardianState, age: string) {
  if (!guardianAsked(guardian, age)) return payload;
  return {
    ...payload,
    [GUARDIAN_FIELDS.mobile]: normaliseMobile(guardian.mobile.trim()),
    [GUARDIAN_FIELDS.code]: guardian.code.trim(),
  };
}

/** The API's messages for the guardian's fields in a refused save. */
export function guardianErrorsFrom(errors: Record<string, string | undefined>): GuardianErrors {
  const shown: GuardianErrors = {};
  for (const field of Object.values(GUARDIAN_FIELDS)) if (errors[field]) shown[field] = errors[field];
  return shown;
}
