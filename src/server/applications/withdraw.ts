import { and, eq, ne, sql } from 'drizzle-orm';
import { APPLICANT_CHANGE_MESSAGES } from '../../shared/messages/applicant-changes.ts';
import type { Db, Tx } from '../db/client.ts';
import { pendingDecisions, placeConfirmations, submissionStatusChanges, submissions, users } from '../db/schema.ts';
import { mayWithdraw, outcomeOf } from '../../shared/application-outcome.ts';
import type { ApplicationStatus } from '../../shared/application-statuses.ts';
import { confirmationView } from '../places/views.ts';
import { lockPendingForWithdrawal } from '../db/lock-order.ts';
import { fail } from '../errors.ts';
import { withdrawConfirmation } from '../places/places.ts';

/** Who the status history names for a change the applicant made themselves (never their number). */
export const APPLICANT_ACTOR = 'applicant';

/**
 * Withdraws the user's live application in one transaction holding its row lock (as an organiser's status
 * change does): the status, its history row, and the user's submitted flag cleared so they may apply again.
 * A second withdrawal finds no live application and changes nothing; one whose outcome is final (not selected, a
 * place declined or lapsed: src/shared/application-outcome.ts) is refused with 409.
 */
export async function withdrawSubmission(db: Db, userId: number, now: Date, note = ''): Promise<string> {
  return db.transaction(async (tx) => {
    // The pending-decisions table before the row (db/lock-order.ts), as a release takes them.
    await lockPendingForWithdrawal(tx);
    const [live] = await tx
      .select({ id: submissions.id, status: submissions.status })
      .from(submissions)
      .where(and(eq(submissions.userId, userId), ne(submissions.status, 'WITHDRAWN')))
      .for('update');
    if (!live) {
      const [any] = await tx
        .select({ one: sql<number>`1` })
        .from(submissions)
        .where(eq(submissions.userId, userId))
        .limit(1);
      throw any
        ? fail(409, APPLICANT_CHANGE_MESSAGES.alreadyWithdrawn)
        : fail(404, APPLICANT_CHANGE_MESSAGES.nothingToWithdraw);
    }
    // Its place after its row (db/lock-order.ts): an answer to it meanwhile waits, and is then refused.
    const [place] = await tx
      .select()
      .from(placeConfirmations)
      .where(eq(placeConfirmations.submissionId, live.id))
      .for('update');
    const outcome = outcomeOf({
      status: live.status as ApplicationStatus,
      place: live.status === 'ACCEPTED' && place ? confirmationView(place, now).state : null,
      withdrawnByApplicant: false,
    });
    if (!mayWithdraw(outcome)) throw fail(409, APPLICANT_CHANGE_MESSAGES.withdrawAfterOutcome);
    await withdrawSubmissionIn(tx, live.id, now, note);
    await tx.update(users).set({ isApplicationSubmitted: false, updatedAt: now }).where(eq(users.id, userId));
    return live.id;
  });
}

/**
 * The withdrawal itself, inside a transaction that took `lockPendingForWithdrawal` and then the submission's row lock
 * (in that order, db/lock-order.ts): status and history row (by the applicant, or the organiser who marked it a
 * duplicate). Returns the history row's id.
 */
export async function withdrawSubmissionIn(
  tx: Tx,
  submissionId: string,
  now: Date,
  note: string,
  by = APPLICANT_ACTOR,
): Promise<number> {
  await tx.update(submissions).set({ status: 'WITHDRAWN' }).where(eq(submissions.id, submissionId));
  // A decision organisers set but had not released no longer applies (a release would skip it anyway).
  await tx.delete(pendingDecisions).where(eq(pendingDecisions.submissionId, submissionId));
  // An accepted place given back goes to the next on the waitlist, as a declined one does.
  await withdrawConfirmation(tx, submissionId, now);
  const [change] = await tx
    .insert(submissionStatusChanges)
    .values({ submissionId, status: 'WITHDRAWN', note, changedBy: by, changedAt: now })
    .returning({ id: submissionStatusChanges.id });
  return change!.id;
}
