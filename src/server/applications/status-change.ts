import { eq, sql } from 'drizzle-orm';
import { type ApplicationStatus, ORGANISER_MESSAGES } from '../../shared/organiser-schemas.ts';
import type { Db, Tx } from '../db/client.ts';
import { startups, statusSms, submissionStatusChanges, submissions, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { APPLICANT_CHANGE_MESSAGES } from '../../shared/messages/applicant-changes.ts';
import { type TextedStatus, applicationPageOf, decisionSms } from '../../shared/decision-wordings.ts';
import { formatIst } from '../../shared/india-time.ts';
import { decisionEmail } from '../../shared/messages/emails.ts';
import { queueEmail } from '../email/outbox.ts';
import { assertPlaceFree, closeConfirmation, confirmDeadline, lockPlaces, openConfirmation } from '../places/places.ts';
import { applicationStartupName } from './startup-name.ts';
import { TEXTED_STATUSES } from './status-sms-queue.ts';
import { chosenWordings } from './templates.ts';

export interface StatusChangeInput {
  submissionId: string;
  status: ApplicationStatus;
  note: string;
  by: string;
  now: Date;
  /** For the SMS: the event's name and the site's public address. */
  eventName: string;
  siteUrl: string;
}

/**
 * Moves a submission to `status` in one transaction holding the submission's row lock: the status,
 * its history row and (for statuses applicants are texted about) the queued SMS, keyed by the change,
 * are written together or not at all. Two organisers changing it at once are serialised by the lock,
 * so neither change is lost and each is texted once.
 */
export async function changeStatus(db: Db, input: StatusChangeInput): Promise<number> {
  return db.transaction((tx) => applyStatusChange(tx, input));
}

/** A transaction of `Db`, so a caller can apply several changes in one. */

/**
 * `changeStatus` inside the caller's transaction `tx` (a release applies many changes in one). An acceptance takes
 * the places lock before the row lock (places.ts) and is refused once every finalist place is taken; it opens the
 * applicant's confirmation, whose deadline the SMS names.
 */
export async function applyStatusChange(tx: Tx, input: StatusChangeInput): Promise<number> {
  const accepting = input.status === 'ACCEPTED';
  if (accepting) await lockPlaces(tx);
  // The SMS names the founder and the startup as the application gives them, not as the profile does.
  const locked = await tx.execute(
    sql`select ${submissions.status} as status, ${users.mobile} as mobile,
          coalesce(nullif(${submissions.answerFullName}, ''), ${users.name}) as name,
          ${applicationStartupName} as startup,
          coalesce(nullif(${submissions.answerEmail}, ''), ${users.email}) as email from ${submissions}
        join ${users} on ${users.id} = ${submissions.userId}
        left join ${startups} on ${startups.userId} = ${users.id}
        where ${submissions.id} = ${input.submissionId} for update of ${submissions}`,
  );
  const current = (
    locked as unknown as { rows: { status: string; mobile: string; name: string; startup: string; email: string }[] }
  ).rows[0];
  if (!current) throw fail(404, ORGANISER_MESSAGES.notFound);
  if (current.status === 'WITHDRAWN') throw fail(409, APPLICANT_CHANGE_MESSAGES.decidedAfterWithdrawal);
  if (current.status === input.status) throw fail(409, ORGANISER_MESSAGES.sameStatus);
  if (accepting) await assertPlaceFree(tx);
  await tx.update(submissions).set({ status: input.status }).where(eq(submissions.id, input.submissionId));
  const [change] = await tx
    .insert(submissionStatusChanges)
    .values({
      submissionId: input.submissionId,
      status: input.status,
      note: input.note,
      changedBy: input.by,
      changedAt: input.now,
    })
    .returning({ id: submissionStatusChanges.id });
  const confirmBy = accepting ? await confirmDeadline(tx, input.now) : undefined;
  if (confirmBy) await openConfirmation(tx, input.submissionId, confirmBy);
  else if (current.status === 'ACCEPTED') await closeConfirmation(tx, input.submissionId);
  if (TEXTED_STATUSES.has(input.status)) {
    const sms = decisionSms(await chosenWordings(tx), input.status as TextedStatus, input, { ...current, confirmBy });
    await tx
      .insert(statusSms)
      .values({
        statusChangeId: change!.id,
        mobile: current.mobile,
        ...sms,
        nextAttemptAt: input.now,
        createdAt: input.now,
      })
      .onConflictDoNothing();
    // The e-mail carries what the SMS cannot: the organisers' note in full. About their own application, so sent
    // whatever the e-mail opt-in says (that is for news), to the address the application (or the profile) gives.
    if (current.email) {
      const mail = decisionEmail({
        ...input,
        name: current.name,
        startup: current.startup,
        link: applicationPageOf(input.siteUrl),
        confirmBy: confirmBy ? formatIst(confirmBy) : undefined,
      });
      await queueEmail(tx, `decision:${change!.id}`, { to: current.email, ...mail }, input.now);
    }
  }
  return change!.id;
}
