import { createHash } from 'node:crypto';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { InviteView } from '../../shared/cofounder-schemas.ts';
import { COFOUNDER_MESSAGES } from '../../shared/messages/cofounders.ts';
import type { Db } from '../db/client.ts';
import { cofounderInvites, inviteRecipients, startups, submissionFiles, submissions, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { answersWithTeam } from '../../shared/team-answers.ts';
import { verifiedTeams } from './team.ts';
import { refuseFurtherInvites } from './invite-sms-quota.ts';

/** How the database names a token: only its SHA-256 is stored. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as links carry it (base64url of 24 random bytes); anything else cannot be one. */
const TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;

async function inviteByToken(db: Db, token: string) {
  if (!TOKEN_RE.test(token)) return undefined;
  const [invite] = await db
    .select()
    .from(cofounderInvites)
    .where(eq(cofounderInvites.tokenHash, tokenHash(token)));
  return invite;
}

/**
 * Why `mobile` may not answer the invite of `token` now, as the error to throw: a wrong or withdrawn link (404),
 * another number signed in (403), already answered (409), expired (410).
 */
function refusal(invite: typeof cofounderInvites.$inferSelect | undefined, mobile: string, now: Date) {
  if (!invite) return fail(404, COFOUNDER_MESSAGES.inviteInvalid);
  if (invite.mobile !== mobile) return fail(403, COFOUNDER_MESSAGES.inviteOtherNumber);
  if (invite.status !== 'pending') return fail(409, COFOUNDER_MESSAGES.inviteUsed);
  if (!invite.tokenExpiresAt || invite.tokenExpiresAt <= now) return fail(410, COFOUNDER_MESSAGES.inviteExpired);
  return fail(409, COFOUNDER_MESSAGES.inviteUsed);
}

/**
 * Accepts or declines the invite of `token` as the signed-in `mobile`: one conditional UPDATE (pending, unexpired, for
 * this number), so of two answers at once exactly one is taken and the other is told it was already answered.
 */
export async function answerInvite(
  db: Db,
  token: string,
  mobile: string,
  answer: 'accepted' | 'declined',
  now: Date,
): Promise<void> {
  if (TOKEN_RE.test(token)) {
    const taken = await db
      .update(cofounderInvites)
      .set({ status: answer, respondedAt: now, smsDueAt: null })
      .where(
        and(
          eq(cofounderInvites.tokenHash, tokenHash(token)),
          eq(cofounderInvites.mobile, mobile),
          eq(cofounderInvites.status, 'pending'),
          gt(cofounderInvites.tokenExpiresAt, now),
        ),
      )
      .returning({ id: cofounderInvites.id });
    if (taken.length > 0) return;
  }
  throw refusal(await inviteByToken(db, token), mobile, now);
}

/**
 * Declines the invite of `token` (when still pending) and refuses every further invite to the signed-in `mobile`, the
 * number it was sent to: later invites to it are refused (invite-sms-quota.ts) and the SMS of invites still waiting
 * to go out to it are never sent. A wrong link is a 404, another number's a 403, as for an answer.
 */
export async function stopInvites(db: Db, token: string, mobile: string, now: Date): Promise<void> {
  const invite = await inviteByToken(db, token);
  if (!invite) throw fail(404, COFOUNDER_MESSAGES.inviteInvalid);
  if (invite.mobile !== mobile) throw fail(403, COFOUNDER_MESSAGES.inviteOtherNumber);
  await db.transaction(async (tx) => {
    await refuseFurtherInvites(tx, mobile, now);
    await tx
      .update(cofounderInvites)
      .set({ status: 'declined', respondedAt: now, smsDueAt: null })
      .where(and(eq(cofounderInvites.id, invite.id), eq(cofounderInvites.status, 'pending')));
    await tx
      .update(cofounderInvites)
      .set({ smsDueAt: null })
      .where(and(eq(cofounderInvites.mobile, mobile), eq(cofounderInvites.status, 'pending')));
  });
}

/**
 * The invite of `token` as its co-founder reads it; with the application (read-only) once they accepted. Another
 * number signed in gets 403 and learns nothing of it.
 */
export async function viewInvite(db: Db, token: string, mobile: string): Promise<InviteView> {
  const invite = await inviteByToken(db, token);
  if (!invite) throw fail(404, COFOUNDER_MESSAGES.inviteInvalid);
  if (invite.mobile !== mobile) throw fail(403, COFOUNDER_MESSAGES.inviteOtherNumber);
  const [inviter] = await db
    .select({ name: users.name, startup: startups.name })
    .from(users)
    .leftJoin(startups, eq(startups.userId, users.id))
    .where(eq(users.id, invite.inviterId));
  const [recipient] = await db
    .select({ optedOutAt: inviteRecipients.optedOutAt })
    .from(inviteRecipients)
    .where(eq(inviteRecipients.mobile, mobile));
  return {
    inviterName: inviter?.name ?? '',
    startupName: inviter?.startup ?? '',
    role: invite.role,
    status: invite.status as InviteView['status'],
    application: invite.status === 'accepted' ? await teamApplication(db, invite.inviterId) : null,
    furtherInvitesRefused: Boolean(recipient?.optedOutAt),
  };
}

/**
 * The inviter's live application as a co-founder reads it (its co-founder answers as the verified team has them,
 * src/shared/team-answers.ts), or null before they submit.
 */
async function teamApplication(db: Db, inviterId: number): Promise<InviteView['application']> {
  const [live] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, inviterId), ne(submissions.status, 'WITHDRAWN')));
  if (!live) return null;
  const [files, teams] = await Promise.all([
    db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, live.id))
      .orderBy(asc(submissionFiles.fieldName)),
    verifiedTeams(db, [inviterId]),
  ]);
  return {
    status: live.status,
    answers: answersWithTeam(live.answers, teams.get(inviterId) ?? []).map(({ name, label, value }) => ({
      name,
      label,
      value,
    })),
    files: files.map((f) => ({ fieldName: f.fieldName, originalName: f.originalName, size: f.size })),
  };
}
