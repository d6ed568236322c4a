/**
 * Shapes of /api/passkeys/* (staff passkeys, WebAuthn) and of the organisers' passkey list. The verify bodies are
 * what @simplewebauthn/browser's startRegistration / startAuthentication hand back. Browser-safe.
 */
import { z } from 'zod';
import { PASSKEY_MESSAGES } from './messages/passkeys.ts';

/** Every malformed answer gets the same message: nothing in it is the person's to fix. */
const rejected = { error: PASSKEY_MESSAGES.rejected };
const Base64Url = z
  .string(rejected)
  .regex(/^[A-Za-z0-9_-]+$/, rejected)
  .max(16_384, rejected);

/** What every credential answer carries, whichever the ceremony. */
const CredentialBase = {
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal('public-key', rejected),
  clientExtensionResults: z.record(z.string(), z.unknown(), rejected).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform'], rejected).optional(),
};

/** POST /api/passkeys/register/verify: a new credential (RegistrationResponseJSON). */
export const RegistrationResponseSchema = z.object(
  {
    ...CredentialBase,
    response: z.object(
      {
        clientDataJSON: Base64Url,
        attestationObject: Base64Url,
        authenticatorData: Base64Url.optional(),
        publicKey: Base64Url.optional(),
        publicKeyAlgorithm: z.number(rejected).int(rejected).optional(),
        transports: z.array(z.string(rejected).max(32, rejected), rejected).max(8, rejected).optional(),
      },
      rejected,
    ),
  },
  rejected,
);

/** POST /api/passkeys/authenticate/verify: an assertion (AuthenticationResponseJSON). */
export const AuthenticationResponseSchema = z.object(
  {
    ...CredentialBase,
    response: z.object(
      {
        clientDataJSON: Base64Url,
        authenticatorData: Base64Url,
        signature: Base64Url,
        userHandle: Base64Url.optional(),
      },
      rejected,
    ),
  },
  rejected,
);

/** GET /api/passkeys/status: what the workspace's passkey step shows. */
const PasskeyStatusSchema = z.object({
  /**
   * The workspace stays shut until this sign-in is confirmed: STAFF_PASSKEYS=required, or the staff member registered
   * a passkey (then every sign-in of theirs needs it, optional mode too).
   */
  required: z.boolean(),
  /** The staff member has at least one passkey. */
  registered: z.boolean(),
  /** This sign-in was confirmed with a passkey. */
  confirmed: z.boolean(),
});
export type PasskeyStatus = z.infer<typeof PasskeyStatusSchema>;

/** GET /api/organiser/staff-passkeys (organisers): every configured staff member and how many passkeys they have. */
const StaffPasskeyListSchema = z.object({
  staff: z.array(
    z.object({
      mobile: z.string(),
      name: z.string(),
      role: z.enum(['ORGANISER', 'REVIEWER']),
      passkeys: z.number().int(),
    }),
  ),
});
export type StaffPasskeyList = z.infer<typeof StaffPasskeyListSchema>;
