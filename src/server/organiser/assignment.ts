import { and, eq, sql } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES } from '../../shared/messages/review-assignment.ts';
import type { AutoAssignResult } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { reviewAssignments, reviewConflicts, reviews } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { type Application, loadApplications } from './applications.ts';
import { type InvitedTeams, type StaffMember, conflictFlag, invitedTeams, staffMembers } from './conflict-flags.ts';
import { type RoleConfig, roleOf } from './roles.ts';
import { countedReview, liveApplication } from './reviewer-scope.ts';

/**
 * Any fixed number: held for the whole of an automatic assignment and of a conflict declaration, so two processes
 * never count loads from the same snapshot, and a conflict declared meanwhile is never assigned over.
 */
const ASSIGNMENT_LOCK = 4_321_015;

/** Whom automatic assignment draws on: REVIEWER_MOBILES (organisers see every application anyway). */
export const reviewerPool = (roles: RoleConfig) =>
  [...roles.reviewers].filter((m) => roleOf(roles, m) === 'REVIEWER').sort();

/** Takes the assignment lock until the transaction `tx` ends. */
const lockAssignments = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK})`);

/** Who declared a conflict on what, as 'submission reviewer' keys. */
const pairKey = (submissionId: string, mobile: string) => `${submissionId} ${mobile}`;

/** Why `staff` may not review `a`: a declared conflict's reason, or an automatic flag; null when they may. */
function conflictOf(
  a: Application,
  staff: StaffMember,
  declared: ReadonlyMap<string, string>,
  invited: InvitedTeams,
): string | null {
  return declared.get(pairKey(a.submission.id, staff.mobile)) ?? conflictFlag(a, staff, invited);
}

/** Every declared conflict, keyed by `pairKey`, with its reason. */
async function declaredConflicts(db: Db, submissionId?: string): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(reviewConflicts)
    .where(submissionId ? eq(reviewConflicts.submissionId, submissionId) : undefined);
  return new Map(rows.map((r) => [pairKey(r.submissionId, r.reviewerMobile), r.reason]));
}

interface AutoAssignInput {
  reviewsPerApplication: number;
  maxPerReviewer: number;
  roles: RoleConfig;
  now: Date;
}

/**
 * Gives every application `reviewsPerApplication` distinct reviewers, none conflicted, none beyond
 * `maxPerReviewer`, the least loaded first. Reviews already started stay where they are (a reviewer who reviewed
 * an application counts as one of its reviewers and keeps it); only what is missing is added. Caps that cannot
 * cover what is missing are refused before anything is stored. Runs under the assignment lock, and the primary key
 * refuses a second row for one pair, so two processes at once never double-assign.
 */
export async function autoAssign(db: Db, input: AutoAssignInput): Promise<Omit<AutoAssignResult, 'message'>> {
  const { reviewsPerApplication: wanted, maxPerReviewer: cap } = input;
  const pool = reviewerPool(input.roles);
  if (pool.length === 0) throw fail(400, ASSIGNMENT_MESSAGES.noReviewers);
  if (wanted > pool.length) throw fail(400, ASSIGNMENT_MESSAGES.moreReviewsThanReviewers(pool.length));
  return db.transaction(async (tx) => {
    await lockAssignments(tx);
    const [apps, existing, started, declared, staff, invited] = await Promise.all([
      loadApplications(tx, undefined, liveApplication),
      tx.select().from(reviewAssignments),
      tx
        .select({ submissionId: reviews.submissionId, mobile: reviews.reviewerMobile })
        .from(reviews)
        .where(countedReview),
      declaredConflicts(tx),
      staffMembers(tx, pool),
      invitedTeams(tx, pool),
    ]);
    const inPool = new Set(pool);
    const load = new Map(pool.map((m) => [m, 0]));
    const reviewersOf = new Map<string, Set<string>>();
    const rows: (typeof reviewAssignments.$inferInsert)[] = [];
    const add = (submissionId: string, mobile: string) => {
      const set = reviewersOf.get(submissionId) ?? new Set<string>();
      reviewersOf.set(submissionId, set.add(mobile));
      load.set(mobile, load.get(mobile)! + 1);
    };
    for (const a of existing) if (inPool.has(a.reviewerMobile)) add(a.submissionId, a.reviewerMobile);
    // A review started before assignment keeps its reviewer: they are assigned what they already reviewed.
    for (const r of started) {
      if (!inPool.has(r.mobile) || reviewersOf.get(r.submissionId)?.has(r.mobile)) continue;
      add(r.submissionId, r.mobile);
      rows.push({ submissionId: r.submissionId, reviewerMobile: r.mobile, createdAt: input.now, createdBy: 'auto' });
    }
    const missing = (id: string) => Math.max(0, wanted - (reviewersOf.get(id)?.size ?? 0));
    const needed = apps.reduce((n, a) => n + missing(a.submission.id), 0);
    const capacity = pool.reduce((n, m) => n + Math.max(0, cap - load.get(m)!), 0);
    if (needed > capacity) throw fail(400, ASSIGNMENT_MESSAGES.capsTooLow(needed, capacity));
    const unassignable: AutoAssignResult['unassignable'] = [];
    for (const a of apps) {
      const id = a.submission.id;
      const short = missing(id);
      if (short === 0) continue;
      const eligible = staff.filter(
        (s) => !reviewersOf.get(id)?.has(s.mobile) && conflictOf(a, s, declared, invited) === null,
      );
      const picks = eligible
        .filter((s) => load.get(s.mobile)! < cap)
        .sort((x, y) => load.get(x.mobile)! - load.get(y.mobile)!)
        .slice(0, short);
      for (const s of picks) {
        add(id, s.mobile);
        rows.push({ submissionId: id, reviewerMobile: s.mobile, createdAt: input.now, createdBy: 'auto' });
      }
      if (picks.length < short) {
        const withoutConflict = eligible.length + (reviewersOf.get(id)?.size ?? 0) - picks.length;
        unassignable.push({
          id,
          reason:
            eligible.length < short
              ? ASSIGNMENT_MESSAGES.unassignableConflicts(withoutConflict)
              : ASSIGNMENT_MESSAGES.unassignableCaps,
        });
      }
    }
    let assigned = 0;
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await tx
        .insert(reviewAssignments)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: reviewAssignments.submissionId });
      assigned += inserted.length;
    }
    return { assigned, unassignable };
  });
}

/**
 * Assigns one reviewer to one application by hand (no cap: the organiser decides), unless they conflict. Assigning
 * someone already assigned changes nothing.
 */
export async function assignOne(db: Db, a: Application, mobile: string, by: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAssignments(tx);
    const [staff] = await staffMembers(tx, [mobile]);
    const reason = conflictOf(
      a,
      staff!,
      await declaredConflicts(tx, a.submission.id),
      await invitedTeams(tx, [mobile]),
    );
    if (reason) throw fail(409, ASSIGNMENT_MESSAGES.conflicted(reason));
    await tx
      .insert(reviewAssignments)
      .values({ submissionId: a.submission.id, reviewerMobile: mobile, createdAt: now, createdBy: by })
      .onConflictDoNothing();
  });
}

/** Removes one reviewer from one application; 404 when they were not assigned to it. */
export async function unassignOne(db: Db, submissionId: string, mobile: string): Promise<void> {
  const removed = await db
    .delete(reviewAssignments)
    .where(and(eq(reviewAssignments.submissionId, submissionId), eq(reviewAssignments.reviewerMobile, mobile)))
    .returning({ id: reviewAssignments.submissionId });
  if (removed.length === 0) throw fail(404, ASSIGNMENT_MESSAGES.notAssigned);
}

/**
 * A reviewer's declared conflict: stored, and their assignment to it removed in the same transaction (under the
 * assignment lock), so it leaves their queue at once and the next automatic assignment gives it to someone else.
 */
export async function declareConflict(db: Db, submissionId: string, mobile: string, reason: string, now: Date) {
  await db.transaction(async (tx) => {
    await lockAssignments(tx);
    await tx
      .insert(reviewConflicts)
      .values({ submissionId, reviewerMobile: mobile, reason, declaredAt: now })
      .onConflictDoNothing();
    await tx
      .delete(reviewAssignments)
      .where(and(eq(reviewAssignments.submissionId, submissionId), eq(reviewAssignments.reviewerMobile, mobile)));
  });
}
