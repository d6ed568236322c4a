import { and, asc, eq, sql } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES } from '../../shared/messages/review-assignment.ts';
import type { AutoAssignResult } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import {
  reviewAssignments,
  reviewConflicts,
  reviewUnassignments,
  reviews,
  staffMembers,
  startups,
  submissions,
} from '../db/schema.ts';
import { fail } from '../errors.ts';
import { conflictOf, conflictsAmong } from './conflict-rule.ts';
import type { RoleConfig, StaffDirectory } from '../deps.ts';
import { roleOf } from '../staff/roles.ts';
import { liveApplication } from './reviewer-scope.ts';
import { inRound } from './rounds.ts';
import { applicationStartupName } from '../applications/startup-name.ts';
import { taggedWith } from '../tags/visible-tags.ts';
import { interestKey, interestsInRound } from './interests.ts';
import { matchesSector, preferenceOrder } from './preferences.ts';

/**
 * Any fixed number: held for the whole of an automatic assignment and of a conflict declaration, so two processes
 * never count loads from the same snapshot, and a conflict declared meanwhile is never assigned over.
 */
const ASSIGNMENT_LOCK = 4_321_015;

/** Whom automatic assignment draws on: REVIEWER_MOBILES (organisers see every application anyway). */
export const reviewerPool = (roles: RoleConfig) =>
  [...roles.reviewers].filter((m) => roleOf(roles, m) === 'REVIEWER').sort();

