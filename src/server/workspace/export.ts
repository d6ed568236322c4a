import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { userView } from '../auth/user-view.ts';
import type { ApiDeps } from '../deps.ts';
import { startups, submissionFiles, submissionStatusChanges, submissions, users } from '../db/schema.ts';
import { formatIst } from '../../shared/india-time.ts';
import { type ApplicationStatus, STATUS_LABELS } from '../../shared/organiser-schemas.ts';
import type { User } from '../../shared/api-types.ts';
import { type Application, reviewComments, rowOf } from '../review/application-for-viewer.ts';
import { scoreBoard } from '../review/score-board.ts';
import type { ScoredReview } from '../review/scores.ts';
import { currentRound } from '../review/rounds.ts';
import { localGate } from '../limits/local-gate.ts';
import { nextTurn } from '../limits/next-turn.ts';
import { type Viewer, reviewerScope } from '../review/reviewer-scope.ts';
import {
  type FieldRef,
  applicationAsSeenBy,
  maySee,
  maySeeFeedback,
  maySeeStanding,
  visibleStartupKeys,
} from '../review/reviewer-visibility.ts';
import { answersWithTeam } from '../../shared/team-answers.ts';
import { verifiedTeams } from '../cofounders/team.ts';
import { roleOf } from '../staff/roles.ts';
import { REVIEWER_LABELS } from '../../shared/messages/api.ts';
import { tagsOf } from '../tags/visible-tags.ts';
import { readFeedbackReasons, reasonCounts } from '../review/feedback-reasons.ts';
import { summariesOf } from '../review/committee.ts';

/** One application as an export row: column name to value. */
type ExportRecord = Record<string, string | number | boolean | null>;

/** Where an exported file is found: the endpoint gives the workspace's link, the server-side command the store's. */
type FileAddress = (file: typeof submissionFiles.$inferSelect) => string | Promise<string>;

/**
 * Applications read per query: the export holds one page at a time, whatever the number of applications, and
 * other requests (the health check, someone's list) get the embedded database between two steps (see nextTurn).
 * Of 4 exports at once, each page waits while the others take their steps, long enough for V8 to move it to the old
 * generation: pages of 100 grew the server by 70–80 MB that way (with the server's 16 MB semi-spaces), pages of 50
 * by 10–15 MB, and each step holds the database half as long.
 */
const PAGE_SIZE = 50;

/**
 * One step of one export at a time in this process (its columns, its reviews, a page), the exports taking turns in the
 * order they asked, each step first waiting behind requests already received (next-turn.ts). However many exports run,
 * the health check or someone's page waits for one step at most, and exports hold at most three pooled connections.
 */
const exportTurns = localGate(1);
const inExportTurn = <T>(step: () => Promise<T>) =>
  exportTurns(async () => {
    await nextTurn();
    return step();
  });

/** The columns every export starts with; `status` and `statusHistory` only where the viewer may read them. */
const FIRST_COLUMNS = ['submissionId', 'submittedAt', 'submittedAtIst', 'applicationUrl'];
const SCORE_COLUMNS = ['reviewCount', 'weightedScore', 'normalisedScore', 'reviews'];
/** Every decision with its date and the note the applicant read. */
const HISTORY_COLUMN = 'statusHistory';
/** The shared tags, and the exporting organiser's own private ones, each joined by '; '. */
const TAG_COLUMNS = ['tags', 'privateTags'];
/** How many reviewers ticked each feedback reason (one column per reason, in the list's order), then the summary. */
const feedbackColumn = (label: string) => `feedback.${label}`;
const SUMMARY_COLUMN = 'committeeSummary';
/** A column for every application, so the rule is the one for a reviewer who leads none of them. */
const feedbackColumnsFor = (viewer: Viewer) => ({
  counts: maySeeFeedback(viewer.role, 'othersReasons'),
  summary: maySeeFeedback(viewer.role, 'summary'),
});

/**
 * The export's columns, known before the first row so the CSV can stream: the scores, (organisers) the status, its
 * history and the applicant, the startup, and one column per answer name ever submitted, in form order. Reviewers get
 * the blind set, without a status (reviewer-visibility.ts).
 */
export function exportColumns(deps: ApiDeps, viewer: Viewer): Promise<string[]> {
  return inExportTurn(() => columnsOf(deps, viewer));
}

