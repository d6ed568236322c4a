import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { staffInviteEmail } from '../../shared/messages/emails.ts';
import { INVITE_COOLING_HOURS, STAFF_MESSAGES } from '../../shared/messages/staff.ts';
import type { StaffInvite, StaffList, StaffMember, StaffRole } from '../../shared/staff-schemas.ts';
import type { SmsWordingId } from '../../shared/messages/sms-wordings.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  reviewAssignments,
  reviewRounds,
  reviews,
  sessions,
  staffMembers,
  staffPasskeys,
  staffSms,
  users,
} from '../db/schema.ts';
import type { StaffDirectory } from '../deps.ts';
import { queueEmail } from '../email/outbox.ts';
import { fail } from '../errors.ts';
import { lockAssignments } from './assignment.ts';
import { roleOf } from '../staff/roles.ts';

const COOLING_MS = INVITE_COOLING_HOURS * 60 * 60_000;

/** The registered invitation each role gets: each says what the person is asked to do. */
const INVITE_WORDING = {
  REVIEWER: 'REVIEWER_INVITE',
  ORGANISER: 'ORGANISER_INVITE',
  JUDGE: 'JUDGE_INVITE',
} as const satisfies Record<StaffRole, SmsWordingId>;

/** Where the invitation and the reminder point, and whose event they name. */
export interface StaffSite {
  siteUrl: string;
  eventName: string;
}

