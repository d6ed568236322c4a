import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { otpCodes, otpSends } from '../db/schema.ts';
import { resendWaitMs } from '../../shared/otp-rules.ts';
import { HOUR_MS } from './codes.ts';

/**
 * When the next code to `mobile` may go out, from its sends in the last hour since its last sign-in (the wait
 * grows with each: see resendWaitMs), or null when none is due. A send reads it under the number's lock.
 */
export async function nextCodeAt(tx: DbOrTx, mobile: string, now: Date): Promise<Date | null> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [sends] = await tx
    .select({
      // Sends before the number's last sign-in do not grow the wait: the owner got in.
      sinceSignIn: sql<number>`(count(*) filter (where ${otpSends.sentAt} > coalesce((select ${otpCodes.verifiedAt}
        from ${otpCodes} where ${otpCodes.mobile} = ${mobile}), '-infinity')))::int`,
      latest: sql<Date | null>`max(${otpSends.sentAt})`,
    })
    .from(otpSends)
    .where(and(eq(otpSends.mobile, mobile), gt(otpSends.sentAt, hourAgo)));
  if (!sends?.latest) return null;
  return new Date(new Date(sends.latest).getTime() + resendWaitMs(Math.max(1, sends.sinceSignIn)));
}