async function columnsOf(deps: ApiDeps, viewer: Viewer): Promise<string[]> {
  // Every application's answer names as one array: a handful of distinct ones however many applications there are
  // (a form changes rarely), a third of the time of listing every answer of every application in SQL.
  const result = await deps.db.execute<{ names: string[] }>(
    sql`select distinct jsonb_path_query_array(${submissions.answers}, '$[*].name') as names from ${submissions}`,
  );
  const answerNames = inFormOrder((result as unknown as { rows: { names: string[] }[] }).rows.map((r) => r.names));
  const see = (ref: FieldRef) => maySee(deps.visibility, viewer.role, ref);
  const visible = answerNames.filter((name) => see({ source: 'answer', name }));
  const applicant = see({ source: 'applicant', key: 'name' }) ? Object.keys(applicantColumns(EMPTY_USER)) : [];
  const startup = visibleStartupKeys(deps.visibility, viewer.role);
  const fileFields = await deps.db.selectDistinct({ name: submissionFiles.fieldName }).from(submissionFiles);
  const files = fileFields.filter((f) => see({ source: 'answer', name: f.name }));
  const feedback = feedbackColumnsFor(viewer);
  const reasons = feedback.counts ? await readFeedbackReasons(deps.db) : [];
  return [
    ...FIRST_COLUMNS,
    ...(maySeeStanding(viewer.role, 'status') ? ['status'] : []),
    ...SCORE_COLUMNS,
    ...(maySeeStanding(viewer.role, 'history') ? [HISTORY_COLUMN] : []),
    ...(maySeeStanding(viewer.role, 'tags') ? TAG_COLUMNS : []),
    ...reasons.map((r) => feedbackColumn(r.label)),
    ...(feedback.summary ? [SUMMARY_COLUMN] : []),
    ...applicant,
    ...startup.map((k) => `startup.${k}`),
    ...visible.map((n) => `answer.${n}`),
    ...files.map((f) => `file.${f.name}`).sort(),
  ];
}

