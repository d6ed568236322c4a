import { and, asc, eq } from 'drizzle-orm';
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ListQuerySchema,
  ORGANISER_MESSAGES,
  ReviewRequestSchema,
  type Role,
  StatusRequestSchema,
  type SubmissionDetail,
} from '../../../shared/organiser-schemas.ts';
import { audit, audited } from '../../audit/audit.ts';
import { reviews, statusSms, submissionFiles, submissionStatusChanges, submissionVersions } from '../../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { type Application, type Viewer, loadApplication, rowOf } from '../../organiser/applications.ts';
import { fileLinkPath } from '../../organiser/file-links.ts';
import { fileResponse } from '../../organiser/file-response.ts';
import { listSubmissions } from '../../organiser/list-query.ts';
import { reviewerScope } from '../../organiser/reviewer-scope.ts';
import { applicationAsSeenBy, maySee, seenFile } from '../../organiser/reviewer-visibility.ts';
import { reviewerDetailExtras } from '../../organiser/review-discussion.ts';
import { teamAndDuplicates } from '../../organiser/team-and-duplicates.ts';
import { editsOf } from '../../submissions/versions.ts';
import { requireStaff, roleOf } from '../../organiser/roles.ts';
import { scoreBoard } from '../../organiser/score-board.ts';
import { teamNames, teamReveals } from '../../organiser/team-reveal.ts';
import { staffNames } from '../../organiser/staff-names.ts';
import { round } from '../../organiser/scores.ts';
import { changeStatus } from '../../organiser/status-change.ts';
import { confirmationsOf } from '../../places/views.ts';
import { smsState } from '../../organiser/status-sms.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/** Ids in paths: anything that is not a UUID cannot exist, so it is a 404 like an unknown one. */
export const uuid = (message: string) =>
  z.string().refine((v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v), message);
export const IdParam = z.object({ id: uuid(ORGANISER_MESSAGES.notFound) });
const FileParam = IdParam.extend({ fileId: uuid(ORGANISER_MESSAGES.fileNotFound) });
export const notFoundParam = (
  result: { success: true } | { success: false; error: { issues: { message: string }[] } },
) => {
  if (!result.success) throw fail(404, result.error.issues[0]?.message ?? ORGANISER_MESSAGES.notFound);
};

/** The application `id` if `viewer` may open it (see reviewerScope); 404 otherwise, as if it did not exist. */
export async function oneApplication(deps: ApiDeps, id: string, viewer?: Viewer): Promise<Application> {
  const app = await loadApplication(deps.db, id, viewer && reviewerScope(viewer));
  if (!app) throw fail(404, ORGANISER_MESSAGES.notFound);
  return app;
}

