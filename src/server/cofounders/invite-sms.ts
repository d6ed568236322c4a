import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { inviteEmail } from '../../shared/messages/emails.ts';
import { smsMessage } from '../../shared/sms-message.ts';
import { cofounderInvites, users } from '../db/schema.ts';
import { queueEmail } from '../email/outbox.ts';
import { type SmsQueue, smsColumnsOf } from '../sms/delivery.ts';
import { tokenHash } from './respond.ts';

/** How long an invite link works. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

/** Where the SMS points and whose event it names. */
export interface InviteSmsSite {
  siteUrl: string;
  eventName: string;
}

/**
 * Invite SMS: one per pending invite whose SMS is due (an invite, a resend). Its registered wording names nothing the
 * inviter wrote (neither their name nor their startup's): the invite page shows both once the invitee signed in with
 * the invited number. Only once the SMS is about to go out is the invite given a new link token (only its hash is stored; the earlier link stops working). A send without an answer
 * counts as sent (the applicant may resend); a refused one is tried 5 times, then left for the applicant's resend.
 */
export function inviteSmsQueue(site: () => InviteSmsSite): SmsQueue {
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
      db.update(cofounderInvites).set(smsColumnsOf(change)).where(where).returning({
        id: cofounderInvites.id,
        mobile: cofounderInvites.mobile,
        attempts: cofounderInvites.smsAttempts,
      }),
    async message(db, claimed, now) {
      const token = randomBytes(24).toString('base64url');
      await db
        .update(cofounderInvites)
        .set({ tokenHash: tokenHash(token), tokenExpiresAt: new Date(now.getTime() + INVITE_TTL_MS) })
        .where(eq(cofounderInvites.id, claimed.id));
      const { siteUrl, eventName } = site();
      const link = `${siteUrl.replace(/\/+$/, '')}/invite?token=${token}`;
      // By e-mail too to an invitee who gave the event an address and agreed to hear from it: an invite is not about
      // their own application, so the opt-in decides. Keyed by the link, so each link is e-mailed once.
      const [invitee] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.mobile, claimed.mobile), eq(users.isEmailOptIn, true), ne(users.email, '')));
      if (invitee) {
        const mail = inviteEmail({ eventName, link });
        await queueEmail(db, `invite:${claimed.id}:${tokenHash(token)}`, { to: invitee.email, ...mail }, now);
      }
      return smsMessage('COFOUNDER_INVITE', eventName, { link });
    },
    unanswered: 'counted as sent',
    maxAttempts: 5,
  };
}
