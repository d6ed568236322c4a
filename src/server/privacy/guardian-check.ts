import { PRIVACY_MESSAGES } from '../../shared/messages/privacy.ts';
import { GuardianConsentPayloadSchema } from '../../shared/privacy/minors-schemas.ts';
import { type MinorsPolicy, isMinor } from '../../shared/privacy/minors.ts';
import type { ApiDeps, UserRow } from '../deps.ts';
import { ApiError, fail } from '../errors.ts';
import { checkGuardianCode } from './guardian-code.ts';
import { latestGuardianConsent } from './guardian-consent.ts';

/** The field a refusal of the guardian's part names, with its message both as the answer's and the field's. */
const refuse = (field: 'guardianMobile' | 'guardianCode', message: string) =>
  fail(400, message, { errors: { [field]: message } });

/**
 * Whose consent a profile save records: the guardian's mobile when the profile is a child's, organisers take a
 * guardian's consent, none is on record yet and the payload's code (`guardianMobile`, `guardianCode`) is the live one
 * sent to that mobile; '' when no consent is needed or one is on record. Anything else refuses the save with a 400
 * naming the guardian's field: consent needed, a mobile that is the applicant's own, or sign-in's messages for a
 * wrong, spent or expired code.
 */
export async function guardianConsentFor(
  deps: ApiDeps,
  applicant: UserRow,
  age: number,
  policy: MinorsPolicy,
  body: unknown,
): Promise<string> {
  if (policy !== 'guardianConsent' || !isMinor(age)) return '';
  if (await latestGuardianConsent(deps.db, applicant.id)) return '';
  const parsed = GuardianConsentPayloadSchema.safeParse(body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue?.path[0] === 'guardianMobile' ? 'guardianMobile' : 'guardianCode';
    // A payload without any guardian's part is told what is needed, whichever field zod names first.
    const missing = typeof body !== 'object' || body === null || !('guardianCode' in body);
    throw missing
      ? refuse('guardianCode', PRIVACY_MESSAGES.guardianConsentNeeded)
      : refuse(field, issue?.message ?? PRIVACY_MESSAGES.guardianConsentNeeded);
  }
  const { guardianMobile, guardianCode } = parsed.data;
  if (guardianMobile === applicant.mobile) throw refuse('guardianMobile', PRIVACY_MESSAGES.guardianNotSelf);
  await checkGuardianCode(deps, applicant.id, guardianMobile, guardianCode).catch((err: unknown) => {
    throw err instanceof ApiError ? refuse('guardianCode', err.message) : err;
  });
  return guardianMobile;
}
