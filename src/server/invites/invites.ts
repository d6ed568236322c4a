import { and, asc, eq, sql } from 'drizzle-orm';
import type { CofounderInvite } from '../../shared/cofounder-schemas.ts';
import { COFOUNDER_MESSAGES, MAX_COFOUNDER_INVITES } from '../../shared/messages/cofounders.ts';
import type { Db } from '../db/client.ts';
import { cofounderInvites, users } from '../db/schema.ts';
import { fail, tooMany } from '../errors.ts';

/** The wait between two SMS of one invite, and how many one invite may send: the sign-in code's first wait and cap. */
const INVITE_RESEND_WAIT_MS = 60_000;
const INVITE_MAX_SENDS = 5;

/**
 * Invites `mobile` as a co-founder of `inviter`'s application and queues its SMS (the outbox sends it). Under the
 * inviter's row lock, so two requests at once count the team one after the other and never pass the limit; the
 * unique (inviter, mobile) key refuses the same number twice whichever process the requests reach.
 */
export async function inviteCofounder(
  db: Db,
  inviter: { id: number; mobile: string },
  input: { mobile: string; role: string },
  now: Date,
): Promise<void> {
  if (input.mobile === inviter.mobile) throw fail(400, COFOUNDER_MESSAGES.inviteSelf);
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, inviter.id)).for('update');
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(cofounderInvites)
      .where(eq(cofounderInvites.inviterId, inviter.id));
    const inserted = await tx
      .insert(cofounderInvites)
      .values({
        inviterId: inviter.id,
        mobile: input.mobile,
        role: input.role,
        invitedAt: now,
        lastQueuedAt: now,
        smsDueAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: cofounderInvites.id });
    if (inserted.length === 0) throw fail(409, COFOUNDER_MESSAGES.inviteTwice);
    if (Number(row!.count) >= MAX_COFOUNDER_INVITES) throw fail(409, COFOUNDER_MESSAGES.tooMany(MAX_COFOUNDER_INVITES));
  });
}

/** Withdraws the invite of `mobile` (whatever its answer): its link stops working at once. */
export async function removeInvite(db: Db, inviterId: number, mobile: string): Promise<void> {
  const removed = await db
    .delete(cofounderInvites)
    .where(and(eq(cofounderInvites.inviterId, inviterId), eq(cofounderInvites.mobile, mobile)))
    .returning({ id: cofounderInvites.id });
  if (removed.length === 0) throw fail(404, COFOUNDER_MESSAGES.notInvited);
}

/**
 * Queues the invite's SMS again (a new link; the old one stops working when it goes out). One conditional UPDATE: a
 * pending invite whose last SMS was queued at least INVITE_RESEND_WAIT_MS ago and that has not used up its sends, so
 * two clicks at once queue one. The day's SMS budget is taken when it is sent, as for every SMS.
 */
export async function resendInvite(db: Db, inviterId: number, mobile: string, now: Date): Promise<void> {
  const mine = and(eq(cofounderInvites.inviterId, inviterId), eq(cofounderInvites.mobile, mobile));
  const readyAt = new Date(now.getTime() - INVITE_RESEND_WAIT_MS);
  const queued = await db
    .update(cofounderInvites)
    .set({ sends: sql`${cofounderInvites.sends} + 1`, lastQueuedAt: now, smsDueAt: now, smsAttempts: 0 })
    .where(
      and(
        mine,
        eq(cofounderInvites.status, 'pending'),
        sql`${cofounderInvites.lastQueuedAt} <= ${readyAt}`,
        sql`${cofounderInvites.sends} < ${INVITE_MAX_SENDS}`,
      ),
    )
    .returning({ id: cofounderInvites.id });
  if (queued.length > 0) return;
  const [invite] = await db.select().from(cofounderInvites).where(mine);
  if (!invite) throw fail(404, COFOUNDER_MESSAGES.notInvited);
  if (invite.status !== 'pending') throw fail(409, COFOUNDER_MESSAGES.resendAnswered);
  if (invite.sends >= INVITE_MAX_SENDS) throw fail(429, COFOUNDER_MESSAGES.resendTooMany(INVITE_MAX_SENDS));
  const waitMs = invite.lastQueuedAt.getTime() + INVITE_RESEND_WAIT_MS - now.getTime();
  throw tooMany(COFOUNDER_MESSAGES.resendTooSoon, waitMs / 1000);
}

/** The applicant's invites, oldest first, as their page shows them. */
export async function listInvites(db: Db, inviterId: number): Promise<CofounderInvite[]> {
  const rows = await db
    .select()
    .from(cofounderInvites)
    .where(eq(cofounderInvites.inviterId, inviterId))
    .orderBy(asc(cofounderInvites.invitedAt), asc(cofounderInvites.id));
  return rows.map((r) => ({
    mobile: r.mobile,
    role: r.role,
    status: r.status as CofounderInvite['status'],
    invitedAt: r.invitedAt.toISOString(),
    smsSent: r.smsSentAt !== null && r.smsDueAt === null,
  }));
}
