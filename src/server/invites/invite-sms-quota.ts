import { and, eq, sql } from 'drizzle-orm';
import { istDay, nextIstMidnight } from '../../shared/india-time.ts';
import { COFOUNDER_MESSAGES } from '../../shared/messages/cofounders.ts';
import type { DbOrTx } from '../db/client.ts';
import { inviteSmsDays, inviteSmsNumbers } from '../db/schema.ts';
import { tooMany } from '../errors.ts';

/** The wait between two invite SMS to one number from one applicant: the sign-in code's first wait. */
const INVITE_SMS_WAIT_MS = 60_000;
/** Invite SMS one applicant may send one number in a day (India time): the sign-in code's cap. */
const INVITE_SMS_PER_NUMBER_PER_DAY = 5;
/**
 * Invite SMS one applicant may send in a day, all numbers together: a full team of four and a few resends. Without
 * it, inviting and removing number after number would spend the SMS budget everyone's sign-in codes share.
 */
export const INVITE_SMS_PER_APPLICANT_PER_DAY = 10;

/**
 * Claims one invite SMS from `inviterId` to `mobile` now, or throws 429 saying when one may be sent: at least
 * INVITE_SMS_WAIT_MS after the last to that number, at most INVITE_SMS_PER_NUMBER_PER_DAY to it and
 * INVITE_SMS_PER_APPLICANT_PER_DAY in all on the India day. The same rule for an invite, the same number invited again
 * after a removal and a resend: the counts are kept apart from the invite, so removing it resets nothing. Each limit
 * is one conditional upsert whose row lock orders concurrent claims on any process; run it in the transaction that
 * queues the SMS, so a refusal by the second leaves the first untaken and nothing queued.
 */
export async function claimInviteSms(tx: DbOrTx, inviterId: number, mobile: string, now: Date): Promise<void> {
  const day = istDay(now);
  const readyAt = new Date(now.getTime() - INVITE_SMS_WAIT_MS);
  const n = inviteSmsNumbers;
  const toNumber = await tx
    .insert(n)
    .values({ inviterId, mobile, day, sends: 1, lastQueuedAt: now })
    .onConflictDoUpdate({
      target: [n.inviterId, n.mobile],
      set: { day, sends: sql`case when ${n.day} = ${day} then ${n.sends} + 1 else 1 end`, lastQueuedAt: now },
      setWhere: sql`${n.lastQueuedAt} <= ${readyAt} and (${n.day} <> ${day} or ${n.sends} < ${INVITE_SMS_PER_NUMBER_PER_DAY})`,
    })
    .returning({ sends: n.sends });
  if (toNumber.length === 0) {
    const [last] = await tx
      .select()
      .from(n)
      .where(and(eq(n.inviterId, inviterId), eq(n.mobile, mobile)));
    const waitMs = last!.lastQueuedAt.getTime() + INVITE_SMS_WAIT_MS - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw tooMany(COFOUNDER_MESSAGES.smsTooSoon(seconds), seconds);
    }
    throw untilTomorrow(COFOUNDER_MESSAGES.smsNumberDailyCap(INVITE_SMS_PER_NUMBER_PER_DAY), now);
  }
  const d = inviteSmsDays;
  const taken = await tx
    .insert(d)
    .values({ inviterId, day, sent: 1 })
    .onConflictDoUpdate({
      target: [d.inviterId, d.day],
      set: { sent: sql`${d.sent} + 1` },
      setWhere: sql`${d.sent} < ${INVITE_SMS_PER_APPLICANT_PER_DAY}`,
    })
    .returning({ sent: d.sent });
  if (taken.length === 0)
    throw untilTomorrow(COFOUNDER_MESSAGES.smsApplicantDailyCap(INVITE_SMS_PER_APPLICANT_PER_DAY), now);
}

const untilTomorrow = (message: string, now: Date) =>
  tooMany(message, (nextIstMidnight(now).getTime() - now.getTime()) / 1000);
