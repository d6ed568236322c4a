import { type SQL, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ListQuery,
  type SubmissionList,
} from '../../shared/organiser-schemas.ts';
import type { ApiDeps } from '../deps.ts';
import type { Viewer } from './applications.ts';
import { type FieldRef, maySee } from './reviewer-visibility.ts';
import { applicationScoresCte } from './scores-sql.ts';
import { round } from './scores.ts';

/** The value of answer `name` of submission `s` ('' when it has none). */
const answerSql = (name: string) =>
  sql`coalesce((select e->>'value' from jsonb_array_elements(s.answers) e where e->>'name' = ${name} limit 1), '')`;

/** A piece of the application in SQL, over `s` (submission), `u` (applicant) and `st` (startup). */
const FIELD_SQL: Record<string, (ref: FieldRef) => SQL> = {
  answer: (ref) => answerSql((ref as { name: string }).name),
  startup: (ref) => sql`coalesce(${sql.identifier('st')}.${sql.identifier(snake((ref as { key: string }).key))}, '')`,
  applicant: (ref) => sql`coalesce(${sql.identifier('u')}.${sql.identifier(snake((ref as { key: string }).key))}, '')`,
};
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The first non-empty of `refs` that the viewer may read; '' when none is theirs to read. */
function firstVisible(deps: ApiDeps, viewer: Viewer, refs: FieldRef[]): SQL {
  const seen = refs
    .filter((ref) => maySee(deps.visibility, viewer.role, ref))
    .map((ref) => FIELD_SQL[ref.source]!(ref));
  return seen.length === 0
    ? sql`''`
    : sql`coalesce(${sql.join([...seen.map((x) => sql`nullif(${x}, '')`), sql`''`], sql`, `)})`;
}

/** The application's own answers win: they are what was submitted; the profile fills gaps. */
const STARTUP_NAME: FieldRef[] = [
  { source: 'answer', name: 'startupName' },
  { source: 'startup', key: 'name' },
];
const STAGE: FieldRef[] = [
  { source: 'answer', name: 'currentStage' },
  { source: 'startup', key: 'stage' },
];
const APPLICANT_NAME: FieldRef[] = [
  { source: 'applicant', key: 'name' },
  { source: 'answer', name: 'fullName' },
];
/** What the search box looks in; each viewer only in what they may read (a reviewer: startup names). */
const SEARCHED: FieldRef[] = [
  ...STARTUP_NAME,
  ...APPLICANT_NAME,
  { source: 'applicant', key: 'mobile' },
  { source: 'applicant', key: 'email' },
  { source: 'answer', name: 'email' },
];

/**
 * Search compares text folded: NFKD, the combining accents dropped and lower case, so 'cafe' finds 'Café Connect'.
 * The one class of accents serves the needle (here) and the stored text (in SQL), so both fold alike.
 */
const ACCENTS = '[\u0300-\u036f]';
const foldForSearch = (text: string) => text.normalize('NFKD').replace(new RegExp(ACCENTS, 'g'), '').toLowerCase();
const foldedSql = (x: SQL) => sql`lower(regexp_replace(normalize(${x}, NFKD), ${ACCENTS}, '', 'g'))`;

function searchSql(deps: ApiDeps, viewer: Viewer, q: string | undefined): SQL | undefined {
  const needle = foldForSearch((q ?? '').trim());
  if (!needle) return undefined;
  const fields = SEARCHED.filter((ref) => maySee(deps.visibility, viewer.role, ref));
  if (fields.length === 0) return sql`false`;
  return sql`(${sql.join(
    fields.map((ref) => sql`strpos(${foldedSql(FIELD_SQL[ref.source]!(ref))}, ${needle}) > 0`),
    sql` or `,
  )})`;
}

const and = (parts: (SQL | undefined)[]) => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

interface ListRow extends Record<string, unknown> {
  id: string;
  submitted_at: string | Date;
  status: string;
  startup_name: string;
  stage: string;
  applicant_name: string | null;
  review_count: number | null;
  weighted: number | null;
  normalised: number | null;
  scores_shown: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * GET /api/organiser/submissions: filtered, searched, sorted and paged in the database, with the total and the
 * counts per status. A reviewer sees the aggregate scores of an application only once their own review of it is
 * saved, and sorting by score treats the others as unscored, so the order tells them nothing either.
 */
export async function listSubmissions(deps: ApiDeps, viewer: Viewer, query: ListQuery): Promise<SubmissionList> {
  const organiser = viewer.role === 'ORGANISER';
  const startupName = firstVisible(deps, viewer, STARTUP_NAME);
  const stage = firstVisible(deps, viewer, STAGE);
  const reviewed = sql`exists (select 1 from reviews mine where mine.submission_id = s.id and mine.reviewer_mobile = ${viewer.mobile})`;
  const scoresShown = organiser ? sql`true` : reviewed;
  const filters = and([query.stage ? sql`${stage} = ${query.stage}` : undefined, searchSql(deps, viewer, query.q)]);
  const statusFilter = query.status ? sql`s.status = ${query.status}` : sql`true`;
  const from = sql`from submissions s join users u on u.id = s.user_id left join startups st on st.user_id = u.id`;
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  const order =
    query.sort === 'score'
      ? sql`coalesce(case when ${scoresShown} then sc.weighted end, -1) ${direction}, s.created_at desc, s.id desc`
      : sql`s.created_at ${direction}, s.id ${direction}`;
  const [rows, counts] = await Promise.all([
    deps.db.execute<ListRow>(sql`
      with ${applicationScoresCte(deps.rubric)}
      select s.id, s.created_at as submitted_at, s.status, ${startupName} as startup_name, ${stage} as stage,
        ${organiser ? firstVisible(deps, viewer, APPLICANT_NAME) : sql`null`} as applicant_name,
        coalesce(sc.review_count, 0) as review_count, sc.weighted, sc.normalised,
        ${scoresShown} as scores_shown
      ${from} left join application_scores sc on sc.submission_id = s.id
      where ${filters} and ${statusFilter}
      order by ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    deps.db.execute<{ status: string; n: number }>(sql`
      select s.status, count(*)::int as n ${from} where ${filters} group by s.status`),
  ]);
  const perStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const { status, n } of rowsOf<{ status: ApplicationStatus; n: number }>(counts)) perStatus[status] = n;
  const total = query.status ? perStatus[query.status] : Object.values(perStatus).reduce((a, b) => a + b, 0);
  return {
    submissions: rowsOf<ListRow>(rows).map((r) => ({
      id: r.id,
      submittedAt: new Date(r.submitted_at).toISOString(),
      startupName: r.startup_name,
      stage: r.stage,
      status: r.status as ApplicationStatus,
      ...(r.scores_shown
        ? {
            reviewCount: r.review_count ?? 0,
            weightedScore: r.weighted === null ? null : round(r.weighted),
            normalisedScore: r.normalised === null ? null : round(r.normalised),
          }
        : { reviewCount: null, weightedScore: null, normalisedScore: null }),
      ...(organiser ? { applicantName: r.applicant_name ?? '' } : {}),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: perStatus,
  };
}