/** The page an invited person signs in on. */
export const signInPage = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/login`;

/** The open review round (none when every round is a draft or closed). */
export async function openRound(db: Db) {
  const [round] = await db
    .select({ id: reviewRounds.id, name: reviewRounds.name, closesAt: reviewRounds.closesAt })
    .from(reviewRounds)
    .where(eq(reviewRounds.status, 'open'));
  return round;
}

const fromEnvironment = (roles: StaffDirectory, mobile: string) => roleOf(roles.environment, mobile);

/**
 * Every organiser and reviewer, the environment's first, then by name: their role as it stands (the environment's
 * wins over the workspace's), whether they hold a passkey, and their progress in the open round.
 */
export async function listStaff(db: Db, roles: StaffDirectory): Promise<StaffList> {
  const [rows, round] = await Promise.all([db.select().from(staffMembers), openRound(db)]);
  const byMobile = new Map(rows.map((r) => [r.mobile, r]));
  const mobiles = [...new Set([...roles.environment.organisers, ...roles.environment.reviewers, ...byMobile.keys()])];
  const [profiles, withPasskey, progress] = await Promise.all([
    mobiles.length
      ? db.select({ mobile: users.mobile, name: users.name }).from(users).where(inArray(users.mobile, mobiles))
      : [],
    mobiles.length
      ? db
          .selectDistinct({ mobile: users.mobile })
          .from(staffPasskeys)
          .innerJoin(users, eq(users.id, staffPasskeys.userId))
          .where(inArray(users.mobile, mobiles))
      : [],
    round
      ? db
          .select({
            mobile: reviewAssignments.reviewerMobile,
            assigned: sql<number>`count(*)::int`,
            reviewed: sql<number>`count(${reviews.submissionId})::int`,
          })
          .from(reviewAssignments)
          .leftJoin(
            reviews,
            and(
              eq(reviews.roundId, reviewAssignments.roundId),
              eq(reviews.submissionId, reviewAssignments.submissionId),
              eq(reviews.reviewerMobile, reviewAssignments.reviewerMobile),
            ),
          )
          .where(eq(reviewAssignments.roundId, round.id))
          .groupBy(reviewAssignments.reviewerMobile)
      : [],
  ]);
  const profileName = new Map(profiles.map((p) => [p.mobile, p.name.trim()]));
  const passkeys = new Set(withPasskey.map((p) => p.mobile));
  const done = new Map(progress.map((p) => [p.mobile, p]));
  const staff: StaffMember[] = mobiles.map((mobile) => {
    const row = byMobile.get(mobile);
    const environmentRole = fromEnvironment(roles, mobile);
    const role: StaffRole =
      environmentRole === 'ORGANISER' || row?.role === 'ORGANISER'
        ? 'ORGANISER'
        : environmentRole === 'REVIEWER'
          ? 'REVIEWER'
          : ((row?.role ?? 'REVIEWER') as StaffRole);
    return {
      mobile,
      name: row?.name || profileName.get(mobile) || mobile,
      role,
      sectors: row?.sectors ?? [],
      source: environmentRole === 'PARTICIPATOR' ? 'app' : 'environment',
      invitedAt: row ? row.invitedAt.toISOString() : null,
      hasPasskey: passkeys.has(mobile),
      progress: {
        assigned: Number(done.get(mobile)?.assigned ?? 0),
        reviewed: Number(done.get(mobile)?.reviewed ?? 0),
      },
    };
  });
  staff.sort(
    (a, b) =>
      Number(a.source === 'app') - Number(b.source === 'app') ||
      a.name.localeCompare(b.name) ||
      a.mobile.localeCompare(b.mobile),
  );
  const openRoundView = round
    ? { id: round.id, name: round.name, closesAt: round.closesAt?.toISOString() ?? null }
    : null;
  return { staff, openRound: openRoundView };
}

/** What saving a staff member came to. */
export interface SavedStaff {
  name: string;
  created: boolean;
  /** Whether an invitation went into the outbox. */
  invited: boolean;
}

/**
 * Adds or updates the staff member `invite` (organisers only, checked by the route). The environment's numbers keep
 * their role: an environment organiser cannot be made a reviewer, nor an organiser themself (409). A new member, or
 * one invited again who has no passkey yet, gets an invitation (an SMS, and an e-mail to the address given or their
 * profile's opted-in one), unless one was queued within INVITE_COOLING_HOURS: the cooling period is claimed with one
 * conditional UPDATE, so two organisers inviting at once send one.
 */
export async function saveStaffMember(
  tx: Tx,
  roles: StaffDirectory,
  invite: StaffInvite,
  by: string,
  now: Date,
  site: StaffSite,
): Promise<SavedStaff> {
  // The environment's role wins (roles.ts): only a promotion from its reviewer to organiser would take effect.
  const environmentRole = fromEnvironment(roles, invite.mobile);
  if (environmentRole !== 'PARTICIPATOR' && environmentRole !== invite.role && invite.role !== 'ORGANISER') {
    throw fail(409, STAFF_MESSAGES.inEnvironment);
  }
  if (invite.role !== 'ORGANISER' && invite.mobile === by) throw fail(409, STAFF_MESSAGES.notYourselfDemoted);
  const [saved] = await tx
    .insert(staffMembers)
    .values({ ...invite, invitedBy: by, invitedAt: now })
    .onConflictDoUpdate({
      target: staffMembers.mobile,
      set: {
        role: invite.role,
        name: invite.name,
        sectors: invite.sectors,
        email: invite.email ? invite.email : sql`${staffMembers.email}`,
      },
    })
    .returning({ created: sql<boolean>`xmax = 0`, email: staffMembers.email });
  const [claimed] = await tx
    .update(staffMembers)
    .set({ inviteQueuedAt: now })
    .where(
      and(
        eq(staffMembers.mobile, invite.mobile),
        sql`(${staffMembers.inviteQueuedAt} is null or ${staffMembers.inviteQueuedAt} <= ${new Date(now.getTime() - COOLING_MS)})`,
        sql`not exists (select 1 from ${staffPasskeys} p join ${users} u on u.id = p.user_id where u.mobile = ${invite.mobile})`,
      ),
    )
    .returning({ mobile: staffMembers.mobile });
  if (claimed) await queueInvitation(tx, invite, saved?.email ?? '', now, site);
  return { name: invite.name, created: Boolean(saved?.created), invited: Boolean(claimed) };
}

/** The invitation's SMS and, where an address is known, its e-mail, in the transaction that claimed it. */
async function queueInvitation(tx: Tx, invite: StaffInvite, email: string, now: Date, site: StaffSite) {
  const key = `invite:${invite.mobile}:${now.getTime()}`;
  await tx
    .insert(staffSms)
    .values({ key, mobile: invite.mobile, wording: INVITE_WORDING[invite.role], createdAt: now, smsDueAt: now })
    .onConflictDoNothing({ target: staffSms.key });
  const [profile] = email
    ? [{ email }]
    : await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.mobile, invite.mobile), eq(users.isEmailOptIn, true), sql`${users.email} <> ''`));
  if (!profile) return;
  const mail = staffInviteEmail({ eventName: site.eventName, link: signInPage(site.siteUrl), role: invite.role });
  await queueEmail(tx, `staff-${key}`, { to: profile.email, ...mail }, now);
}

/** What removing a staff member came to. */
export interface RemovedStaff {
  name: string;
  sessionsEnded: number;
  /** Assignments without their review, in open or draft rounds, given back to the pool. */
  returned: number;
}

/**
 * Removes the staff member `mobile` added in the workspace, in the transaction `tx`: their row, their sessions (so
 * a process whose snapshot still names them lets no request of theirs through), their unsent invitations and
 * reminders, and their assignments without a review of theirs in open or draft rounds, which automatic assignment
 * fills again. Their reviews stay. Under the assignment lock, so a run in progress finishes before, and the next
 * reads the pool without them. Refused for oneself (400), for the environment's numbers (409), 404 for anyone else.
 */
export async function removeStaffMember(
  tx: Tx,
  roles: StaffDirectory,
  mobile: string,
  by: string,
): Promise<RemovedStaff> {
  if (mobile === by) throw fail(400, STAFF_MESSAGES.notYourself);
  if (fromEnvironment(roles, mobile) !== 'PARTICIPATOR') throw fail(409, STAFF_MESSAGES.inEnvironment);
  await lockAssignments(tx);
  const [removed] = await tx
    .delete(staffMembers)
    .where(eq(staffMembers.mobile, mobile))
    .returning({ name: staffMembers.name });
  if (!removed) throw fail(404, STAFF_MESSAGES.notFound);
  const ended = await tx
    .delete(sessions)
    .where(inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile))))
    .returning({ tokenHash: sessions.tokenHash });
  await tx.delete(staffSms).where(and(eq(staffSms.mobile, mobile), isNull(staffSms.smsSentAt)));
  const returned = await tx
    .delete(reviewAssignments)
    .where(
      and(
        eq(reviewAssignments.reviewerMobile, mobile),
        inArray(
          reviewAssignments.roundId,
          tx
            .select({ id: reviewRounds.id })
            .from(reviewRounds)
            .where(inArray(reviewRounds.status, ['open', 'draft'])),
        ),
        sql`not exists (select 1 from ${reviews} r where r.round_id = ${reviewAssignments.roundId}
          and r.submission_id = ${reviewAssignments.submissionId} and r.reviewer_mobile = ${reviewAssignments.reviewerMobile})`,
      ),
    )
    .returning({ submissionId: reviewAssignments.submissionId });
  return { name: removed.name, sessionsEnded: ended.length, returned: returned.length };
}
