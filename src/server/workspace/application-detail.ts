import { and, asc, eq } from 'drizzle-orm';
import type { ApplicationStatus, SubmissionDetail } from '../../shared/organiser-schemas.ts';
import { reviews, statusSms, submissionFiles, submissionStatusChanges, submissionVersions } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { confirmationsOf } from '../places/views.ts';
import { editsOf } from '../submissions/versions.ts';
import { type Application, rowOf } from '../review/application-for-viewer.ts';
import type { Viewer } from '../review/reviewer-scope.ts';
import type { LinkGrant } from '../auth/signed-links.ts';
import { fileLinkPath } from '../decks/file-links.ts';
import { reviewerDetailExtras } from '../review/review-discussion.ts';
import {
  applicationAsSeenBy,
  maySee,
  maySeeFeedback,
  maySeeStanding,
  standingAsSeenBy,
} from '../review/reviewer-visibility.ts';
import { roleOf } from '../staff/roles.ts';
import { scoreBoard } from '../review/score-board.ts';
import { allRounds, currentRound } from '../review/rounds.ts';
import { scoresByRound } from './round-scores.ts';
import { round } from '../review/scores.ts';
import { staffNames } from '../staff/staff-names.ts';
import { smsState } from '../applications/status-sms-queue.ts';
import { acceptedCofounderNames, invitesOf, teamAndDuplicates } from './team-and-duplicates.ts';
import { teamNames, teamReveals, unreadDecks } from '../decks/team-reveal.ts';
import { tagsOf } from '../tags/visible-tags.ts';
import { interestWhileBidding } from '../review/interests.ts';
import { answersWithTeam } from '../../shared/team-answers.ts';
import { committeeView } from '../review/committee.ts';

/**
 * GET /api/organiser/submissions/:id: one application (`app`, already known to be the viewer's to open) as `viewer`
 * may see it: the answers and files through blind review, the current round's reviews (a reviewer's colleagues' as
 * the round's visibility says), and for organisers the history, the assignees, the conflicts, the "may reveal the team" flag
 * and its scores in every round it is in.
 * `linkViewer` is the viewer's account and session, which the files' signed addresses name (file-links.ts).
 */
