import { desc, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { istDay, istHourStart } from '../../shared/india-time.ts';
import { otpHours, otpSendDays } from '../db/schema.ts';
import { HOUR_MS } from './codes.ts';

/**
 * One more code sent or verified in this hour of India's clock, the hour organisers read the figure under (a UTC
 * hour would start at half past in India): one atomic upsert, so every process adds to the same figure. Real people enter their codes and pumping never does, so a falling ratio is the sign organisers watch for.
 */
export async function countCodeHour(db: DbOrTx, what: 'sent' | 'verified', now: Date): Promise<void> {
  const column = otpHours[what];
  await db
    .insert(otpHours)
    .values({ hour: istHourStart(now), [what]: 1 })
    .onConflictDoUpdate({ target: otpHours.hour, set: { [what]: sql`${column} + 1` } });
}

/** Codes sent and verified per hour over the last `hours` hours, newest first (hours without codes left out). */
export async function recentCodeHours(db: DbOrTx, now: Date, hours = 24) {
  const rows = await db
    .select()
    .from(otpHours)
    .where(gte(otpHours.hour, new Date(istHourStart(now).getTime() - (hours - 1) * HOUR_MS)))
    .orderBy(desc(otpHours.hour));
  return rows.map((r) => ({ hour: r.hour.toISOString(), sent: r.sent, verified: r.verified }));
}

/** One more code sent today (one atomic upsert, so concurrent sends all count). */
export async function countCodeSent(db: DbOrTx, now: Date): Promise<void> {
  await db
    .insert(otpSendDays)
    .values({ day: istDay(now), count: 1 })
    .onConflictDoUpdate({ target: otpSendDays.day, set: { count: sql`${otpSendDays.count} + 1` } });
}
