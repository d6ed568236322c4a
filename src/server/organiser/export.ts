import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { startupView, userView } from '../auth/user-view.ts';
import type { ApiDeps } from '../deps.ts';
import { csvCell } from '../export/submissions-export.ts';
import { startups, submissionFiles, submissions, users } from '../db/schema.ts';
import {
  type Application,
  type Viewer,
  blindAnswers,
  loadScoredReviews,
  reviewerMaySee,
  rowOf,
} from './applications.ts';
import { roleOf } from './roles.ts';

type Flat = Record<string, string | number | boolean | null>;

/** Applications read per query: the export holds one page at a time, whatever the number of applications. */
const PAGE_SIZE = 250;

const SCORE_COLUMNS = ['submissionId', 'submittedAt', 'status', 'reviewCount', 'weightedScore', 'normalisedScore'];

/**
 * The export's columns, known before the first row so the CSV can stream: the scores, (organisers) the applicant,
 * the startup, and one column per answer name ever submitted, in form order. Reviewers get the blind set.
 */
export async function exportColumns(deps: ApiDeps, viewer: Viewer): Promise<string[]> {
  const organiser = viewer.role === 'ORGANISER';
  const names = await deps.db.execute<{ name: string }>(sql`
    select e.value->>'name' as name from ${submissions}, jsonb_array_elements(${submissions.answers}) with ordinality e
    group by 1 order by min(e.ordinality), 1`);
  const answerNames = (names as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  const visible = organiser ? answerNames : answerNames.filter(reviewerMaySee);
  const applicant = organiser ? Object.keys(applicantColumns(EMPTY_USER)) : [];
  const startup = Object.keys(startupView(undefined)).filter((k) => organiser || k !== 'linkedIn');
  return [...SCORE_COLUMNS, ...applicant, ...startup.map((k) => `startup.${k}`), ...visible.map((n) => `answer.${n}`)];
}

/**
 * Every application as flat records, one page at a time (keyset on creation time and id, so nothing is skipped or
 * repeated while applications arrive). Organisers get the applicant and every answer; reviewers the blind version.
 */
export async function* exportPages(deps: ApiDeps, viewer: Viewer): AsyncGenerator<Flat[]> {
  const organiser = viewer.role === 'ORGANISER';
  // Normalised scores need every review: a few numbers per review, small beside the applications themselves.
  const scored = await loadScoredReviews(deps.db, deps.rubric);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page: Application[] = await deps.db
      .select({ submission: submissions, user: users, startup: startups })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .leftJoin(startups, eq(startups.userId, users.id))
      .where(
        after
          ? or(
              gt(submissions.createdAt, after.createdAt),
              and(eq(submissions.createdAt, after.createdAt), gt(submissions.id, after.id)),
            )
          : undefined,
      )
      .orderBy(asc(submissions.createdAt), asc(submissions.id))
      .limit(PAGE_SIZE);
    if (page.length === 0) return;
    const files = await deps.db
      .select({ submissionId: submissionFiles.submissionId, fieldName: submissionFiles.fieldName })
      .from(submissionFiles)
      .where(
        inArray(
          submissionFiles.submissionId,
          page.map((a) => a.submission.id),
        ),
      );
    yield page.map((a) => {
      const row = rowOf(a, scored, viewer);
      const record: Flat = {
        submissionId: row.id,
        submittedAt: row.submittedAt,
        status: row.status,
        reviewCount: row.reviewCount,
        weightedScore: row.weightedScore,
        normalisedScore: row.normalisedScore,
      };
      if (organiser) Object.assign(record, applicantColumns(a.user, roleOf(deps.roles, a.user.mobile)));
      for (const [k, v] of Object.entries(startupView(a.startup ?? undefined))) {
        if (organiser || k !== 'linkedIn') record[`startup.${k}`] = v;
      }
      const fileFields = new Set(files.filter((f) => f.submissionId === a.submission.id).map((f) => f.fieldName));
      const answers = organiser ? a.submission.answers : blindAnswers(a.submission.answers, fileFields);
      for (const ans of answers) record[`answer.${ans.name}`] = ans.value;
      return record;
    });
    const last = page.at(-1)!.submission;
    after = { createdAt: last.createdAt, id: last.id };
    if (page.length < PAGE_SIZE) return;
  }
}

/** The applicant's columns: the user object without its id and role. */
function applicantColumns(user: Application['user'], role?: ReturnType<typeof roleOf>) {
  const { id: _id, role: _role, ...applicant } = userView(user, role);
  return applicant;
}

/** A user with nothing filled in, for the column names alone. */
const EMPTY_USER = {} as Application['user'];

/** The CSV's first line: a UTF-8 BOM (so spreadsheets read the text right) and the header. */
export const csvHeader = (columns: string[]) => `\uFEFF${columns.map(csvCell).join(',')}\r\n`;

/** One CSV line for `record`, spreadsheet-safe, in the header's column order. */
export const csvLine = (record: Flat, columns: string[]) => `${columns.map((c) => csvCell(record[c])).join(',')}\r\n`;
