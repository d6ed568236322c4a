import { and, eq, inArray } from 'drizzle-orm';
import { type ApplicationStatus, ORGANISER_MESSAGES, type SubmissionRow } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { reviews, startups, submissions, users } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { type Viewer, reviewerScope } from './reviewer-scope.ts';
import type { StartupRow, UserRow } from '../deps.ts';
import { type SeenApplication, maySeeOthersScores, standingAsSeenBy } from './reviewer-visibility.ts';
import type { RoundVisibility } from '../../shared/round-schemas.ts';
import { type ScoredReview, summarise } from './scores.ts';
import type { ActiveRound } from './rounds.ts';

export interface Application {
  submission: typeof submissions.$inferSelect;
  user: UserRow;
  startup: StartupRow | null;
}

const answer = (seen: SeenApplication, name: string) => seen.answers.find((x) => x.name === name)?.value ?? '';
/** The application's own answers win: they are what was submitted; the profile fills gaps. */
const startupNameOf = (seen: SeenApplication) => answer(seen, 'startupName') || seen.startup.name || '';
const stageOf = (seen: SeenApplication) => answer(seen, 'currentStage') || seen.startup.stage || '';

/**
 * The application `id` with its applicant and startup, if `viewer` (when given) may open it (see reviewerScope);
 * 404 otherwise (saying `missing`), as if it did not exist.
 */
export async function openApplication(
  db: Db,
  id: string,
  viewer?: Viewer,
  missing: string = ORGANISER_MESSAGES.notFound,
): Promise<Application> {
  const [app] = await db
    .select({ submission: submissions, user: users, startup: startups })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(startups, eq(startups.userId, users.id))
    .where(and(eq(submissions.id, id), viewer && reviewerScope(viewer)));
  if (!app) throw fail(404, missing);
  return app;
}

/**
 * The comments of the reviews of `round` on the applications `ids`, by application and reviewer: the export reads them
 * a page at a time beside the shared score board (score-board.ts), which holds the scores of the reviews that count
 * but not their text. A review the conflict rule refuses is not on the board, so its comment is never looked up; the
 * rule is not asked again here (over every review, it costs what the board's scoring does).
 */
export async function reviewComments(
  db: Db,
  round: Pick<ActiveRound, 'id'>,
  ids: string[],
): Promise<Map<string, Map<string, string>>> {
  const rows = await db
    .select({ submissionId: reviews.submissionId, reviewerMobile: reviews.reviewerMobile, comment: reviews.comment })
    .from(reviews)
    .where(and(eq(reviews.roundId, round.id), inArray(reviews.submissionId, ids)));
  const out = new Map<string, Map<string, string>>();
  for (const r of rows)
    out.set(r.submissionId, (out.get(r.submissionId) ?? new Map()).set(r.reviewerMobile, r.comment));
  return out;
}

/** What a reviewer is shown of the others' scores before scoring: nothing, so nobody anchors on them. */
const HIDDEN_AGGREGATES = { reviewCount: null, weightedScore: null, normalisedScore: null } as const;

/**
 * One row as `viewer` sees it, from what they may read of it (`seen`); the applicant's name and the status only for
 * organisers. `scored` are the reviews of the round shown, whose `visibility` says when a reviewer reads their
 * aggregate (count, mean, normalised): by default only once their own review is saved.
 */
export function rowOf(
  a: Application,
  seen: SeenApplication,
  scored: readonly ScoredReview[],
  viewer: Viewer,
  visibility: RoundVisibility,
): SubmissionRow {
  const reviewedByViewer = scored.some((r) => r.submissionId === a.submission.id && r.reviewerMobile === viewer.mobile);
  return {
    id: a.submission.id,
    submittedAt: a.submission.createdAt.toISOString(),
    startupName: startupNameOf(seen),
    stage: stageOf(seen),
    ...standingAsSeenBy(viewer.role, { status: a.submission.status as ApplicationStatus }),
    ...(maySeeOthersScores(viewer.role, visibility, reviewedByViewer)
      ? summarise(scored, a.submission.id)
      : HIDDEN_AGGREGATES),
    ...(seen.applicant ? { applicantName: seen.applicant.name || answer(seen, 'fullName') } : {}),
  };
}