/** /api/organiser/submissions: the list, one application, its files, reviews and status. */
export function organiserSubmissionRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/', validate('query', ListQuerySchema), async (c) => {
      const me = c.get('user').mobile;
      const viewer = { role: roleOf(deps.roles, me), mobile: me };
      return c.json(await listSubmissions(deps, viewer, c.req.valid('query')), 200);
    })
    .get('/:id', zValidator('param', IdParam, notFoundParam), async (c) => {
      const { id } = c.req.valid('param');
      const me = c.get('user').mobile;
      const role = roleOf(deps.roles, me);
      const organiser = role === 'ORGANISER';
      const viewer = { role, mobile: me };
      const app = await oneApplication(deps, id, viewer);
      const [board, written, files, changes, versions] = await Promise.all([
        scoreBoard(deps.db, deps.rubric),
        deps.db.select().from(reviews).where(eq(reviews.submissionId, id)),
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
      const extras = await reviewerDetailExtras(deps, app, viewer, scored);
      const team = await teamAndDuplicates(deps.db, app, viewer);
      const seen = applicationAsSeenBy(
        deps.visibility,
        role,
        { ...app, answers: app.submission.answers, userRole: roleOf(deps.roles, app.user.mobile) },
        files,
      );
      // For organisers: would what reviewers read name the team? Checked on exactly what reviewers are sent.
      const reveals = organiser
        ? teamReveals(
            applicationAsSeenBy(deps.visibility, 'REVIEWER', { ...app, answers: app.submission.answers }, files),
            teamNames(app.user.name, app.submission.answers),
            new Map(files.flatMap((f) => (f.textPages ? [[f.id, f.textPages]] : []))),
          )
        : undefined;
      const editedAt = app.submission.editedAt?.getTime() ?? -Infinity;
      const place = organiser ? (await confirmationsOf(deps.db, [id], deps.now())).get(id) : undefined;
      const nameOf = await staffNames(deps.db, [
        ...scored.filter((r) => r.submissionId === id).map((r) => r.reviewerMobile),
        ...changes.map(({ change }) => change.changedBy),
      ]);
      const detail: SubmissionDetail = {
        submission: {
          ...rowOf(app, seen, scored, viewer),
          answers: seen.answers.map(({ name, label, value }) => ({ name, label, value })),
          files: seen.files.map((f) => ({
            ...f,
            url: fileLinkPath(
              deps.otpSecret,
              { submissionId: id, fileId: f.id, role, by: c.get('user').id },
              f.name,
              deps.now(),
            ),
          })),
          ...(seen.applicant ? { applicant: seen.applicant } : {}),
          startup: seen.startup,
          ...(reveals ? { mayRevealTeam: reveals } : {}),
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
          // Decisions and the notes written to the applicant are the organisers' (reviewers score unswayed).
          history: organiser
            ? changes.map(({ change, sms }) => ({
                status: change.status as SubmissionDetail['submission']['status'],
                note: change.note,
                at: change.changedAt.toISOString(),
                by: nameOf(change.changedBy),
                changeId: change.id,
                sms: smsState(sms),
                ...(sms?.lastError && !sms.sentAt ? { smsError: sms.lastError } : {}),
              }))
            : [],
          ...extras.fields,
          ...team,
        },
        rubric: deps.rubric,
        role,
      };
      await audit(deps, c, 'application.viewed', id);
      return c.json(detail, 200);
    })
    .get('/:id/files/:fileId', zValidator('param', FileParam, notFoundParam), async (c) => {
      const { id, fileId } = c.req.valid('param');
      const me = c.get('user').mobile;
      const viewer = { role: roleOf(deps.roles, me), mobile: me };
      await oneApplication(deps, id, viewer);
      const [stored] = await deps.db
        .select()
        .from(submissionFiles)
        .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, id)));
      // A file of a field reviewers may not read does not exist for them.
      const file = stored && seenFile(deps.visibility, viewer.role, stored);
      if (!stored || !file) throw fail(404, ORGANISER_MESSAGES.fileNotFound);
      await audit(deps, c, 'file.viewed', id, { fileId });
      return fileResponse(deps, stored, viewer.role, file.name);
    })
    .put(
      '/:id/review',
      zValidator('param', IdParam, notFoundParam),
      jsonBodyLimit,
      validate('json', ReviewRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { scores, comment } = c.req.valid('json');
        const known = new Set(deps.rubric.criteria.map((k) => k.id));
        if (Object.keys(scores).some((k) => !known.has(k))) throw fail(400, ORGANISER_MESSAGES.unknownCriterion);
        if ([...known].some((k) => scores[k] === undefined)) throw fail(400, ORGANISER_MESSAGES.missingCriterion);
        const me = c.get('user').mobile;
        await oneApplication(deps, id, { role: roleOf(deps.roles, me), mobile: me });
        const now = deps.now();
        // One atomic upsert on (submission, reviewer): concurrent saves from any process leave exactly one row.
        await audited(
          deps,
          c,
          (tx) =>
            tx
              .insert(reviews)
              .values({
                submissionId: id,
                reviewerMobile: c.get('user').mobile,
                scores,
                comment,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoUpdate({
                target: [reviews.submissionId, reviews.reviewerMobile],
                set: { scores, comment, updatedAt: now },
              }),
          { action: 'review.saved', target: id, details: { scores } },
        );
        return c.json({ message: ORGANISER_MESSAGES.reviewSaved }, 200);
      },
    )
    .post(
      '/:id/status',
      requireStaff(deps.roles, true),
      zValidator('param', IdParam, notFoundParam),
      jsonBodyLimit,
      validate('json', StatusRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { status, note } = c.req.valid('json');
        const now = deps.now();
        await audited(
          deps,
          c,
          (tx) =>
            changeStatus(tx, {
              submissionId: id,
              status,
              note,
              by: c.get('user').mobile,
              now,
              eventName: deps.eventName,
              siteUrl: deps.siteUrl,
            }),
          { action: 'status.changed', target: id, details: { status, note } },
        );
        // Sent in the background, so a hanging gateway never holds the organiser's answer; whatever fails
        // stays queued for the retry timer and shows in the history.
        deps.smsOutbox.wake();
        return c.json({ message: ORGANISER_MESSAGES.statusSaved }, 200);
      },
    );
}
