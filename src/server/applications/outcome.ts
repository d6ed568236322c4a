import { and, desc, eq } from 'drizzle-orm';
import { type Outcome, outcomeOf } from '../../shared/application-outcome.ts';
import type { ApplicationStatus } from '../../shared/application-statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { placeConfirmations, submissionStatusChanges, submissions } from '../db/schema.ts';
import { confirmationView } from '../places/views.ts';
import { APPLICANT_ACTOR } from './withdraw.ts';

/**
 * The outcome of the user's latest application at `now` (src/shared/application-outcome.ts): null when they have none
 * or it is still open. Read without a lock: what it guards (the team) is read by no decision, so a change that passed
 * it just before a decision committed is simply earlier than that decision, and no lock order is put at risk.
 */
export async function latestOutcome(tx: DbOrTx, userId: number, now: Date): Promise<Outcome | null> {
  const [latest] = await tx
    .select({ id: submissions.id, status: submissions.status })
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.createdAt))
    .limit(1);
  if (!latest) return null;
  const status = latest.status as ApplicationStatus;
  const [place] =
    status === 'ACCEPTED'
      ? await tx.select().from(placeConfirmations).where(eq(placeConfirmations.submissionId, latest.id))
      : [];
  const [withdrawal] =
    status === 'WITHDRAWN'
      ? await tx
          .select({ by: submissionStatusChanges.changedBy })
          .from(submissionStatusChanges)
          .where(and(eq(submissionStatusChanges.submissionId, latest.id), eq(submissionStatusChanges.status, status)))
          .orderBy(desc(submissionStatusChanges.changedAt), desc(submissionStatusChanges.id))
          .limit(1)
      : [];
  return outcomeOf({
    status,
    place: place ? confirmationView(place, now).state : null,
    withdrawnByApplicant: withdrawal?.by === APPLICANT_ACTOR,
  });
}
