import { and, eq, gt, sql } from 'drizzle-orm';
import { istDay } from '../../shared/india-time.ts';
import type { DbOrTx } from '../db/client.ts';
import { smsBudgetDays, smsMinutes } from '../db/schema.ts';

/** The day's SMS and how they are shared between purposes (SMS_DAILY_BUDGET, SMS_SIGNIN_RESERVE). */
export interface SmsBudget {
  /** SMS per day (India time), every purpose together. */
  daily: number;
  /** Of them, what only sign-in codes may take: releases, invites and reminders stop short of it. */
  signInReserve: number;
}

/**
 * What an SMS is for: a sign-in code may take the whole day's budget; anything else ('bulk': decisions, invites,
 * reminders) stops SMS_SIGNIN_RESERVE short of it, whatever sign-in already took, so no release or invite can leave
 * sign-in less than the reserve.
 */
export type SmsPurpose = 'signIn' | 'bulk';

/** SMS other purposes may take in a day, counting every SMS sent: the budget less the sign-in reserve. */
export const bulkAllowance = (budget: SmsBudget) => Math.max(0, budget.daily - budget.signInReserve);

/**
 * Takes one SMS of today's budget for `purpose`, or answers false when it is spent. One conditional upsert on the
 * day's row: the row lock makes concurrent takers on any process count one after another, so never more than
 * `daily` are sent in all, and a bulk message only while fewer than the budget less the reserve are.
 */
export async function takeSms(db: DbOrTx, now: Date, budget: SmsBudget, purpose: SmsPurpose): Promise<boolean> {
  const limit = purpose === 'bulk' ? bulkAllowance(budget) : budget.daily;
  // The insert that opens a day's row is not held by the update's condition.
  if (limit <= 0) return false;
  const d = smsBudgetDays;
  const taken = await db
    .insert(d)
    .values({ day: istDay(now), sent: 1 })
    .onConflictDoUpdate({ target: d.day, set: { sent: sql`${d.sent} + 1` }, setWhere: sql`${d.sent} < ${limit}` })
    .returning({ sent: d.sent });
  return taken.length > 0;
}

/** Gives back an SMS taken for a message the gateway refused: it cost nothing. */
export async function giveBackSms(db: DbOrTx, takenAt: Date): Promise<void> {
  await db
    .update(smsBudgetDays)
    .set({ sent: sql`${smsBudgetDays.sent} - 1` })
    .where(and(eq(smsBudgetDays.day, istDay(takenAt)), gt(smsBudgetDays.sent, 0)));
}

/** SMS sent so far on the India day of `now`, every purpose together. */
export async function smsSentOn(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select()
    .from(smsBudgetDays)
    .where(eq(smsBudgetDays.day, istDay(now)));
  return row?.sent ?? 0;
}

/** The start of the minute `at` falls in. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/**
 * Takes one of this minute's decision SMS (SMS_RELEASE_PER_MINUTE), or answers false when the minute's are taken: one
 * conditional upsert on the minute's row, so processes together never pass the rate. Older minutes are dropped.
 */
export async function takeReleaseSlot(db: DbOrTx, now: Date, perMinute: number): Promise<boolean> {
  if (perMinute <= 0) return false;
  const minute = minuteOf(now);
  await db.delete(smsMinutes).where(sql`${smsMinutes.minute} < ${minute}`);
  const taken = await db
    .insert(smsMinutes)
    .values({ minute, sent: 1 })
    .onConflictDoUpdate({
      target: smsMinutes.minute,
      set: { sent: sql`${smsMinutes.sent} + 1` },
      setWhere: sql`${smsMinutes.sent} < ${perMinute}`,
    })
    .returning({ sent: smsMinutes.sent });
  return taken.length > 0;
}

/** Gives back a minute's slot taken for a message that did not go out after all. */
export async function giveBackReleaseSlot(db: DbOrTx, takenAt: Date): Promise<void> {
  await db
    .update(smsMinutes)
    .set({ sent: sql`${smsMinutes.sent} - 1` })
    .where(and(eq(smsMinutes.minute, minuteOf(takenAt)), gt(smsMinutes.sent, 0)));
}
