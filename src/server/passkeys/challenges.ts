import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passkeyChallenges } from '../db/schema.ts';

/** A passkey challenge is answered within 5 minutes or not at all. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

export type Ceremony = 'register' | 'authenticate';

/** Keeps `challenge` as the one live challenge of the session `tokenHash`, replacing any earlier one. */
export async function storeChallenge(
  db: Db,
  tokenHash: string,
  purpose: Ceremony,
  challenge: string,
  now: Date,
): Promise<void> {
  const row = { tokenHash, purpose, challenge, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS) };
  await db.insert(passkeyChallenges).values(row).onConflictDoUpdate({ target: passkeyChallenges.tokenHash, set: row });
}

/**
 * Takes the session's live challenge for `purpose`: one DELETE ... RETURNING, so two requests racing with the same
 * answer cannot both get it. An expired one, or one of the other ceremony, is removed all the same and gives nothing.
 */
export async function takeChallenge(
  db: Db,
  tokenHash: string,
  purpose: Ceremony,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db.delete(passkeyChallenges).where(eq(passkeyChallenges.tokenHash, tokenHash)).returning();
  if (!row || row.purpose !== purpose || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return row.challenge;
}
