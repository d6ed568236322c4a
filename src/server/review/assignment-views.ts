import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviewAssignments, reviewComments, reviewConflicts, reviews, submissions } from '../db/schema.ts';
import { reviewerPool } from './assignment.ts';
import { conflictsAmong } from './conflict-rule.ts';
import type { RoleConfig } from '../deps.ts';
import { currentRoundId } from './rounds.ts';

type NameOf = (mobile: string) => string;

/**
 * The assignments of the applications `ids`, each with whether its reviewer has saved a review of it, in `order`.
 * The reviews are joined on the same ids: asked as `exists`, the planner hashed every review (15,000 at scale, 20-40 ms
 * in PGlite) to answer for one page of the list or one application.
 */
/** The review an assignment's reviewer saved of its application, joined to the assignment. */
const assigneesReview = () =>
  and(
    eq(reviews.roundId, reviewAssignments.roundId),
    eq(reviews.submissionId, reviewAssignments.submissionId),
    eq(reviews.reviewerMobile, reviewAssignments.reviewerMobile),
  );

function assignmentsOf(db: Db, roundId: number, ids: string[], order: SQL[]) {
  return db
    .select({
      submissionId: reviewAssignments.submissionId,
      mobile: reviewAssignments.reviewerMobile,
      reviewed: sql<boolean>`${reviews.submissionId} is not null`,
    })
    .from(reviewAssignments)
    .leftJoin(reviews, and(assigneesReview(), inArray(reviews.submissionId, ids)))
    .where(and(eq(reviewAssignments.roundId, roundId), inArray(reviewAssignments.submissionId, ids)))
    .orderBy(...order);
}

/** Who is assigned to one application in round `roundId`, and whether each has reviewed it there. */
export async function assigneesOf(db: Db, roundId: number, submissionId: string, nameOf: NameOf) {
  const rows = await assignmentsOf(
    db,
    roundId,
    [submissionId],
    [asc(reviewAssignments.createdAt), asc(reviewAssignments.reviewerMobile)],
  );
  return rows.map((r) => ({ mobile: r.mobile, name: nameOf(r.mobile), reviewed: Boolean(r.reviewed) }));
}

/**
 * The assigned reviewers in round `roundId` of each of the applications `ids`, with whether each reviewed it, for a
 * page of the list.
 */
export async function assigneesBySubmission(db: Db, roundId: number, ids: string[], nameOf: NameOf) {
  if (ids.length === 0) return new Map<string, { mobile: string; name: string; reviewed: boolean }[]>();
  const rows = await assignmentsOf(db, roundId, ids, [asc(reviewAssignments.reviewerMobile)]);
  const out = new Map<string, { mobile: string; name: string; reviewed: boolean }[]>();
  for (const r of rows) {
    const one = { mobile: r.mobile, name: nameOf(r.mobile), reviewed: Boolean(r.reviewed) };
    out.set(r.submissionId, [...(out.get(r.submissionId) ?? []), one]);
  }
  return out;
}

/**
 * The conflicts on one application organisers see: every declared one (by any reviewer), then the reviewers of the
 * pool the conflict rule flags automatically.
 */
export async function conflictsOf(db: Db, submissionId: string, roles: RoleConfig, nameOf: NameOf) {
  const declared = await db
    .select()
    .from(reviewConflicts)
    .where(eq(reviewConflicts.submissionId, submissionId))
    .orderBy(asc(reviewConflicts.declaredAt));
  const flagged = (await conflictsAmong(db, sql`cf_s.id = ${submissionId}`, reviewerPool(roles))).filter(
    (c) => !c.declared,
  );
  return [
    ...declared.map((d) => ({ mobile: d.reviewerMobile, reason: d.reason, declared: true })),
    ...flagged.map((c) => ({ mobile: c.mobile, reason: c.reason, declared: false })),
  ].map((c) => ({ ...c, name: nameOf(c.mobile) }));
}

/**
 * Each reviewer's progress in the current round for /organiser/stats: applications assigned, and how many of them
 * they reviewed.
 */
export async function reviewerProgress(db: Db, roles: RoleConfig, nameOf: NameOf) {
  const rows = await db
    .select({
      mobile: reviewAssignments.reviewerMobile,
      assigned: sql<number>`count(*)::int`,
      done: sql<number>`count(${reviews.submissionId})::int`,
    })
    .from(reviewAssignments)
    .leftJoin(reviews, assigneesReview())
    .where(sql`${reviewAssignments.roundId} = ${currentRoundId}`)
    .groupBy(reviewAssignments.reviewerMobile);
  const byMobile = new Map(rows.map((r) => [r.mobile, r]));
  const mobiles = [...new Set([...reviewerPool(roles), ...byMobile.keys()])].sort();
  return mobiles.map((mobile) => ({
    mobile,
    name: nameOf(mobile),
    assigned: Number(byMobile.get(mobile)?.assigned ?? 0),
    done: Number(byMobile.get(mobile)?.done ?? 0),
  }));
}

/** The staff's discussion of one application, oldest first. */
export async function commentsOf(db: Db, submissionId: string) {
  return db
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.submissionId, submissionId))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
}

/** Every declared conflict for the organisers' figures, newest first, with the startup's name as submitted. */
export async function allDeclaredConflicts(db: Db, nameOf: NameOf) {
  const rows = await db
    .select({
      conflict: reviewConflicts,
      startupName: sql<string>`coalesce((select e->>'value' from jsonb_array_elements(${submissions.answers}) e
        where e->>'name' = 'startupName' limit 1), '')`,
    })
    .from(reviewConflicts)
    .innerJoin(submissions, eq(submissions.id, reviewConflicts.submissionId))
    .orderBy(desc(reviewConflicts.declaredAt));
  return rows.map(({ conflict, startupName }) => ({
    submissionId: conflict.submissionId,
    startupName,
    mobile: conflict.reviewerMobile,
    name: nameOf(conflict.reviewerMobile),
    reason: conflict.reason,
    at: conflict.declaredAt.toISOString(),
  }));
}