export async function applicationDetail(
  deps: ApiDeps,
  app: Application,
  viewer: Viewer,
  linkViewer: Omit<LinkGrant, 'until'>,
): Promise<SubmissionDetail> {
  const id = app.submission.id;
  const { role, mobile: me } = viewer;
  const organiser = role === 'ORGANISER';
  const rounds = await allRounds(deps.db, deps.rubric);
  const shown = await currentRound(deps.db, deps.rubric);
  const [board, written, files, changes, versions] = await Promise.all([
    scoreBoard(deps.db, shown),
    deps.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.roundId, shown.id), eq(reviews.submissionId, id))),
    deps.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id))
      .orderBy(asc(submissionFiles.fieldName)),
    deps.db
      .select({ change: submissionStatusChanges, sms: statusSms })
      .from(submissionStatusChanges)
      .leftJoin(statusSms, eq(statusSms.statusChangeId, submissionStatusChanges.id))
      .where(eq(submissionStatusChanges.submissionId, id))
      .orderBy(asc(submissionStatusChanges.changedAt), asc(submissionStatusChanges.id)),
    deps.db.select().from(submissionVersions).where(eq(submissionVersions.submissionId, id)),
  ]);
  // Scores from the board (every review of every reviewer counts in a z-score), words and times from the rows.
  const scored = (board.reviewsOf.get(id) ?? []).flatMap((r) => {
    const row = written.find((w) => w.reviewerMobile === r.reviewerMobile);
    return row ? [{ ...r, comment: row.comment, updatedAt: row.updatedAt }] : [];
  });
  const extras = await reviewerDetailExtras(deps, app, viewer, scored, shown);
  const invites = await invitesOf(deps.db, app.user.id);
  const team = await teamAndDuplicates(deps.db, app, viewer, invites);
  // The form's co-founder answers as the verified team has them (src/shared/team-answers.ts).
  const answers = answersWithTeam(
    app.submission.answers,
    invites.filter((i) => i.status === 'accepted').map((i) => ({ name: i.name, role: i.role })),
  );
  const seen = applicationAsSeenBy(
    deps.visibility,
    role,
    { ...app, answers, userRole: roleOf(deps.roles, app.user.mobile) },
    files,
  );
  // For organisers: would what reviewers read name the team? Checked on exactly what reviewers are sent.
  const forReviewers = organiser
    ? applicationAsSeenBy(deps.visibility, 'REVIEWER', { ...app, answers }, files)
    : undefined;
  const reveals = forReviewers && {
    mayRevealTeam: teamReveals(
      forReviewers,
      teamNames(app.user.name, app.submission.answers, acceptedCofounderNames(invites)),
      new Map(files.flatMap((f) => (f.textPages ? [[f.id, f.textPages]] : []))),
    ),
    decksNotRead: unreadDecks(forReviewers, new Map(files.map((f) => [f.id, f.textPages]))),
  };
  const editedAt = app.submission.editedAt?.getTime() ?? -Infinity;
  const place = maySeeStanding(role, 'confirmation')
    ? (await confirmationsOf(deps.db, [id], deps.now())).get(id)
    : undefined;
  const tags = maySeeStanding(role, 'tags') ? ((await tagsOf(deps.db, [id], me)).get(id) ?? []) : undefined;
  // Organisers are never assigned reviews, so only a reviewer marks (and reads) an interest, before assignment.
  const myInterest = organiser ? undefined : await interestWhileBidding(deps.db, me, id);
  const nameOf = await staffNames(deps.db, [
    ...scored.filter((r) => r.submissionId === id).map((r) => r.reviewerMobile),
    ...changes.map(({ change }) => change.changedBy),
  ]);
  return {
    submission: {
      ...rowOf(app, seen, scored, viewer, shown.visibility),
      answers: seen.answers.map(({ name, label, value }) => ({ name, label, value })),
      files: seen.files.map((f) => ({
        ...f,
        url: fileLinkPath(deps.otpSecret, { submissionId: id, fileId: f.id, role }, linkViewer, f.name, deps.now()),
      })),
      ...(seen.applicant ? { applicant: seen.applicant } : {}),
      startup: seen.startup,
      ...reveals,
      ...(place ? { confirmation: place } : {}),
      // Reviewers see the others' reviews only once their own is saved, so nobody anchors on another's scores.
      reviews: scored
        .filter((r) => r.submissionId === id && (extras.othersVisible || r.reviewerMobile === me))
        .map((r) => ({
          reviewer: organiser ? nameOf(r.reviewerMobile) : extras.reviewerLabel(r.reviewerMobile),
          mine: r.reviewerMobile === me,
          scores: r.scores,
          comment: r.comment,
          weightedScore: round(r.weighted),
          normalisedScore: round(r.z),
          updatedAt: r.updatedAt.toISOString(),
          earlierVersion: r.updatedAt.getTime() < editedAt,
        })),
      edits: editsOf(versions).map((e) => ({
        ...e,
        changed: e.changed.filter((f) => maySee(deps.visibility, role, { source: 'answer', name: f.name })),
      })),
      // Decisions, the notes written to the applicant and the tags are the organisers' (reviewers score unswayed).
      ...standingAsSeenBy(role, {
        tags,
        history: changes.map(({ change, sms }) => ({
          status: change.status as ApplicationStatus,
          note: change.note,
          at: change.changedAt.toISOString(),
          by: nameOf(change.changedBy),
          changeId: change.id,
          sms: smsState(sms),
          ...(sms?.lastError && !sms.sentAt ? { smsError: sms.lastError } : {}),
          ...(change.feedback?.length && maySeeFeedback(role, 'released') ? { feedback: change.feedback } : {}),
        })),
      }),
      ...extras.fields,
      ...team,
      ...(maySeeStanding(role, 'rounds') ? { rounds: await scoresByRound(deps.db, rounds, id) } : {}),
      ...(myInterest === undefined ? {} : { myInterest }),
      committee: await committeeView(deps.db, id, viewer, shown.id),
    },
    rubric: shown.rubric,
    role,
  };
}
