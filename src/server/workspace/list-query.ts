import { type SQL, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type DecisionStatus,
  type ListQuery,
  ORGANISER_MESSAGES,
  type SubmissionList,
} from '../../shared/organiser-schemas.ts';
import { LISTED_ANSWER_COLUMNS } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { fail } from '../errors.ts';
import { confirmationsOf } from '../places/views.ts';
import { assigneesBySubmission } from '../review/assignment-views.ts';
import { duplicateCounts } from '../duplicates/duplicates.ts';
import { type Viewer, reviewerScope } from '../review/reviewer-scope.ts';
import { staffNames } from '../staff/staff-names.ts';
import {
  type FieldRef,
  maySee,
  maySeeOthersScores,
  maySeeStanding,
  standingAsSeenBy,
} from '../review/reviewer-visibility.ts';
import { inRound, roundShown } from '../review/rounds.ts';
import { ROUND_MESSAGES } from '../../shared/messages/rounds.ts';
import { scoreBoard } from '../review/score-board.ts';
import { round } from '../review/scores.ts';
import { TAG_MESSAGES } from '../../shared/messages/tags.ts';
import { taggedWith, tagsOf } from '../tags/visible-tags.ts';

/**
 * The value of answer `name` of submission `s` ('' when it has none): the database's copy of it where the answer is one
 * of the listed ones, else found in the answer array by a JSON path.
 */
const answerSql = (name: string) =>
  Object.hasOwn(LISTED_ANSWER_COLUMNS, name)
    ? sql`coalesce(${sql.identifier('s')}.${sql.identifier(LISTED_ANSWER_COLUMNS[name as keyof typeof LISTED_ANSWER_COLUMNS])}, '')`
    : sql`coalesce(jsonb_path_query_first(s.answers, '$[*] ? (@.name == $n).value', jsonb_build_object('n', ${name}::text)) #>> '{}', '')`;

const column = (table: string, key: string) =>
  sql`coalesce(${sql.identifier(table)}.${sql.identifier(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))}, '')`;

/** A piece of the application in SQL, over `s` (submission), `u` (applicant) and `st` (startup). */
function fieldSql(ref: FieldRef): SQL {
  switch (ref.source) {
    case 'answer':
      return answerSql(ref.name);
    case 'startup':
      return column('st', ref.key);
    case 'applicant':
      return column('u', ref.key);
  }
}

