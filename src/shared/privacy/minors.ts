/**
 * Minors (DPDP Act s.9, Rule 10): a child's personal data needs a parent's verifiable consent. Organisers choose what
 * the profile step does with an applicant under 18 (GET/PUT /api/organiser/settings/minors): refuse them (the
 * default), or take the profile once a parent or guardian confirms by a code sent to their mobile. The profile schema
 * applies the refusal, in the form and in the API alike. Browser-safe and without zod (the profile form reads it at
 * load); the shapes are in minors-schemas.ts.
 */
import { PRIVACY_MESSAGES } from '../messages/privacy.ts';

/** The age from which the Act no longer counts a person as a child. */
const ADULT_AGE = 18;

/** What the profile step does with an applicant under 18. */
export const MINORS_POLICIES = ['refuse', 'guardianConsent'] as const;
export type MinorsPolicy = (typeof MINORS_POLICIES)[number];

/** Until organisers choose, applicants under 18 are refused. */
export const DEFAULT_MINORS_POLICY: MinorsPolicy = 'refuse';

/** The profile payload's fields that carry the guardian's mobile and the code they received. */
export const GUARDIAN_FIELDS = { mobile: 'guardianMobile', code: 'guardianCode' } as const;

/** Whether an age (1-120) is a child's, whose profile needs a guardian's consent where it is taken at all. */
export const isMinor = (age: number): boolean => age < ADULT_AGE;

/** Why a valid age (1-120) may not apply under `policy`, or '' when it may (a child's then needs consent). */
export function minorRefusal(age: number, policy: MinorsPolicy = DEFAULT_MINORS_POLICY): string {
  return isMinor(age) && policy === 'refuse' ? PRIVACY_MESSAGES.minor : '';
}