/** Every name once, by the earliest place it has in any of `lists` (then alphabetically): the form's order. */
function inFormOrder(lists: string[][]): string[] {
  const place = new Map<string, number>();
  for (const names of lists) {
    names.forEach((name, i) => place.set(name, Math.min(i, place.get(name) ?? i)));
  }
  return [...place.keys()].sort((a, b) => place.get(a)! - place.get(b)! || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Every application as flat records, one page at a time (keyset on creation time and id, so nothing is skipped or
 * repeated while applications arrive). Organisers get the applicant and every answer; reviewers the blind version
 * of the applications that are theirs (reviewerScope).
 */
export async function* exportPages(
  deps: ApiDeps,
  viewer: Viewer,
  fileAddress: FileAddress = (f) => `${deps.siteUrl}/api/organiser/submissions/${f.submissionId}/files/${f.id}`,
): AsyncGenerator<ExportRecord[]> {
  const organiser = viewer.role === 'ORGANISER';
  // The current round's scores, as the list shows them: the score board every list request reads, one copy per round
  // and review revision however many exports run (each holding its own copy of 15,000 scored reviews grew the server
  // by about 17 MB per export). Each page reads its reviews' comments.
  const shown = await currentRound(deps.db, deps.rubric);
  const board = await inExportTurn(() => scoreBoard(deps.db, shown));
  const criteria = shown.rubric.criteria;
  const feedback = feedbackColumnsFor(viewer);
  const reasons = feedback.counts ? await inExportTurn(() => readFeedbackReasons(deps.db)) : [];
  const reviewText = (r: ScoredReview, comment: string) =>
    `${organiser ? r.reviewerMobile : REVIEWER_LABELS.you}: ${criteria.map((c) => `${c.label} ${r.scores[c.id] ?? '-'}`).join(', ')}` +
    (comment ? ` (${comment})` : '');
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const step = await inExportTurn(async () => {
      const page: Application[] = await deps.db
        .select({ submission: submissions, user: users, startup: startups })
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .leftJoin(startups, eq(startups.userId, users.id))
        // A row comparison, which the (created_at, id) index answers without sorting every application.
        .where(
          and(
            after ? sql`(${submissions.createdAt}, ${submissions.id}) > (${after.createdAt}, ${after.id})` : undefined,
            reviewerScope(viewer),
          ),
        )
        .orderBy(asc(submissions.createdAt), asc(submissions.id))
        .limit(PAGE_SIZE);
      if (page.length === 0) return null;
      const ids = page.map((a) => a.submission.id);
      const [files, changes, teams, tags, comments, counts, summaries] = await Promise.all([
        deps.db.select().from(submissionFiles).where(inArray(submissionFiles.submissionId, ids)),
        maySeeStanding(viewer.role, 'history')
          ? deps.db
              .select()
              .from(submissionStatusChanges)
              .where(inArray(submissionStatusChanges.submissionId, ids))
              .orderBy(asc(submissionStatusChanges.changedAt), asc(submissionStatusChanges.id))
          : [],
        verifiedTeams(
          deps.db,
          page.map((a) => a.user.id),
        ),
        maySeeStanding(viewer.role, 'tags') ? tagsOf(deps.db, ids, viewer.mobile) : undefined,
        reviewComments(deps.db, shown, ids),
        feedback.counts ? reasonCounts(deps.db, ids) : undefined,
        feedback.summary ? summariesOf(deps.db, ids) : undefined,
      ]);
      const records: ExportRecord[] = [];
      for (const a of page) {
        const id = a.submission.id;
        const reviews = board.reviewsOf.get(id) ?? [];
        const seen = applicationAsSeenBy(
          deps.visibility,
          viewer.role,
          {
            ...a,
            answers: answersWithTeam(a.submission.answers, teams.get(a.user.id) ?? []),
            userRole: roleOf(deps.roles, a.user.mobile),
          },
          files.filter((f) => f.submissionId === id),
        );
        const row = rowOf(a, seen, reviews, viewer, shown.visibility);
        const record: ExportRecord = {
          submissionId: row.id,
          submittedAt: row.submittedAt,
          submittedAtIst: formatIst(a.submission.createdAt),
          applicationUrl: `${deps.siteUrl}/organiser/application?id=${id}`,
          ...(row.status ? { status: row.status } : {}),
          reviewCount: row.reviewCount,
          weightedScore: row.weightedScore,
          normalisedScore: row.normalisedScore,
          // Organisers read every review; a reviewer their own only, as on the page.
          reviews: reviews
            .filter((r) => organiser || r.reviewerMobile === viewer.mobile)
            .map((r) => reviewText(r, comments.get(id)?.get(r.reviewerMobile) ?? ''))
            .join(' | '),
        };
        if (maySeeStanding(viewer.role, 'history')) {
          record[HISTORY_COLUMN] = changes
            .filter((c) => c.submissionId === id)
            .map(
              (c) =>
                `${formatIst(c.changedAt)} ${STATUS_LABELS[c.status as ApplicationStatus]}${c.note ? `: ${c.note}` : ''}`,
            )
            .join(' | ');
        }
        if (tags) {
          const named = (own: boolean) =>
            (tags.get(id) ?? [])
              .filter((t) => t.private === own)
              .map((t) => t.name)
              .join('; ');
          record.tags = named(false);
          record.privateTags = named(true);
        }
        for (const r of reasons) record[feedbackColumn(r.label)] = counts?.get(id)?.get(r.id) ?? 0;
        if (summaries) record[SUMMARY_COLUMN] = summaries.get(id) ?? '';
        for (const f of seen.files) {
          record[`file.${f.fieldName}`] = await fileAddress(files.find((stored) => stored.id === f.id)!);
        }
        if (seen.applicant) Object.assign(record, applicantColumns(seen.applicant));
        for (const [k, v] of Object.entries(seen.startup)) record[`startup.${k}`] = v;
        for (const ans of seen.answers) record[`answer.${ans.name}`] = ans.value;
        records.push(record);
      }
      return { records, last: page.at(-1)!.submission, full: page.length === PAGE_SIZE };
    });
    if (!step) return;
    yield step.records;
    after = { createdAt: step.last.createdAt, id: step.last.id };
    if (!step.full) return;
  }
}

/** The applicant's columns: the user object without its id and role. */
function applicantColumns(user: User) {
  const { id: _id, role: _role, ...applicant } = user;
  return applicant;
}

/** A user with nothing filled in, for the column names alone. */
const EMPTY_USER = userView({} as Application['user']);