/** The first non-empty of `refs` that the viewer may read; '' when none is theirs to read. */
function firstVisible(deps: ApiDeps, viewer: Viewer, refs: FieldRef[]): SQL {
  const seen = refs.filter((ref) => maySee(deps.visibility, viewer.role, ref)).map((ref) => fieldSql(ref));
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
/** ASCII text (as many bytes as characters) folds to its lower case: normalising it, the costly part, is skipped. */
const foldedSql = (x: SQL) =>
  sql`case when octet_length(${x}) = char_length(${x}) then lower(${x}) else lower(regexp_replace(normalize(${x}, NFKD), ${ACCENTS}, '', 'g')) end`;

/**
 * The search, as a join that makes each row's folded haystack (`hay.text`: the fields the viewer may read, joined by a
 * line break, which a trimmed, one-line needle never spans) and the condition on it. `offset 0` keeps the planner
 * from copying the haystack's expression into each use of it by the folding, so each row's fields are read once.
 */
function searchSql(deps: ApiDeps, viewer: Viewer, q: string | undefined): { join: SQL; where: SQL } | undefined {
  const needle = foldForSearch((q ?? '').trim());
  if (!needle) return undefined;
  const fields = SEARCHED.filter((ref) => maySee(deps.visibility, viewer.role, ref));
  if (fields.length === 0) return { join: sql``, where: sql`false` };
  const haystack = sql`concat_ws(E'\n', ${sql.join(
    fields.map((ref) => fieldSql(ref)),
    sql`, `,
  )})`;
  return {
    join: sql`cross join lateral (select ${foldedSql(sql`h.raw`)} as text from (select ${haystack} as raw offset 0) h) hay`,
    where: sql`strpos(hay.text, ${needle.replace(/\s+/g, ' ')}) > 0`,
  };
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
  pending_status: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * GET /api/organiser/submissions: filtered, searched, sorted and paged in the database, with the total and the
 * counts per status. A reviewer sees the aggregate scores of an application only once their own review of it is
 * saved, and sorting by score treats the others as unscored, so the order tells them nothing either.
 */
/** The applicant and startup of `s`, for filters and the page's rows. */
const joined = sql`join users u on u.id = s.user_id left join startups st on st.user_id = u.id`;

/**
 * The list's filters but the status one (`filters`, over `s` with `filtering` joined), and the status one: the
 * counts per status need the first alone. The applicant, startup and answers are joined only where a filter needs
 * them. A viewer who may not read statuses or tags (a reviewer) is refused a filter by one: its total would tell them.
 */
/** The list's filters: what "every application matching the filter" means too. */
type FilterQuery = Pick<ListQuery, 'q' | 'stage' | 'status' | 'tag' | 'round'>;

function filterSql(deps: ApiDeps, viewer: Viewer, query: FilterQuery) {
  if (query.status && !maySeeStanding(viewer.role, 'status')) throw fail(403, ORGANISER_MESSAGES.statusFilterRefused);
  if (query.tag && !maySeeStanding(viewer.role, 'tags')) throw fail(403, TAG_MESSAGES.filterRefused);
  if (query.round && !maySeeStanding(viewer.role, 'rounds')) throw fail(403, ROUND_MESSAGES.filterRefused);
  const search = searchSql(deps, viewer, query.q);
  return {
    filtering: query.stage || search ? sql`${joined} ${search?.join ?? sql``}` : sql``,
    filters: and([
      reviewerScope(viewer, sql`s.id`),
      query.stage ? sql`${firstVisible(deps, viewer, STAGE)} = ${query.stage}` : undefined,
      query.tag ? taggedWith(query.tag, viewer.mobile, sql`s.id`) : undefined,
      query.round ? inRound(sql`${query.round}::int`, sql`s.id`) : undefined,
      search?.where,
    ]),
    statusFilter: query.status ? sql`s.status = ${query.status}` : sql`true`,
  };
}

/**
 * Every application matching the list's filters (the same SQL as the list, every page), oldest first: what "every
 * application matching the filter" sets a decision on. The ids come only up to `limit`; `total` counts them all.
 */
export async function matchingIds(
  deps: ApiDeps,
  viewer: Viewer,
  query: FilterQuery,
  limit: number,
): Promise<{ total: number; ids: string[] }> {
  const { filtering, filters, statusFilter } = filterSql(deps, viewer, query);
  const result = await deps.db.execute<{ id: string; total: number }>(sql`
    select s.id, count(*) over ()::int as total from submissions s ${filtering}
    where ${filters} and ${statusFilter}
    order by s.created_at, s.id`);
  const rows = rowsOf<{ id: string; total: number }>(result);
  const total = rows[0]?.total ?? 0;
  return { total, ids: total > limit ? [] : rows.map((r) => r.id) };
}

/**
 * `scores` ranked best first in the waitlist's order (src/server/decisions/waitlist-promotion.ts: the normalised score
 * the list shows, then the weighted; equal scores share a rank), as a join of `sc(id, rank)` for the database to sort
 * by: one integer per row sorts several times faster than two scores, and two arrays are read at once where JSON would
 * be parsed object by object (5,000 scores: about 40 ms of a request on the embedded database).
 */
function scoreRankJoin(scores: [string, { normalised: number; weighted: number }][]): SQL {
  const ranked = scores.sort(([, a], [, b]) => b.normalised - a.normalised || b.weighted - a.weighted);
  const ranks: number[] = [];
  ranked.forEach(([, sc], i) => {
    const [, before] = ranked[i - 1] ?? [];
    const tied = before !== undefined && before.normalised === sc.normalised && before.weighted === sc.weighted;
    ranks.push(tied ? ranks[i - 1]! : i);
  });
  const ids = `{${ranked.map(([id]) => id).join(',')}}`;
  return sql`left join unnest(${ids}::text[], ${`{${ranks.join(',')}}`}::int[]) as sc(id, rank) on sc.id = s.id`;
}

export async function listSubmissions(deps: ApiDeps, viewer: Viewer, query: ListQuery): Promise<SubmissionList> {
  const organiser = viewer.role === 'ORGANISER';
  const pendingShown = maySeeStanding(viewer.role, 'pendingStatus');
  if (query.round && !maySeeStanding(viewer.role, 'rounds')) throw fail(403, ROUND_MESSAGES.filterRefused);
  const shown = await roundShown(deps.db, deps.rubric, query.round);
  const board = (await scoreBoard(deps.db, shown)).byApplication;
  const scoresShown = (id: string) =>
    maySeeOthersScores(viewer.role, shown.visibility, board.get(id)?.reviewers.has(viewer.mobile) === true);
  const startupName = firstVisible(deps, viewer, STARTUP_NAME);
  const stage = firstVisible(deps, viewer, STAGE);
  const { filtering, filters, statusFilter } = filterSql(deps, viewer, query);
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  const sortByScore = query.sort === 'score';
  // The scores the viewer may see, ranked (scoreRanks), to sort by; the others sort below any score, newest first.
  const scoreJoin = sortByScore ? scoreRankJoin([...board].filter(([id]) => scoresShown(id))) : sql``;
  const order = !sortByScore
    ? sql`s.created_at ${direction}, s.id ${direction}`
    : query.order === 'asc'
      ? sql`sc.rank desc nulls first, s.created_at desc, s.id desc`
      : sql`sc.rank asc nulls last, s.created_at desc, s.id desc`;
  // One statement: the filters and search run once, for the page and the counts alike.
  const result = await deps.db.execute<ListRow & { counts: Record<string, number> }>(sql`
    with matching as materialized (
      select s.id, s.status, s.created_at from submissions s ${filtering} where ${filters}
    ),
    counts as (
      select coalesce(json_object_agg(status, n), '{}') as counts
      from (select status, count(*)::int as n from matching group by status) c
    ),
    page as (
      select s.id, row_number() over (order by ${order}) as position
      from matching s ${scoreJoin}
      where ${statusFilter}
      order by ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select counts.counts, rows.* from counts left join lateral (
      select page.position, s.id, s.created_at as submitted_at, s.status, ${startupName} as startup_name,
        ${stage} as stage, ${organiser ? firstVisible(deps, viewer, APPLICANT_NAME) : sql`null`} as applicant_name,
        pd.status as pending_status
      from page join submissions s on s.id = page.id ${joined}
        left join pending_decisions pd on ${pendingShown ? sql`pd.submission_id = s.id` : sql`false`}
    ) rows on true
    order by rows.position`);
  const answered = rowsOf<ListRow & { counts: Record<string, number> }>(result);
  // A page past the end still answers its one row, holding the counts and no application.
  const rows = answered.filter((r) => r.id !== null);
  const perStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const [status, n] of Object.entries(answered[0]?.counts ?? {})) {
    if (status in perStatus) perStatus[status as ApplicationStatus] = n;
  }
  const total = query.status ? perStatus[query.status] : Object.values(perStatus).reduce((a, b) => a + b, 0);
  const assignees = organiser
    ? await assigneesBySubmission(
        deps.db,
        shown.id,
        rows.map((r) => r.id),
        await staffNames(deps.db, [...deps.roles.reviewers]),
      )
    : undefined;
  const places = maySeeStanding(viewer.role, 'confirmation')
    ? await confirmationsOf(
        deps.db,
        rows.map((r) => r.id),
        deps.now(),
      )
    : undefined;
  const duplicates = organiser
    ? await duplicateCounts(
        deps.db,
        rows.map((r) => r.id),
      )
    : undefined;
  const tags = maySeeStanding(viewer.role, 'tags')
    ? await tagsOf(
        deps.db,
        rows.map((r) => r.id),
        viewer.mobile,
      )
    : undefined;
  return {
    submissions: rows.map((r) => {
      const scores = board.get(r.id);
      const place = places?.get(r.id);
      return {
        id: r.id,
        submittedAt: new Date(r.submitted_at).toISOString(),
        startupName: r.startup_name,
        stage: r.stage,
        ...standingAsSeenBy(viewer.role, {
          status: r.status as ApplicationStatus,
          pendingStatus: (r.pending_status as DecisionStatus | null) ?? null,
          ...(place ? { confirmation: place } : {}),
        }),
        ...(!scoresShown(r.id)
          ? { reviewCount: null, weightedScore: null, normalisedScore: null }
          : scores
            ? {
                reviewCount: scores.reviewCount,
                weightedScore: round(scores.weighted),
                normalisedScore: round(scores.normalised),
              }
            : { reviewCount: 0, weightedScore: null, normalisedScore: null }),
        ...(organiser ? { applicantName: r.applicant_name ?? '' } : {}),
        ...(assignees ? { assignees: assignees.get(r.id) ?? [] } : {}),
        ...(duplicates ? { possibleDuplicates: duplicates.get(r.id) ?? 0 } : {}),
        ...(tags ? { tags: tags.get(r.id) ?? [] } : {}),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    ...(maySeeStanding(viewer.role, 'status') ? { counts: perStatus } : {}),
  };
}
