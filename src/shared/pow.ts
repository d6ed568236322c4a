/**
 * The proof-of-work challenge before costly codes (ALTCHA PoW v2, docs/api.md): its shape on the wire, read by the
 * API and by the sign-in page's solver. Browser-safe.
 */
import { z } from 'zod';

/**
 * The key derivation of every challenge: SHA-256. The sign-in page's worker computes it with
 * src/features/portal/common/sha256.ts (synchronous, far cheaper per hash than crypto.subtle's promise per call), the
 * API with altcha-lib's own.
 */
export const POW_ALGORITHM = 'SHA-256';

const hex = z.string().regex(/^[0-9a-f]+$/);

/** GET /api/otp/challenge: a signed challenge, its expiry (epoch ms) in the signed data. */
export const PowChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal(POW_ALGORITHM),
    nonce: hex,
    salt: hex,
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: hex,
    keySignature: hex.optional(),
    /** Its expiry (epoch ms) and its level: the higher, the more work (see `powLevelFor`). */
    data: z.object({ expiresAt: z.number().int().positive(), level: z.number().int().positive().optional() }),
  }),
  signature: hex,
});
export type PowChallenge = z.infer<typeof PowChallengeSchema>;

/** The hardest level: at it a solve takes a few seconds in the sign-in page's worker. */
export const POW_MAX_LEVEL = 20;

/**
 * The level of proof of work a code needs once its IP asked for `codesFromIp` codes in the last hour: 1 up to `step`
 * (OTP_POW_LEVEL_STEP, 30), then one more for every `step`, so 300 people behind one campus address all sign in, each
 * paying a little more than the last, while a script behind one address pays for its codes in CPU time that grows
 * with each (docs/api.md).
 */
export const powLevelFor = (codesFromIp: number, step: number) =>
  Math.min(POW_MAX_LEVEL, 1 + Math.floor(codesFromIp / step));

/** What the solver found: the counter and the key it derives. */
const PowSolutionSchema = z.object({
  counter: z.number().int().nonnegative(),
  derivedKey: hex,
  time: z.number().nonnegative().optional(),
});

/** `altcha` in POST /api/otp, before base64: the challenge as received and its solution. */
export const AltchaPayloadSchema = z.object({ challenge: PowChallengeSchema, solution: PowSolutionSchema });
export type AltchaPayload = z.infer<typeof AltchaPayloadSchema>;
