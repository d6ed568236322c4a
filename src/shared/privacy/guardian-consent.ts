/**
 * A guardian's consent for an applicant under 18, where organisers take one (privacy/minors.ts): the code asked for
 * (POST /api/guardian-consent/code), the two fields the profile payload carries beside the spec's (`guardianMobile`,
 * `guardianCode`) and what GET /api/guardian-consent answers. Browser-safe.
 */
import { z } from 'zod';
import { MobileSchema } from '../api-types.ts';
import { SIGN_IN_MESSAGES } from '../messages/sign-in.ts';
import { PRIVACY_MESSAGES } from '../messages/privacy.ts';
import { MINORS_POLICIES } from './minors.ts';

/** The profile payload's fields that carry the guardian's mobile and the code they received. */
export const GUARDIAN_FIELDS = { mobile: 'guardianMobile', code: 'guardianCode' } as const;

/** POST /api/guardian-consent/code. */
export const GuardianCodeRequestSchema = z.object({ guardianMobile: MobileSchema });

/** The guardian's consent as the profile save reads it: a missing code says consent is needed. */
export const GuardianConsentPayloadSchema = z.object({
  guardianMobile: MobileSchema,
  guardianCode: z
    .string({ error: PRIVACY_MESSAGES.guardianConsentNeeded })
    .trim()
    .min(1, PRIVACY_MESSAGES.guardianConsentNeeded)
    .regex(/^\d{6}$/, SIGN_IN_MESSAGES.otpInvalid),
});

/** One consent as recorded: the guardian's mobile ('' once the account is erased), the notice version, the time. */
const GuardianConsentSchema = z.object({
  guardianMobile: z.string(),
  noticeVersion: z.string(),
  consentedAt: z.string(),
});
export type GuardianConsent = z.infer<typeof GuardianConsentSchema>;

/** GET /api/guardian-consent: the organisers' setting, and the consent on record for the signed-in applicant. */
export const GuardianConsentViewSchema = z.object({
  underEighteen: z.enum(MINORS_POLICIES),
  consent: GuardianConsentSchema.nullable(),
});
export type GuardianConsentView = z.infer<typeof GuardianConsentViewSchema>;
