import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import { countedReviews } from './reviewer-scope.ts';
import { type ScoredReview, scoreReviews } from './scores.ts';
import type { ActiveRound } from './rounds.ts';

/** One application's reviews summed up, unrounded: the list rounds them for display and sorts by them. */
interface ApplicationScores {
  reviewCount: number;
  weighted: number;
  normalised: number;
  reviewers: ReadonlySet<string>;
}

export interface Board {
  revision: string;
  byApplication: ReadonlyMap<string, ApplicationScores>;
  /** Each application's reviews, scored (weighted, z), in the order they were written. */
  reviewsOf: ReadonlyMap<string, readonly ScoredReview[]>;
}

/**
 * The scores of every application in one round, computed by scores.ts (the one scoring code) from the round's reviews
 * with its rubric (z-scores within the round: a triage's yes/no and a later round's 1-5 never mix), and kept per
 * database and round until the review revision moves (a rubric edit moves it too, migration 0030): a trigger bumps it in the same transaction as any change to reviews or
 * to declared conflicts (which take a review out of the scores; migration 0006), so each request pays one read of a one-row table instead of scoring 15,000 reviews. The revision
 * is read before the reviews: a change landing in between is scored early and rescored on the next request.
 */
const boards = new WeakMap<Db, Map<number, Promise<Board>>>();

async function revisionOf(db: Db): Promise<string> {
  const result = await db.execute<{ revision: string }>(sql`select revision::text as revision from review_revision`);
  return (result as unknown as { rows: { revision: string }[] }).rows[0]?.revision ?? '0';
}

async function compute(db: Db, round: Pick<ActiveRound, 'id' | 'rubric'>, revision: string): Promise<Board> {
  const rows = await db
    .select({ submissionId: reviews.submissionId, reviewerMobile: reviews.reviewerMobile, scores: reviews.scores })
    .from(reviews)
    .where(and(eq(reviews.roundId, round.id), countedReviews))
    // Written order, ties broken the same way every time, so the reviews of one application keep their order.
    .orderBy(asc(reviews.createdAt), asc(reviews.submissionId), asc(reviews.reviewerMobile));
  const sums = new Map<string, { n: number; weighted: number; z: number; reviewers: Set<string> }>();
  const reviewsOf = new Map<string, ScoredReview[]>();
  for (const r of scoreReviews(round.rubric, rows)) {
    reviewsOf.set(r.submissionId, [...(reviewsOf.get(r.submissionId) ?? []), r]);
    const s = sums.get(r.submissionId) ?? { n: 0, weighted: 0, z: 0, reviewers: new Set<string>() };
    s.n += 1;
    s.weighted += r.weighted;
    s.z += r.z;
    s.reviewers.add(r.reviewerMobile);
    sums.set(r.submissionId, s);
  }
  const byApplication = new Map(
    [...sums].map(([id, s]) => [
      id,
      { reviewCount: s.n, weighted: s.weighted / s.n, normalised: s.z / s.n, reviewers: s.reviewers },
    ]),
  );
  return { revision, byApplication, reviewsOf };
}

/** Every application's scores and scored reviews in `round` as of now (applications without reviews are absent). */
export async function scoreBoard(db: Db, round: Pick<ActiveRound, 'id' | 'rubric'>): Promise<Board> {
  const revision = await revisionOf(db);
  const ofDb = boards.get(db) ?? new Map<number, Promise<Board>>();
  boards.set(db, ofDb);
  const cached = ofDb.get(round.id);
  const board = cached && (await cached.catch(() => undefined));
  if (board?.revision === revision) return board;
  const next = compute(db, round, revision);
  ofDb.set(round.id, next);
  return next;
}
