/**
 * The profile forms' check on submit, with the API's own zod schema (src/shared/profile-schema.ts):
 * one rule, one message, in the form and in the API. zod is heavy, so the island loads this module
 * on first use.
 */
import { PROFILE_MESSAGES } from '../../../shared/messages/profile.ts';
import { fieldErrors, profileSchemaFor, type ProfileMode } from '../../../shared/profile-schema.ts';
import type { MinorsPolicy } from '../../../shared/privacy/minors.ts';
import { formErrors, type ProfileErrors } from './form.ts';
import type { ProfileValues } from '../../../shared/profile-fields.ts';
import { PARTICIPANT_ROLE } from '../../../shared/options/startup.ts';

export type ProfileCheck =
  | { ok: true; payload: Record<string, unknown> }
  /** `notice` is the spec's 'Please fix the errors in the form before submitting'. */
  | { ok: false; errors: ProfileErrors; notice: string };

/**
 * Validates the form and, when it passes, gives the payload to send: the schema's output, so age is
 * an integer, a member's ethnicity is Jain, the chapter is the name without zone and role is PARTICIPATOR. `minors` is
 * the organisers' rule for applicants under 18.
 */
export function checkProfile(values: ProfileValues, mode: ProfileMode, minors: MinorsPolicy = 'refuse'): ProfileCheck {
  const result = profileSchemaFor(mode, minors).safeParse({ ...values, role: PARTICIPANT_ROLE });
  if (result.success) return { ok: true, payload: result.data };
  return { ok: false, errors: formErrors(fieldErrors(result.error)), notice: PROFILE_MESSAGES.formInvalid };
}
