/**
 * Applicants under 18's shapes (privacy/minors.ts): the organisers' setting, the guardian's code asked for (POST
 * /api/guardian-consent/code), the two fields the profile payload carries beside the spec's (`guardianMobile`,
 * `guardianCode`) and what GET /api/guardian-consent answers. Browser-safe.
 */
import { z } from 'zod';
import { MobileSchema } from '../api-types.ts';
import { SIGN_IN_MESSAGES } from '../messages/sign-in.ts';
import { PRIVACY_MESSAGES } from '../messages/privacy.ts';
import { MINORS_POLICIES } from './minors.ts';

/** GET/PUT /api/organiser/settings/minors. */
export const MinorsSettingsSchema = z.object({
  underEighteen: z.enum(MINORS_POLICIES, { error: PRIVACY_MESSAGES.minorsPolicyInvalid }),
});
export type MinorsSettings = z.infer<typeof MinorsSettingsSchema>;

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
