/**
 * Minors (DPDP Act s.9, Rule 10): a child's personal data needs a parent's verifiable consent, which the portal does
 * not collect, so applicants under 18 are refused at the profile step, in the form and in the API alike (the profile
 * schema applies this one rule). Browser-safe.
 */
import { PRIVACY_MESSAGES } from '../messages/privacy.ts';

/** The age from which the Act no longer counts a person as a child. */
const ADULT_AGE = 18;

/** Why a valid age (1-120) may not apply, or '' when it may. */
export function minorRefusal(age: number): string {
  return age < ADULT_AGE ? PRIVACY_MESSAGES.minor : '';
}
