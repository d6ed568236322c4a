import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CofounderInvite, CofounderList } from '../../shared/cofounder-schemas.ts';
import { teamMayGrow } from '../../shared/application-outcome.ts';
import { COFOUNDER_MESSAGES, MAX_COFOUNDER_INVITES } from '../../shared/messages/cofounders.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { cofounderInvites, startups, submissions, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { latestOutcome } from '../applications/outcome.ts';
import { claimInviteSms } from './invite-sms-quota.ts';

/**
 * Only an applicant whose application is submitted (and not withdrawn) invites co-founders or texts an invite again:
 * an account alone, made by anyone with a phone, must not text strangers in the event's name. 403 otherwise.
 */
async function assertApplicant(tx: DbOrTx, inviterId: number): Promise<void> {
  if (!(await hasLiveApplication(tx, inviterId))) throw fail(403, COFOUNDER_MESSAGES.applyFirst);
}

async function hasLiveApplication(db: DbOrTx, userId: number): Promise<boolean> {
  const [live] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), ne(submissions.status, 'WITHDRAWN')))
    .limit(1);
  return Boolean(live);
}

/**
 * Why the applicant `userId` may not invite anyone now: their application ended (not selected, a place declined or
 * lapsed: src/shared/application-outcome.ts), so its team is what the decision was made on. 409.
 */
async function refuseEndedTeam(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  if (!teamMayGrow(await latestOutcome(tx, userId, now))) throw fail(409, COFOUNDER_MESSAGES.teamClosed);
}

/**
 * Invites `mobile` as a co-founder of `inviter`'s submitted application (403 without one) and queues its SMS (the
 * outbox sends it), within the invite SMS rule (invite-sms-quota.ts): refused with 429 or 403 and nothing stored when
 * the number or the inviter must wait, or the number refused further invites, and with 409 once the application
 * ended. Under the inviter's row lock, so two requests at once count the team one after the other and never pass the
 * limit (a declined invite no longer counts); the unique (inviter, mobile) key refuses the same number twice whichever
 * process the requests reach.
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
    await assertApplicant(tx, inviter.id);
    await refuseEndedTeam(tx, inviter.id, now);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(cofounderInvites)
      .where(and(eq(cofounderInvites.inviterId, inviter.id), ne(cofounderInvites.status, 'declined')));
    const inserted = await tx
      .insert(cofounderInvites)
      .values({ inviterId: inviter.id, mobile: input.mobile, role: input.role, invitedAt: now, smsDueAt: now })
      .onConflictDoNothing()
      .returning({ id: cofounderInvites.id });
    if (inserted.length === 0) throw fail(409, COFOUNDER_MESSAGES.inviteTwice);
    if (Number(row!.count) >= MAX_COFOUNDER_INVITES) throw fail(409, COFOUNDER_MESSAGES.tooMany(MAX_COFOUNDER_INVITES));
    await claimInviteSms(tx, inviter.mobile, input.mobile, now);
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
 * Queues the invite's SMS again (a new link; the old one stops working when it goes out), within the invite SMS rule
 * (invite-sms-quota.ts), under the invite's row lock so an answer meanwhile is seen; refused (409) once the application
 * ended, as an invite is. The day's SMS budget is taken
 * when it is sent, as for every SMS.
 */
export async function resendInvite(
  db: Db,
  inviter: { id: number; mobile: string },
  mobile: string,
  now: Date,
): Promise<void> {
  const inviterId = inviter.id;
  await db.transaction(async (tx) => {
    await assertApplicant(tx, inviterId);
    await refuseEndedTeam(tx, inviterId, now);
    const [invite] = await tx
      .select({ id: cofounderInvites.id, status: cofounderInvites.status })
      .from(cofounderInvites)
      .where(and(eq(cofounderInvites.inviterId, inviterId), eq(cofounderInvites.mobile, mobile)))
      .for('update');
    if (!invite) throw fail(404, COFOUNDER_MESSAGES.notInvited);
    if (invite.status !== 'pending') throw fail(409, COFOUNDER_MESSAGES.resendAnswered);
    await claimInviteSms(tx, inviter.mobile, mobile, now);
    await tx.update(cofounderInvites).set({ smsDueAt: now, smsAttempts: 0 }).where(eq(cofounderInvites.id, invite.id));
  });
}

/** The applicant's invites with why they may invite no one now ('' while they may), as their page shows them. */
export async function listTeam(db: Db, inviterId: number, now: Date): Promise<CofounderList> {
  const [invites, live, outcome] = await Promise.all([
    listInvites(db, inviterId),
    hasLiveApplication(db, inviterId),
    latestOutcome(db, inviterId, now),
  ]);
  const inviteRefusal = !live
    ? COFOUNDER_MESSAGES.applyFirst
    : teamMayGrow(outcome)
      ? ''
      : COFOUNDER_MESSAGES.teamClosed;
  return { invites, inviteRefusal };
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

/**
 * The invites `mobile` received: other applicants' teams naming the number, with who invited them and for which
 * startup (what the invite's SMS and page say), oldest first.
 */
export async function listInvitesReceived(db: Db, mobile: string) {
  const rows = await db
    .select({ invite: cofounderInvites, inviterName: users.name, startupName: startups.name })
    .from(cofounderInvites)
    .innerJoin(users, eq(users.id, cofounderInvites.inviterId))
    .leftJoin(startups, eq(startups.userId, cofounderInvites.inviterId))
    .where(eq(cofounderInvites.mobile, mobile))
    .orderBy(asc(cofounderInvites.invitedAt), asc(cofounderInvites.id));
  return rows.map(({ invite, inviterName, startupName }) => ({
    inviterName,
    startupName: startupName ?? '',
    role: invite.role,
    status: invite.status,
    invitedAt: invite.invitedAt.toISOString(),
    respondedAt: invite.respondedAt?.toISOString() ?? null,
  }));
}
