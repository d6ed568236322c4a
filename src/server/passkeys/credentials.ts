import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, staffPasskeys, users } from '../db/schema.ts';

export type StoredPasskey = typeof staffPasskeys.$inferSelect;

export const passkeysOf = (db: Db, userId: number): Promise<StoredPasskey[]> =>
  db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId));

/**
 * Stores a new credential for its user, under a lock on the user's row: a first passkey from any sign-in, a further
 * one only from the session `confirmedBy` (a sign-in a passkey confirmed), so two SMS sign-ins racing to register
 * cannot both get in first. 'confirm-first' when refused for that; 'duplicate' when the id is already registered.
 */
export async function addPasskey(
  db: Db,
  passkey: typeof staffPasskeys.$inferInsert,
  confirmedBy: string,
): Promise<'added' | 'confirm-first' | 'duplicate'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, passkey.userId)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, passkey.userId));
    if (Number(existing?.n ?? 0) > 0) {
      const [confirmed] = await tx
        .select({ at: sessions.passkeyConfirmedAt })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, confirmedBy), isNotNull(sessions.passkeyConfirmedAt)));
      if (!confirmed) return 'confirm-first';
    }
    const inserted = await tx
      .insert(staffPasskeys)
      .values(passkey)
      .onConflictDoNothing()
      .returning({ id: staffPasskeys.id });
    return inserted.length === 1 ? 'added' : 'duplicate';
  });
}

/**
 * Records the authenticator's new signature counter, only if it moved forward (or both are 0: authenticators
 * that keep no counter). One conditional UPDATE, so a cloned authenticator or a replayed assertion racing the
 * genuine one cannot both pass. False when the counter did not move forward.
 */
export async function advanceCounter(db: Db, id: string, newCounter: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(staffPasskeys.id, id),
        or(sql`${staffPasskeys.counter} < ${newCounter}`, and(eq(staffPasskeys.counter, 0), sql`${newCounter} = 0`)),
      ),
    )
    .returning({ id: staffPasskeys.id });
  return updated.length === 1;
}

/** How many passkeys the users with `mobiles` have (absent: none, or never signed in). */
export async function passkeyCounts(db: Db, mobiles: string[]): Promise<Map<string, number>> {
  if (mobiles.length === 0) return new Map();
  const rows = await db
    .select({ mobile: users.mobile, n: count() })
    .from(staffPasskeys)
    .innerJoin(users, eq(users.id, staffPasskeys.userId))
    .where(inArray(users.mobile, mobiles))
    .groupBy(users.mobile);
  return new Map(rows.map((r) => [r.mobile, Number(r.n)]));
}

/**
 * Recovery: removes every passkey of the user with `mobile` and ends all their sessions, so whoever holds a lost
 * device's session is signed out, and their next SMS sign-in registers a new passkey. Returns how many were removed.
 */
export async function removePasskeys(db: Db, mobile: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  if (!user) return 0;
  const removed = await db.delete(staffPasskeys).where(eq(staffPasskeys.userId, user.id)).returning();
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  return removed.length;
}
