import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { nextIstMidnight } from '../../shared/india-time.ts';
import { COFOUNDER_MESSAGES } from '../../shared/messages/cofounders.ts';
import type { Db } from '../db/client.ts';
import { cofounderInvites, startups, users } from '../db/schema.ts';
import { logSafe, maskMobile } from '../log-safe.ts';
import { type SmsProvider, SmsOutcomeUnknown } from '../sms/provider.ts';
import { giveBackSms, takeSms } from '../sms/sms-budget.ts';
import { tokenHash } from './respond.ts';

/** How long an invite link works. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
/** How long a sender holds an invite before another process may try it. */
const CLAIM_MS = 60_000;
/** Tries of one SMS before it is left for the applicant's resend. */
const MAX_ATTEMPTS = 5;
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** Where the SMS points and whose event it names. */
export interface InviteSmsSite {
  siteUrl: string;
  eventName: string;
}

/**
 * Sends every invite SMS that is due, claimed as status SMS are: one atomic UPDATE takes an unclaimed due invite, so
 * two processes never text one invite twice. Each takes one SMS of the day's budget; only then is the invite given a
 * new link token (only its hash is stored; the earlier link stops working). A send without an answer counts as sent (the applicant
 * may resend); a failure is retried with a growing wait. Returns how many went out.
 */
export async function deliverDueInviteSms(
  db: Db,
  sms: SmsProvider,
  now: Date,
  dailyBudget: number,
  site: InviteSmsSite,
  limit = 20,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const due = and(
      eq(cofounderInvites.status, 'pending'),
      lte(cofounderInvites.smsDueAt, now),
      or(isNull(cofounderInvites.smsClaimedUntil), lte(cofounderInvites.smsClaimedUntil, now)),
    );
    const [next] = await db
      .select({ id: cofounderInvites.id })
      .from(cofounderInvites)
      .where(due)
      .orderBy(asc(cofounderInvites.smsDueAt))
      .limit(1);
    if (!next) break;
    const [claimed] = await db
      .update(cofounderInvites)
      .set({
        smsClaimedUntil: new Date(now.getTime() + CLAIM_MS),
        smsAttempts: sql`${cofounderInvites.smsAttempts} + 1`,
      })
      .where(and(eq(cofounderInvites.id, next.id), due))
      .returning();
    if (!claimed) continue;
    const settle = (set: Partial<typeof cofounderInvites.$inferInsert>) =>
      db
        .update(cofounderInvites)
        .set({ smsClaimedUntil: null, ...set })
        .where(eq(cofounderInvites.id, claimed.id));
    if (!(await takeSms(db, now, dailyBudget))) {
      await settle({ smsAttempts: claimed.smsAttempts - 1, smsDueAt: nextIstMidnight(now) });
      console.warn(`[sms] The day's SMS budget (${dailyBudget}) is spent: invite SMS wait for the next day`);
      break;
    }
    const [inviter] = await db
      .select({ name: users.name, startup: startups.name })
      .from(users)
      .leftJoin(startups, eq(startups.userId, users.id))
      .where(eq(users.id, claimed.inviterId));
    // The new link replaces the earlier one only now, when this SMS is about to carry it.
    const token = randomBytes(24).toString('base64url');
    await db
      .update(cofounderInvites)
      .set({ tokenHash: tokenHash(token), tokenExpiresAt: new Date(now.getTime() + INVITE_TTL_MS) })
      .where(eq(cofounderInvites.id, claimed.id));
    const link = `${site.siteUrl.replace(/\/+$/, '')}/invite?token=${token}`;
    try {
      await sms.sendStatus(
        claimed.mobile,
        COFOUNDER_MESSAGES.sms(site.eventName, inviter?.name ?? '', inviter?.startup ?? '', link),
      );
      await settle({ smsDueAt: null, smsSentAt: now, smsLastError: '' });
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const unknown = err instanceof SmsOutcomeUnknown;
      if (!unknown) await giveBackSms(db, now);
      console.error(`[sms] Invite SMS to ${maskMobile(claimed.mobile)} failed: ${logSafe(message)}`);
      const givenUp = unknown || claimed.smsAttempts >= MAX_ATTEMPTS;
      await settle({
        smsLastError: message.slice(0, 500),
        ...(unknown ? { smsSentAt: now } : {}),
        smsDueAt: givenUp ? null : new Date(now.getTime() + backoffMs(claimed.smsAttempts)),
      });
    }
  }
  return sent;
}
