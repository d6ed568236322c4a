import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ApplicantStatus, ApplicationStatus } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { submissionStatusChanges, submissions } from '../db/schema.ts';
import { confirmationView } from '../places/views.ts';
import { TEXTED_STATUSES } from './status-sms-queue.ts';
import { outcomeOf } from '../../shared/application-outcome.ts';
import { APPLICANT_ACTOR } from './withdraw.ts';

/**
 * The user's latest application (a withdrawn one too, until they apply again) with its status changes, as one JSON
 * value computed in SQL for the user whose id is `userId` (an SQL expression). The session lookup of GET
 * /api/user-details selects it beside the user (auth/sessions.ts), so that request stays one database round trip.
 */
export const latestApplicationJson = (userId: string) => `(
  select json_build_object('status', a.status, 'createdAt', a.created_at, 'seenAt', a.decision_seen_at,
    'changes', coalesce((select json_agg(json_build_object('status', c.status, 'note', c.note, 'at', c.changed_at,
          'byApplicant', c.changed_by = '${APPLICANT_ACTOR}', 'feedback', c.feedback)
        order by c.changed_at, c.id)
      from submission_status_changes c where c.submission_id = a.id), '[]'::json),
    'place', (select json_build_object('confirmBy', p.confirm_by, 'answer', p.answer, 'answeredAt', p.answered_at)
      from place_confirmations p where p.submission_id = a.id and a.status = 'ACCEPTED'))
  from submissions a where a.user_id = ${userId} order by a.created_at desc limit 1)`;

/** What `latestApplicationJson` gives (timestamps as JSON strings). */
export interface LatestApplication {
  status: string;
  createdAt: string;
  seenAt: string | null;
  /** `feedback`: the reasons released with that decision, null when none were. */
  changes: { status: string; note: string; at: string; byApplicant: boolean; feedback?: string[] | null }[];
  /** An accepted application's place: its deadline and any answer. */
  place: { confirmBy: string; answer: string | null; answeredAt: string | null } | null;
}

const iso = (at: string) => new Date(at).toISOString();

/**
 * Where the user's latest application stands at `now`, as the applicant may read it (no reviewer, no organiser
 * names). An accepted one carries its place: the deadline and any answer; an ended one its outcome (who withdrew it,
 * a place declined or lapsed), which decides what /application leads with and offers.
 */
export function applicantStatusOf(latest: LatestApplication | null, now: Date): ApplicantStatus | null {
  if (!latest) return null;
  const seen = latest.seenAt ? Date.parse(latest.seenAt) : -Infinity;
  const confirmation = latest.place
    ? confirmationView(
        {
          confirmBy: new Date(latest.place.confirmBy),
          answer: latest.place.answer,
          answeredAt: latest.place.answeredAt ? new Date(latest.place.answeredAt) : null,
        },
        now,
      )
    : null;
  const status = latest.status as ApplicationStatus;
  const withdrawal = latest.changes.findLast((c) => c.status === 'WITHDRAWN');
  return {
    status,
    submittedAt: iso(latest.createdAt),
    history: latest.changes.map((c) => ({
      status: c.status as ApplicationStatus,
      note: c.note,
      at: iso(c.at),
      ...(c.feedback?.length ? { feedback: c.feedback } : {}),
    })),
    unseenDecision: latest.changes.some(
      (c) => TEXTED_STATUSES.has(c.status as ApplicationStatus) && Date.parse(c.at) > seen,
    ),
    confirmation,
    outcome: outcomeOf({
      status,
      place: confirmation?.state ?? null,
      withdrawnByApplicant: withdrawal?.byApplicant ?? false,
    }),
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
