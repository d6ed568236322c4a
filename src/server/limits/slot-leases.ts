import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { slotLeases } from '../db/schema.ts';

/** What holds slots, and how many each holder may hold at once. */
const SLOTS = {
  /** Exports of the workspace per person: each streams the whole list. */
  export: 2,
  /** Application uploads in flight per account: each holds a request body and a temporary file. */
  upload: 3,
} as const;
export type SlotKind = keyof typeof SLOTS;

/**
 * How long a lease lasts unless renewed. A held lease is renewed every third of this while its work runs, so
 * only a slot whose process died stays taken this long.
 */
const LEASE_MS = 2 * 60_000;

export interface SlotLease {
  release(): Promise<void>;
}

/**
 * Claims one of the holder's slots of `kind`, or answers null when all are held. Each attempt is one atomic upsert
 * on (kind, holder, slot) that only takes a free or lapsed slot, so concurrent requests to any number of processes
 * never hold more than SLOTS[kind] between them.
 */
export async function claimSlot(db: Db, kind: SlotKind, holder: string, now: () => Date): Promise<SlotLease | null> {
  const token = randomUUID();
  for (let slot = 0; slot < SLOTS[kind]; slot++) {
    const at = now();
    const [taken] = await db
      .insert(slotLeases)
      .values({ kind, holder, slot, token, expiresAt: new Date(at.getTime() + LEASE_MS) })
      .onConflictDoUpdate({
        target: [slotLeases.kind, slotLeases.holder, slotLeases.slot],
        set: { token, expiresAt: new Date(at.getTime() + LEASE_MS) },
        setWhere: lte(slotLeases.expiresAt, at),
      })
      .returning({ token: slotLeases.token });
    if (taken?.token !== token) continue;
    const mine = and(
      eq(slotLeases.kind, kind),
      eq(slotLeases.holder, holder),
      eq(slotLeases.slot, slot),
      eq(slotLeases.token, token),
    );
    const renewal = setInterval(() => {
      db.update(slotLeases)
        .set({ expiresAt: new Date(now().getTime() + LEASE_MS) })
        .where(mine)
        .catch((err) => console.error(`[limits] Could not renew a ${kind} slot:`, err));
    }, LEASE_MS / 3);
    renewal.unref();
    let released = false;
    return {
      async release() {
        if (released) return;
        released = true;
        clearInterval(renewal);
        await db.delete(slotLeases).where(mine);
      },
    };
  }
  return null;
}
