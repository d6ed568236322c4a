import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ApplicantStatus, ApplicationStatus } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { submissionStatusChanges, submissions } from '../db/schema.ts';
import { confirmationsOf } from '../places/views.ts';
import { TEXTED_STATUSES } from './status-sms.ts';

/**
 * Where the user's latest application stands, as the applicant may read it (no reviewer, no organiser names);
 * a withdrawn one too, until they apply again. An accepted one carries its place: the deadline and any answer.
 */
export async function applicantStatus(db: Db, userId: number, now: Date): Promise<ApplicantStatus | null> {
  const [submission] = await db
    .select({
      id: submissions.id,
      status: submissions.status,
      createdAt: submissions.createdAt,
      seenAt: submissions.decisionSeenAt,
    })
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.createdAt))
    .limit(1);
  if (!submission) return null;
  const changes = await db
    .select()
    .from(submissionStatusChanges)
    .where(eq(submissionStatusChanges.submissionId, submission.id))
    .orderBy(asc(submissionStatusChanges.changedAt), asc(submissionStatusChanges.id));
  const seen = submission.seenAt?.getTime() ?? -Infinity;
  const place = await confirmationsOf(db, [submission.id], now);
  return {
    status: submission.status as ApplicationStatus,
    submittedAt: submission.createdAt.toISOString(),
    history: changes.map((c) => ({
      status: c.status as ApplicationStatus,
      note: c.note,
      at: c.changedAt.toISOString(),
    })),
    unseenDecision: changes.some(
      (c) => TEXTED_STATUSES.has(c.status as ApplicationStatus) && c.changedAt.getTime() > seen,
    ),
    confirmation: place.get(submission.id) ?? null,
  };
}

/** Whether the user has a decision they were texted about and have not read yet (one query, for sign-in). */
export async function hasUnseenDecision(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(submissions)
    .innerJoin(submissionStatusChanges, eq(submissionStatusChanges.submissionId, submissions.id))
    .where(
      and(
        eq(submissions.userId, userId),
        inArray(submissionStatusChanges.status, [...TEXTED_STATUSES]),
        or(isNull(submissions.decisionSeenAt), gt(submissionStatusChanges.changedAt, submissions.decisionSeenAt)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The applicant has read their status now: decisions up to this moment are seen. */
export async function markDecisionSeen(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(submissions).set({ decisionSeenAt: now }).where(eq(submissions.userId, userId));
}
