import { asc, eq } from 'drizzle-orm';
import type { ApplicantStatus, ApplicationStatus } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { submissionStatusChanges, submissions } from '../db/schema.ts';

/** Where the user's application stands, as the applicant may read it (no reviewer, no organiser names). */
export async function applicantStatus(db: Db, userId: number): Promise<ApplicantStatus | null> {
  const [submission] = await db
    .select({ id: submissions.id, status: submissions.status, createdAt: submissions.createdAt })
    .from(submissions)
    .where(eq(submissions.userId, userId));
  if (!submission) return null;
  const changes = await db
    .select()
    .from(submissionStatusChanges)
    .where(eq(submissionStatusChanges.submissionId, submission.id))
    .orderBy(asc(submissionStatusChanges.changedAt), asc(submissionStatusChanges.id));
  return {
    status: submission.status as ApplicationStatus,
    submittedAt: submission.createdAt.toISOString(),
    history: changes.map((c) => ({
      status: c.status as ApplicationStatus,
      note: c.note,
      at: c.changedAt.toISOString(),
    })),
  };
}
