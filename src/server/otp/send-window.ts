import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { otpSendWindow } from '../db/schema.ts';

const WINDOW_MS = 10 * 60_000;
const ROW = 1;

/** The start of the 10-minute window (:00, :10, :20… on the clock) that `at` falls in, as SQL. */
const windowOf = (at: Date) =>
  sql`${new Date(Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS).toISOString()}::timestamptz`;

/**
 * Counts a send in this 10-minute window and answers whether it may go: always with a solved challenge, and
 * without one only while the window's earlier sends are at most `limit` (OTP_POW_GLOBAL_PER_10MIN). One
 * conditional upsert on the one row: the row lock makes concurrent sends on any process count one after another,
 * and a send refused later rolls its count back with its transaction. A window opened by a process whose clock is
 * ahead is counted into, never moved back.
 */
export async function countSendInWindow(
  tx: DbOrTx,
  now: Date,
  { limit, solved }: { limit: number; solved: boolean },
): Promise<boolean> {
  const start = windowOf(now);
  const current = sql`${otpSendWindow.windowStart} >= ${start}`;
  const counted = await tx
    .insert(otpSendWindow)
    .values({ id: ROW, windowStart: start, sent: 1 })
    .onConflictDoUpdate({
      target: otpSendWindow.id,
      set: {
        windowStart: sql`greatest(${otpSendWindow.windowStart}, ${start})`,
        sent: sql`case when ${current} then ${otpSendWindow.sent} + 1 else 1 end`,
      },
      setWhere: solved ? undefined : sql`not ${current} or ${otpSendWindow.sent} <= ${limit}`,
    })
    .returning({ sent: otpSendWindow.sent });
  return counted.length > 0;
}

/** Gives back a send the gateway refused, while its window is still the current one. */
export async function uncountSend(db: DbOrTx, sentAt: Date): Promise<void> {
  await db
    .update(otpSendWindow)
    .set({ sent: sql`${otpSendWindow.sent} - 1` })
    .where(
      and(
        eq(otpSendWindow.id, ROW),
        sql`${otpSendWindow.windowStart} = ${windowOf(sentAt)}`,
        gt(otpSendWindow.sent, 0),
      ),
    );
}
