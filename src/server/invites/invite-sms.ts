import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { COFOUNDER_MESSAGES } from '../../shared/messages/cofounders.ts';
import { cofounderInvites, startups, users } from '../db/schema.ts';
import type { ClaimedSms, SmsQueue } from '../sms/delivery.ts';
import { tokenHash } from './respond.ts';

/** How long an invite link works. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

/** Where the SMS points and whose event it names. */
export interface InviteSmsSite {
  siteUrl: string;
  eventName: string;
}

/** An invite SMS as delivery claims it: its text names the inviter, read when it is sent. */
interface ClaimedInviteSms extends ClaimedSms {
  inviterId: number;
}

/**
 * Invite SMS: one per pending invite whose SMS is due (an invite, a resend). Only once the SMS is about to go out is the
 * invite given a new link token (only its hash is stored; the earlier link stops working). A send without an answer
 * counts as sent (the applicant may resend); a refused one is tried 5 times, then left for the applicant's resend.
 */
export function inviteSmsQueue(site: () => InviteSmsSite): SmsQueue<ClaimedInviteSms> {
  return {
    kind: 'invite',
    table: cofounderInvites,
    columns: {
      id: cofounderInvites.id,
      dueAt: cofounderInvites.smsDueAt,
      claimedUntil: cofounderInvites.smsClaimedUntil,
      attempts: cofounderInvites.smsAttempts,
    },
    waiting: eq(cofounderInvites.status, 'pending'),
    change: (db, change, where) =>
      db
        .update(cofounderInvites)
        .set({
          smsClaimedUntil: change.claimedUntil,
          smsAttempts: change.attempts,
          smsDueAt: change.dueAt,
          smsLastError: change.lastError,
          smsSentAt: change.sentAt,
        })
        .where(where)
        .returning({
          id: cofounderInvites.id,
          mobile: cofounderInvites.mobile,
          attempts: cofounderInvites.smsAttempts,
          inviterId: cofounderInvites.inviterId,
        }),
    async text(db, claimed, now) {
      const [inviter] = await db
        .select({ name: users.name, startup: startups.name })
        .from(users)
        .leftJoin(startups, eq(startups.userId, users.id))
        .where(eq(users.id, claimed.inviterId));
      const token = randomBytes(24).toString('base64url');
      await db
        .update(cofounderInvites)
        .set({ tokenHash: tokenHash(token), tokenExpiresAt: new Date(now.getTime() + INVITE_TTL_MS) })
        .where(eq(cofounderInvites.id, claimed.id));
      const { siteUrl, eventName } = site();
      const link = `${siteUrl.replace(/\/+$/, '')}/invite?token=${token}`;
      return COFOUNDER_MESSAGES.sms(eventName, inviter?.name ?? '', inviter?.startup ?? '', link);
    },
    unanswered: 'counted as sent',
    maxAttempts: 5,
  };
}
