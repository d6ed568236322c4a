import { and, eq, gt, sql } from 'drizzle-orm';
import { istDay } from '../../shared/india-time.ts';
import type { DbOrTx } from '../db/client.ts';
import { smsBudgetDays } from '../db/schema.ts';

/**
 * Takes one SMS of today's budget, or answers false when it is spent. One conditional upsert on the day's row: the
 * row lock makes concurrent takers on any process count one after another, so never more than `budget` are taken.
 */
export async function takeSms(db: DbOrTx, now: Date, budget: number): Promise<boolean> {
  const taken = await db
    .insert(smsBudgetDays)
    .values({ day: istDay(now), sent: 1 })
    .onConflictDoUpdate({
      target: smsBudgetDays.day,
      set: { sent: sql`${smsBudgetDays.sent} + 1` },
      setWhere: sql`${smsBudgetDays.sent} < ${budget}`,
    })
    .returning({ sent: smsBudgetDays.sent });
  return taken.length > 0;
}

/** Gives back an SMS taken for a message the gateway refused: it cost nothing. */
export async function giveBackSms(db: DbOrTx, takenAt: Date): Promise<void> {
  await db
    .update(smsBudgetDays)
    .set({ sent: sql`${smsBudgetDays.sent} - 1` })
    .where(and(eq(smsBudgetDays.day, istDay(takenAt)), gt(smsBudgetDays.sent, 0)));
}

/** SMS sent so far on the India day of `now`. */
export async function smsSentOn(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select()
    .from(smsBudgetDays)
    .where(eq(smsBudgetDays.day, istDay(now)));
  return row?.sent ?? 0;
}
