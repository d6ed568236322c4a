import { and, eq, sql } from 'drizzle-orm';
import { istDay, nextIstMidnight } from '../../shared/india-time.ts';
import { COFOUNDER_MESSAGES } from '../../shared/messages/cofounders.ts';
import type { DbOrTx } from '../db/client.ts';
import { inviteRecipients, inviteSmsDays, inviteSmsNumbers } from '../db/schema.ts';
import { fail, tooMany } from '../errors.ts';

/** The wait between two invite SMS to one number from one inviter: the sign-in code's first wait. */
const INVITE_SMS_WAIT_MS = 60_000;
/**
 * Invite SMS one inviter's mobile may send in a day (India time), all numbers together: a full team of four and a few
 * resends. Without it, inviting and removing number after number would text strangers in the event's name.
 */
export const INVITE_SMS_PER_APPLICANT_PER_DAY = 10;
/** Invite SMS one number may receive in a week, from every inviter together. */
const INVITES_PER_NUMBER_PER_WEEK = 3;
const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * Claims one invite SMS from `inviterMobile` to `mobile` now, or throws saying why not: 403 when the number refused
 * further invites, 429 saying when one may be sent when it is too soon after the last from this inviter
 * (INVITE_SMS_WAIT_MS), when the number received INVITES_PER_NUMBER_PER_WEEK this week, or when the inviter sent
 * INVITE_SMS_PER_APPLICANT_PER_DAY today. The same rule for an invite, the same number invited again after a removal and
 * a resend. Every count is keyed by mobiles, never by an account, and is kept apart from the invite, so neither removing
 * an invite nor erasing and re-creating the account resets anything. Each limit is one conditional upsert whose row lock
 * orders concurrent claims on any process; run it in the transaction that queues the SMS, so a refusal by a later one
 * leaves the earlier ones untaken and nothing queued.
 */
export async function claimInviteSms(tx: DbOrTx, inviterMobile: string, mobile: string, now: Date): Promise<void> {
  await claimWait(tx, inviterMobile, mobile, now);
  await claimRecipientWeek(tx, mobile, now);
  const day = istDay(now);
  const d = inviteSmsDays;
  const taken = await tx
    .insert(d)
    .values({ inviterMobile, day, sent: 1 })
    .onConflictDoUpdate({
      target: [d.inviterMobile, d.day],
      set: { sent: sql`${d.sent} + 1` },
      setWhere: sql`${d.sent} < ${INVITE_SMS_PER_APPLICANT_PER_DAY}`,
    })
    .returning({ sent: d.sent });
  if (taken.length === 0)
    throw untilTomorrow(COFOUNDER_MESSAGES.smsApplicantDailyCap(INVITE_SMS_PER_APPLICANT_PER_DAY), now);
}

/** The wait between two invite SMS from one inviter to one number. */
async function claimWait(tx: DbOrTx, inviterMobile: string, mobile: string, now: Date): Promise<void> {
  const n = inviteSmsNumbers;
  const readyAt = new Date(now.getTime() - INVITE_SMS_WAIT_MS);
  const claimed = await tx
    .insert(n)
    .values({ inviterMobile, mobile, lastQueuedAt: now })
    .onConflictDoUpdate({
      target: [n.inviterMobile, n.mobile],
      set: { lastQueuedAt: now },
      setWhere: sql`${n.lastQueuedAt} <= ${readyAt}`,
    })
    .returning({ mobile: n.mobile });
  if (claimed.length > 0) return;
  const [last] = await tx
    .select()
    .from(n)
    .where(and(eq(n.inviterMobile, inviterMobile), eq(n.mobile, mobile)));
  const seconds = Math.max(1, Math.ceil((last!.lastQueuedAt.getTime() + INVITE_SMS_WAIT_MS - now.getTime()) / 1000));
  throw tooMany(COFOUNDER_MESSAGES.smsTooSoon(seconds), seconds);
}

/** One invite of the number's week: a week runs from the first invite it received after the last week ended. */
async function claimRecipientWeek(tx: DbOrTx, mobile: string, now: Date): Promise<void> {
  const r = inviteRecipients;
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const over = sql`${r.weekStart} <= ${weekAgo}`;
  const claimed = await tx
    .insert(r)
    .values({ mobile, weekStart: now, received: 1 })
    .onConflictDoUpdate({
      target: r.mobile,
      set: {
        weekStart: sql`case when ${over} then ${now} else ${r.weekStart} end`,
        received: sql`case when ${over} then 1 else ${r.received} + 1 end`,
      },
      setWhere: sql`${r.optedOutAt} is null and (${over} or ${r.received} < ${INVITES_PER_NUMBER_PER_WEEK})`,
    })
    .returning({ received: r.received });
  if (claimed.length > 0) return;
  const [row] = await tx.select().from(r).where(eq(r.mobile, mobile));
  if (row!.optedOutAt) throw fail(403, COFOUNDER_MESSAGES.numberOptedOut);
  const seconds = (row!.weekStart.getTime() + WEEK_MS - now.getTime()) / 1000;
  throw tooMany(COFOUNDER_MESSAGES.numberWeeklyCap(INVITES_PER_NUMBER_PER_WEEK), seconds);
}

/**
 * Records that the owner of `mobile` wants no further invites from the event: every later invite to it is refused
 * (403), and the SMS of invites already waiting to go out are never sent (the caller cancels them in the same
 * transaction). Idempotent: a second refusal keeps the first date.
 */
export async function refuseFurtherInvites(tx: DbOrTx, mobile: string, now: Date): Promise<void> {
  const r = inviteRecipients;
  await tx
    .insert(r)
    .values({ mobile, weekStart: now, received: 0, optedOutAt: now })
    .onConflictDoUpdate({ target: r.mobile, set: { optedOutAt: sql`coalesce(${r.optedOutAt}, ${now})` } });
}

const untilTomorrow = (message: string, now: Date) =>
  tooMany(message, (nextIstMidnight(now).getTime() - now.getTime()) / 1000);
