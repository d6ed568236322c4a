import { type SQL, and, asc, eq } from 'drizzle-orm';
import type { ApplicationStatus, Role, Rubric, SubmissionRow } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { type SubmissionAnswer, reviewConflicts, reviews, startups, submissions, users } from '../db/schema.ts';
import type { StartupRow, UserRow } from '../deps.ts';
import { type ScoredReview, scoreReviews, summarise } from './scores.ts';

/** Answers that would tell a reviewer who applied (a co-founder's name too); reviewers never receive them. */
const IDENTIFYING_ANSWERS: ReadonlySet<string> = new Set([
  'fullName',
  'age',
  'cityState',
  'phoneNumber',
  'email',
  'cofounderName',
]);

/** Whether a reviewer may read the answer named `name`. */
export const reviewerMaySee = (name: string) => !IDENTIFYING_ANSWERS.has(name);

/** File names reviewers see: the field's name, never the applicant's own file name. */
export function blindFileName(fieldName: string, mimeType: string): string {
  const extension = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' }[mimeType] ?? '';
  return `${fieldName}${extension}`;
}

/**
 * Answers as a reviewer may read them: identifying ones left out, and file answers (which hold the
 * applicant's own file name) replaced by the field's name.
 */
export function blindAnswers(answers: SubmissionAnswer[], fileFields: ReadonlySet<string>): SubmissionAnswer[] {
  return answers
    .filter((a) => reviewerMaySee(a.name))
    .map((a) => (a.value && fileFields.has(a.name) ? { ...a, value: BLIND_FILE_ANSWER } : a));
}

const BLIND_FILE_ANSWER = 'File attached';

export interface Application {
  submission: typeof submissions.$inferSelect;
  user: UserRow;
  startup: StartupRow | null;
}

const answer = (a: Application, name: string) => a.submission.answers.find((x) => x.name === name)?.value ?? '';
/** The application's own answers win: they are what was submitted; the profile fills gaps. */
const startupNameOf = (a: Application) => answer(a, 'startupName') || a.startup?.name || '';
const stageOf = (a: Application) => answer(a, 'currentStage') || a.startup?.stage || '';

/** Every application with its applicant, oldest first, or just the one with `id`; only those in `scope` if given. */
export async function loadApplications(db: Db, id?: string, scope?: SQL): Promise<Application[]> {
  return db
    .select({ submission: submissions, user: users, startup: startups })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(startups, eq(startups.userId, users.id))
    .where(and(id ? eq(submissions.id, id) : undefined, scope))
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
}

/**
 * Every review that counts (not one whose reviewer declared a conflict), scored. z-scores need each reviewer's
 * whole history, so they are computed over all reviews even when one application is asked for.
 */
export async function loadScoredReviews(db: Db, rubric: Rubric): Promise<(ScoredReview & ReviewExtras)[]> {
  // Filtered here rather than in SQL: the reviews keep the order they always came in, which ties on createdAt.
  const [all, conflicts] = await Promise.all([
    db.select().from(reviews).orderBy(asc(reviews.createdAt)),
    db.select().from(reviewConflicts),
  ]);
  const conflicted = new Set(conflicts.map((c) => `${c.submissionId} ${c.reviewerMobile}`));
  const rows = all.filter((r) => !conflicted.has(`${r.submissionId} ${r.reviewerMobile}`));
  const scored = scoreReviews(rubric, rows);
  return scored.map((s, i) => ({ ...s, comment: rows[i]!.comment, updatedAt: rows[i]!.updatedAt }));
}

interface ReviewExtras {
  comment: string;
  updatedAt: Date;
}

/** Who is looking: their role and, for reviewers, whose reviews are their own. */
export interface Viewer {
  role: Role;
  mobile: string;
}

/** What a reviewer is shown of the others' scores before scoring: nothing, so nobody anchors on them. */
const HIDDEN_AGGREGATES = { reviewCount: null, weightedScore: null, normalisedScore: null } as const;

/**
 * One list row; the applicant's name only for organisers. A reviewer sees the aggregate of the
 * reviews (count, mean, normalised) only once their own review of it is saved.
 */
export function rowOf(a: Application, scored: ScoredReview[], viewer: Viewer): SubmissionRow {
  const organiser = viewer.role === 'ORGANISER';
  const reviewedByViewer = scored.some((r) => r.submissionId === a.submission.id && r.reviewerMobile === viewer.mobile);
  return {
    id: a.submission.id,
    submittedAt: a.submission.createdAt.toISOString(),
    startupName: startupNameOf(a),
    stage: stageOf(a),
    status: a.submission.status as ApplicationStatus,
    ...(organiser || reviewedByViewer ? summarise(scored, a.submission.id) : HIDDEN_AGGREGATES),
    ...(organiser ? { applicantName: a.user.name || answer(a, 'fullName') } : {}),
  };
}
