import { asc, sql } from 'drizzle-orm';
import { DECISION_STATUSES } from '../../shared/organiser-labels.ts';
import { changeStatus } from '../applications/status-change.ts';
import { readWindow } from '../applications/window.ts';
import { signIn } from '../auth/sign-in.ts';
import { FIRST_ROUND_ID, reviewAssignments } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { listFormFields } from '../forms/stored-form.ts';
import { autoAssign } from '../review/assignment.ts';
import { saveReview } from '../review/review-save.ts';
import { rolesFromLists } from '../staff/roles.ts';
import { type ApplicantDeps, DEMO_WORDS, demoApplicant, generator, submitDemoApplicant } from './demo-applicants.ts';
import { type DemoDeck, recordDemoDeckTexts } from './demo-decks.ts';

export interface DemoSize {
  applications: number;
  reviewers: number;
  reviews: number;
  /** How many applicants upload one and the same deck (a duplicate group by file); 0 for none. */
  sameDeck?: number;
}

type SeedDeps = ApplicantDeps & Pick<ApiDeps, 'rubric' | 'eventName' | 'siteUrl'>;

/** Reviewers automatic assignment gives each application, as a real call would run it. */
const REVIEWS_PER_APPLICATION = 3;
/** Four applications in five come with a deck (the others pitch by video alone). */
const withDeck = (i: number) => i % 5 !== 4;
/** One deck in ten names its founder on the team slide: the organisers' "may reveal the team" flag has work. */
const deckNamesTeam = (i: number) => i % 10 === 1;
/** Decisions a tenth of the applications already have (an acceptance would need a finalist place). */
const DECIDED = DECISION_STATUSES.filter((s) => s !== 'ACCEPTED');
/** Applicants submitted at once: the embedded database takes them one by one, Postgres side by side. */
const CONCURRENCY = 4;

/** Reviewers' mobiles run from here (applicants' from demo-applicants.ts), so both can be put in the environment. */
const REVIEWER_BASE = 8_800_000_000;

export const demoReviewerMobiles = (count: number) =>
  Array.from({ length: count }, (_, i) => String(REVIEWER_BASE + i));

/** Runs `task` for 0..count-1, `CONCURRENCY` at a time, and returns the results in order. */
export async function inPool<T>(count: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let nextIndex = 0;
  const lane = async () => {
    for (let i = nextIndex++; i < count; i = nextIndex++) results[i] = await task(i);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return results;
}

/**
 * Fills the database with a call for applications at scale (`npm run seed:demo`, and the review phase of
 * `npm run bench:api`) through the product's write path, in process: each applicant signs in, saves a profile and
 * submits (demo-applicants.ts), spread evenly over the stored application window (or the 90 days before `start`
 * without one), four in five with a deck of their own (`sameDeck` of them, every Nth, with one shared deck); a tenth
 * get a decision as an organiser sets one; the reviewers sign in; automatic assignment gives each application
 * REVIEWS_PER_APPLICATION reviewers as an organiser runs it (375 each at 5,000 applications and 40 reviewers); and
 * each assigned reviewer saves a review, up to `size.reviews`. The decks' text is recorded as the background reader
 * would record it. Decisions queue their SMS and e-mails, as they do in the product.
 */
export async function seedDemo(deps: SeedDeps, size: DemoSize, { start = new Date() }: { start?: Date } = {}) {
  const fields = await listFormFields(deps.db);
  const window = await readWindow(deps.db);
  const opens = window ? Date.parse(window.applicationsOpenAt) : start.getTime() - 90 * 86_400_000;
  const closes = window ? Date.parse(window.applicationsCloseAt) : start.getTime();
  const n = size.applications;
  const every = size.sameDeck ? Math.max(1, Math.floor(n / size.sameDeck)) : 0;
  const sharesDeck = (i: number) => every > 0 && i % every === 0 && i / every < size.sameDeck!;
  const applicants = Array.from({ length: n }, (_, i) =>
    demoApplicant(i, new Date(opens + ((i + 0.5) / n) * (closes - opens)), {
      withDeck: withDeck(i) || sharesDeck(i),
      deckTitle: sharesDeck(i) ? 'Shared pitch deck' : `Pitch deck ${i}`,
    }),
  );
  const submissionIds = await inPool(n, (i) => submitDemoApplicant(deps, fields, applicants[i]!));
  const decks: DemoDeck[] = applicants
    .filter((a) => a.withDeck)
    .map((a) => ({
      submissionId: submissionIds[a.index]!,
      founder: `Founder ${a.index}`,
      namesTeam: deckNamesTeam(a.index),
    }));
  await recordDemoDeckTexts(deps.db, decks, DEMO_WORDS, generator(3));
  const after = (seconds: number) => new Date(closes + seconds * 1000);
  const decided = applicants.filter((a) => a.index % 10 === 0);
  await inPool(decided.length, (k) =>
    changeStatus(deps.db, {
      submissionId: submissionIds[decided[k]!.index]!,
      status: DECIDED[k % DECIDED.length]!,
      note: '',
      by: 'seed:demo',
      now: after(k),
      eventName: deps.eventName,
      siteUrl: deps.siteUrl,
    }),
  );
  const reviewers = demoReviewerMobiles(size.reviewers);
  for (const mobile of reviewers) await signIn({ ...deps, now: () => after(0) }, mobile, '127.0.0.1');
  const wanted = Math.min(REVIEWS_PER_APPLICATION, reviewers.length);
  const { assigned } = reviewers.length
    ? await autoAssign(deps.db, {
        roundId: FIRST_ROUND_ID,
        reviewsPerApplication: wanted,
        maxPerReviewer: Math.ceil((wanted * n) / reviewers.length),
        roles: rolesFromLists([], reviewers),
        now: after(3600),
      })
    : { assigned: 0 };
  // Reviews in the order a call gathers them: each application's first review before any its second.
  const assignments = await deps.db
    .select({ submissionId: reviewAssignments.submissionId, mobile: reviewAssignments.reviewerMobile })
    .from(reviewAssignments)
    .orderBy(asc(reviewAssignments.submissionId), asc(reviewAssignments.reviewerMobile));
  const seen = new Map<string, number>();
  const ranked = assignments.map((p) => {
    const rank = seen.get(p.submissionId) ?? 0;
    seen.set(p.submissionId, rank + 1);
    return { ...p, rank };
  });
  const pairs = ranked.sort((a, b) => a.rank - b.rank).slice(0, size.reviews);
  const next = generator(11);
  const reviewsOf = pairs.map((p) => ({
    ...p,
    scores: Object.fromEntries(deps.rubric.criteria.map((c) => [c.id, 1 + Math.floor(next() * 5)])),
    comment: next() < 0.3 ? 'Promising, but the market is unclear.' : '',
  }));
  await inPool(reviewsOf.length, (r) => {
    const review = reviewsOf[r]!;
    const viewer = { role: 'REVIEWER' as const, mobile: review.mobile };
    const clock = { rubric: deps.rubric, now: () => after(7200 + r * 7) };
    return saveReview(deps.db, clock, review.submissionId, viewer, review);
  });
  // Fresh statistics, so the planner knows the tables' sizes (the embedded database has no autovacuum to gather them).
  await deps.db.execute(sql`analyze`);
  return { applications: n, reviewers: reviewers.length, reviews: pairs.length, decks: decks.length, assigned };
}