/** Takes the assignment lock until the transaction `tx` ends. */
export const lockAssignments = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK})`);

/** A pair of an application and a reviewer, as a key. */
const pairKey = (submissionId: string, mobile: string) => `${submissionId} ${mobile}`;

interface AutoAssignInput {
  /** The round assigned: its applications, its assignments, its reviews. */
  roundId: number;
  reviewsPerApplication: number;
  maxPerReviewer: number;
  /** Only applications carrying tag `name` as organiser `by` reads tags get reviewers; the others' loads still count. */
  tagged?: { name: string; by: string } | undefined;
  roles: StaffDirectory;
  now: Date;
}

/**
 * Gives every live application of the round `reviewsPerApplication` distinct reviewers, none the conflict rule refuses
 * (conflict-rule.ts), none an organiser took off it by hand, none beyond `maxPerReviewer`; among those it may have, a
 * reviewer who said "No" only when nobody else may take it, one who knows its sector while it has none yet, then a
 * "Yes", then the least loaded (preferences.ts).
 * Reviews already started stay where they are (a reviewer who may review an application and reviewed it counts as
 * one of its reviewers and keeps it); only what is missing is added. An assignment the rule now refuses (a flag
 * that appeared since) is removed, so its place is filled. When the caps or conflicts do not let every application
 * have its reviews, what fits is assigned (each application its first review before any its second) and the answer
 * says what is left and why. With `tagged`, only the applications carrying it are filled and reported. Runs under the
 * assignment lock, and the primary key refuses a second row for one pair,
 * so two processes at once never double-assign.
 */
export async function autoAssign(db: Db, input: AutoAssignInput): Promise<Omit<AutoAssignResult, 'message'>> {
  const { reviewsPerApplication: wanted, maxPerReviewer: cap } = input;
  return db.transaction(async (tx) => {
    await lockAssignments(tx);
    // Read under the lock, which a removal holds too: a reviewer removed by another process a moment ago, whose
    // snapshot here may still name them, is never given applications again.
    await input.roles.refresh(tx, 0);
    const pool = reviewerPool(input.roles);
    if (pool.length === 0) throw fail(400, ASSIGNMENT_MESSAGES.noReviewers);
    if (wanted > pool.length) throw fail(400, ASSIGNMENT_MESSAGES.moreReviewsThanReviewers(pool.length));
    const [live, existing, started, conflicts, removedByHand, interests, sectors] = await Promise.all([
      tx
        .select({
          id: submissions.id,
          startupName: applicationStartupName,
          industry: startups.industry,
          filled: (input.tagged ? taggedWith(input.tagged.name, input.tagged.by) : sql`true`).mapWith(Boolean),
        })
        .from(submissions)
        .leftJoin(startups, eq(startups.userId, submissions.userId))
        .where(and(liveApplication, inRound(sql`${input.roundId}::int`)))
        .orderBy(asc(submissions.createdAt), asc(submissions.id)),
      tx.select().from(reviewAssignments).where(eq(reviewAssignments.roundId, input.roundId)),
      tx
        .select({ submissionId: reviews.submissionId, mobile: reviews.reviewerMobile })
        .from(reviews)
        .where(eq(reviews.roundId, input.roundId)),
      conflictsAmong(tx, sql`cf_s.status <> 'WITHDRAWN'`, pool),
      tx.select().from(reviewUnassignments).where(eq(reviewUnassignments.roundId, input.roundId)),
      interestsInRound(tx, input.roundId),
      tx.select({ mobile: staffMembers.mobile, sectors: staffMembers.sectors }).from(staffMembers),
    ]);
    const isLive = new Set(live.map((a) => a.id));
    const filled = live.filter((a) => a.filled);
    const apps = filled.map((a) => a.id);
    const inPool = new Set(pool);
    const conflicted = new Set(conflicts.map((c) => pairKey(c.submissionId, c.mobile)));
    const excluded = new Set(removedByHand.map((r) => pairKey(r.submissionId, r.reviewerMobile)));
    // Who may hold the pair at all: a live application, a reviewer of the pool, no conflict, not taken off by hand.
    const allowed = (id: string, mobile: string) =>
      isLive.has(id) &&
      inPool.has(mobile) &&
      !conflicted.has(pairKey(id, mobile)) &&
      !excluded.has(pairKey(id, mobile));
    const load = new Map(pool.map((m) => [m, 0]));
    const reviewersOf = new Map<string, Set<string>>();
    const rows: (typeof reviewAssignments.$inferInsert)[] = [];
    const inThisRound = { roundId: input.roundId, createdAt: input.now, createdBy: 'auto' };
    const add = (submissionId: string, mobile: string) => {
      const set = reviewersOf.get(submissionId) ?? new Set<string>();
      reviewersOf.set(submissionId, set.add(mobile));
      load.set(mobile, load.get(mobile)! + 1);
    };
    for (const a of existing) if (allowed(a.submissionId, a.reviewerMobile)) add(a.submissionId, a.reviewerMobile);
    const refused = existing.filter(
      (a) => inPool.has(a.reviewerMobile) && conflicted.has(pairKey(a.submissionId, a.reviewerMobile)),
    );
    // A review started before assignment keeps its reviewer: they are assigned what they already reviewed.
    for (const r of started) {
      if (!allowed(r.submissionId, r.mobile) || reviewersOf.get(r.submissionId)?.has(r.mobile)) continue;
      add(r.submissionId, r.mobile);
      rows.push({ ...inThisRound, submissionId: r.submissionId, reviewerMobile: r.mobile });
    }
    const count = (id: string) => reviewersOf.get(id)?.size ?? 0;
    const eligible = (id: string) => pool.filter((m) => !reviewersOf.get(id)?.has(m) && allowed(id, m));
    const industryOf = new Map(live.map((a) => [a.id, a.industry ?? '']));
    const sectorsOf = new Map(sectors.map((r) => [r.mobile, r.sectors]));
    const knows = (id: string, mobile: string) => matchesSector(sectorsOf.get(mobile) ?? [], industryOf.get(id)!);
    const interestOf = (id: string, mobile: string) => interests.get(interestKey(id, mobile));
    const order = preferenceOrder({
      knows,
      interestOf,
      load: (m) => load.get(m)!,
      hasSectorMatch: (id) => [...(reviewersOf.get(id) ?? [])].some((m) => knows(id, m)),
    });
    let noGiven = 0;
    // In rounds, each giving every application short of reviews one more, oldest first: when the caps do not cover
    // everything, each application gets its first review before any gets its second.
    for (let round = 1; round <= wanted; round++) {
      for (const id of apps) {
        if (count(id) >= round) continue;
        const [pick] = order(
          id,
          eligible(id).filter((m) => load.get(m)! < cap),
        );
        if (!pick) continue;
        if (interestOf(id, pick) === 'NO') noGiven += 1;
        add(id, pick);
        rows.push({ ...inThisRound, submissionId: id, reviewerMobile: pick });
      }
    }
    // What is left: an application short of reviews either has too few reviewers it may have, or they are all at the cap.
    const unassignable: AutoAssignResult['unassignable'] = [];
    const short = { applications: 0, reviews: 0, atCap: 0, conflicts: 0 };
    for (const { id, startupName } of filled.filter((a) => count(a.id) < wanted)) {
      const mayHave = count(id) + eligible(id).length;
      const missing = wanted - count(id);
      const tooFew = mayHave < wanted;
      unassignable.push({
        id,
        startupName,
        missing,
        reason: tooFew ? ASSIGNMENT_MESSAGES.unassignableConflicts(mayHave) : ASSIGNMENT_MESSAGES.unassignableCaps,
      });
      short.applications += 1;
      short.reviews += missing;
      if (tooFew) short.conflicts += 1;
      else short.atCap += 1;
    }
    for (const a of refused) {
      await tx
        .delete(reviewAssignments)
        .where(
          and(
            eq(reviewAssignments.roundId, input.roundId),
            eq(reviewAssignments.submissionId, a.submissionId),
            eq(reviewAssignments.reviewerMobile, a.reviewerMobile),
          ),
        );
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
    const final = (id: string) => [...(reviewersOf.get(id) ?? [])];
    const matches = {
      sectorPossible: filled.filter((a) => pool.some((m) => allowed(a.id, m) && knows(a.id, m))).length,
      sectorMatched: filled.filter((a) => final(a.id).some((m) => knows(a.id, m))).length,
      yesAsked: filled.reduce(
        (n, a) => n + pool.filter((m) => allowed(a.id, m) && interestOf(a.id, m) === 'YES').length,
        0,
      ),
      yesHonoured: filled.reduce((n, a) => n + final(a.id).filter((m) => interestOf(a.id, m) === 'YES').length, 0),
      noGiven,
    };
    return { assigned, unassignable, short, matches };
  });
}

/** One pair of an application and a reviewer in one round, by hand. */
interface HandAssignment {
  roundId: number;
  submissionId: string;
  mobile: string;
  by: string;
  now: Date;
}

/**
 * Assigns one reviewer to one application in a round by hand (no cap: the organiser decides), unless the conflict
 * rule refuses them. Assigning someone already assigned changes nothing; assigning someone taken off it before lifts
 * that.
 */
export async function assignOne(db: Db, pair: HandAssignment): Promise<void> {
  const { roundId, submissionId, mobile, by, now } = pair;
  await db.transaction(async (tx) => {
    await lockAssignments(tx);
    const reason = await conflictOf(tx, submissionId, mobile);
    if (reason) throw fail(409, ASSIGNMENT_MESSAGES.conflicted(reason));
    await tx.delete(reviewUnassignments).where(unassignment(pair));
    await tx
      .insert(reviewAssignments)
      .values({ roundId, submissionId, reviewerMobile: mobile, createdAt: now, createdBy: by })
      .onConflictDoNothing();
  });
}

const unassignment = (pair: Pick<HandAssignment, 'roundId' | 'submissionId' | 'mobile'>) =>
  and(
    eq(reviewUnassignments.roundId, pair.roundId),
    eq(reviewUnassignments.submissionId, pair.submissionId),
    eq(reviewUnassignments.reviewerMobile, pair.mobile),
  );

/**
 * Removes one reviewer from one application in a round by hand, and records it, so no later automatic assignment of
 * that round gives it back (a review they had started included); 404 when they were not assigned to it.
 */
export async function unassignOne(db: Db, pair: HandAssignment): Promise<void> {
  const { roundId, submissionId, mobile, by, now } = pair;
  await db.transaction(async (tx) => {
    await lockAssignments(tx);
    const removed = await tx
      .delete(reviewAssignments)
      .where(
        and(
          eq(reviewAssignments.roundId, roundId),
          eq(reviewAssignments.submissionId, submissionId),
          eq(reviewAssignments.reviewerMobile, mobile),
        ),
      )
      .returning({ id: reviewAssignments.submissionId });
    if (removed.length === 0) throw fail(404, ASSIGNMENT_MESSAGES.notAssigned);
    await tx
      .insert(reviewUnassignments)
      .values({ roundId, submissionId, reviewerMobile: mobile, removedAt: now, removedBy: by })
      .onConflictDoUpdate({
        target: [reviewUnassignments.roundId, reviewUnassignments.submissionId, reviewUnassignments.reviewerMobile],
        set: { removedAt: now, removedBy: by },
      });
  });
}

/**
 * A reviewer's declared conflict: stored, and their assignments to it (in every round) removed in the same transaction (under the
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
