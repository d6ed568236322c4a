import { createHmac, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, sql } from 'drizzle-orm';
import { OTP_MESSAGES } from '../../shared/messages/sign-in.ts';
import { AltchaPayloadSchema, POW_ALGORITHM, POW_MAX_LEVEL } from '../../shared/pow.ts';
import type { DbOrTx } from '../db/client.ts';
import { powSpent } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';

/**
 * The difficulty in production: the solver counts to a secret number between 15,000 and 30,000 SHA-256 hashes,
 * a few hundred milliseconds at most in the sign-in page's worker (docs/api.md, "Sign-in under abuse").
 */
export const POW_MAX_COUNTER = 30_000;

/** A challenge must be solved and used within this long of being handed out. */
const POW_TTL_MS = 5 * 60_000;

/**
 * The HMAC keys that sign challenges and their expected keys, derived from the OTP secret, so every process signs
 * alike and no new secret has to be configured; one derivation per purpose, so neither key is the OTP key itself.
 */
const keysFor = (otpSecret: string) => ({
  hmacSignatureSecret: createHmac('sha256', otpSecret).update('altcha:challenge').digest('base64url'),
  hmacKeySignatureSecret: createHmac('sha256', otpSecret).update('altcha:key').digest('base64url'),
});

/**
 * A signed ALTCHA challenge (PoW v2, deterministic mode): the solver counts up from 0 until the SHA-256 of salt,
 * nonce and counter matches the signed key prefix, which only the secret counter, between half of `powMaxCounter`
 * times `level` and all of it, does. The expiry and the level travel in the signed `data`, the expiry measured on the
 * API's own clock. Any level may be asked for (clamped to 1…POW_MAX_LEVEL): a send checks it is enough.
 */
export async function createPowChallenge(deps: ApiDeps, level = 1): Promise<Challenge> {
  const clamped = Math.min(POW_MAX_LEVEL, Math.max(1, Math.floor(level) || 1));
  const max = deps.otpLimits.powMaxCounter * clamped;
  return createChallenge({
    algorithm: POW_ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(max / 2), max + 1),
    deriveKey,
    data: { expiresAt: deps.now().getTime() + POW_TTL_MS, level: clamped },
    ...keysFor(deps.otpSecret),
  });
}

/** A solution that checked out, not yet spent. */
export interface CheckedSolution {
  signature: string;
  expiresAt: Date;
  /** The level of work it proves (signed with the challenge). */
  level: number;
}

/**
 * Checks the `altcha` field of a send (base64 JSON of `{challenge, solution}`, as the ALTCHA widget sends it):
 * signed by us, not expired, solved. Every failure is a 400 with a message; nothing is stored.
 */
export async function checkPowSolution(deps: ApiDeps, altcha: string): Promise<CheckedSolution> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
  } catch {
    throw fail(400, OTP_MESSAGES.challengeInvalid);
  }
  const payload = AltchaPayloadSchema.safeParse(decoded);
  if (!payload.success) throw fail(400, OTP_MESSAGES.challengeInvalid);
  const { challenge, solution } = payload.data;
  const result = await verifySolution({ challenge, solution, deriveKey, ...keysFor(deps.otpSecret) });
  const expiresAt = challenge.parameters.data?.expiresAt;
  // The signature covers the expiry: a forged one fails here, before the expiry is believed.
  if (result.invalidSignature || typeof expiresAt !== 'number') throw fail(400, OTP_MESSAGES.challengeInvalid);
  if (expiresAt <= deps.now().getTime()) throw fail(400, OTP_MESSAGES.challengeExpired);
  if (!result.verified) throw fail(400, OTP_MESSAGES.challengeInvalid);
  return {
    signature: challenge.signature,
    expiresAt: new Date(expiresAt),
    level: challenge.parameters.data?.level ?? 1,
  };
}

/**
 * Spends a checked solution: one insert keyed by the challenge's signature, so of any number of requests carrying
 * it, on any number of processes, exactly one gets the row and the others are refused. Spent challenges are
 * forgotten once expired, when nobody could use them anyway.
 */
export async function spendPowSolution(db: DbOrTx, solution: CheckedSolution, now: Date): Promise<void> {
  await db.delete(powSpent).where(lt(powSpent.expiresAt, now));
  const spent = await db
    .insert(powSpent)
    .values({ signature: solution.signature, expiresAt: solution.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: sql<string>`${powSpent.signature}` });
  if (spent.length === 0) throw fail(400, OTP_MESSAGES.challengeUsed);
}
