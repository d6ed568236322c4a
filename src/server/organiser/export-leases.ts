import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exportLeases } from '../db/schema.ts';

/** Exports one person may run at once; a third is refused until one ends. */
export const EXPORT_SLOTS = 2;
/**
 * How long a lease lasts without being renewed. The export renews it with every page, so only an export whose
 * process died keeps a slot this long.
 */
const LEASE_MS = 2 * 60_000;

export interface ExportLease {
  /** Pushes the expiry on while the export is still running. */
  renew(now: Date): Promise<void>;
  release(): Promise<void>;
}

/**
 * Claims one of the person's export slots, or answers null when both are held. Each attempt is one atomic upsert
 * on (mobile, slot) that only takes a free or expired slot, so concurrent requests to any process cannot hold
 * more than EXPORT_SLOTS between them.
 */
export async function claimExportSlot(db: Db, mobile: string, now: Date): Promise<ExportLease | null> {
  const token = randomUUID();
  for (let slot = 0; slot < EXPORT_SLOTS; slot++) {
    const expiresAt = new Date(now.getTime() + LEASE_MS);
    const [taken] = await db
      .insert(exportLeases)
      .values({ mobile, slot, token, expiresAt })
      .onConflictDoUpdate({
        target: [exportLeases.mobile, exportLeases.slot],
        set: { token, expiresAt },
        setWhere: lte(exportLeases.expiresAt, now),
      })
      .returning({ token: exportLeases.token });
    if (taken?.token !== token) continue;
    const mine = and(eq(exportLeases.mobile, mobile), eq(exportLeases.slot, slot), eq(exportLeases.token, token));
    return {
      renew: async (at) => {
        await db
          .update(exportLeases)
          .set({ expiresAt: new Date(at.getTime() + LEASE_MS) })
          .where(mine);
      },
      release: async () => {
        await db.delete(exportLeases).where(mine);
      },
    };
  }
  return null;
}
