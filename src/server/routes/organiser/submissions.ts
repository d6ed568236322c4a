import { and, asc, eq } from 'drizzle-orm';
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ListQuerySchema,
  ORGANISER_MESSAGES,
  ReviewRequestSchema,
  StatusRequestSchema,
  type SubmissionDetail,
} from '../../../shared/organiser-schemas.ts';
import { audit } from '../../audit/audit.ts';
import { startupView, userView } from '../../auth/user-view.ts';
import { reviews, statusSms, submissionFiles, submissionStatusChanges } from '../../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import {
  type Application,
  blindAnswers,
  blindFileName,
  loadApplications,
  loadScoredReviews,
  rowOf,
} from '../../organiser/applications.ts';
import { requireStaff, roleOf } from '../../organiser/roles.ts';
import { matchesSearch } from '../../organiser/search.ts';
import { staffNames } from '../../organiser/staff-names.ts';
import { SECURITY_HEADERS } from '../../security-headers.ts';
import { round } from '../../organiser/scores.ts';
import { changeStatus } from '../../organiser/status-change.ts';
import { deliverDueStatusSms, smsState } from '../../organiser/status-sms.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/** Ids in paths: anything that is not a UUID cannot exist, so it is a 404 like an unknown one. */
const uuid = (message: string) =>
  z.string().refine((v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v), message);
const IdParam = z.object({ id: uuid(ORGANISER_MESSAGES.notFound) });
const FileParam = IdParam.extend({ fileId: uuid(ORGANISER_MESSAGES.fileNotFound) });
const notFoundParam = (result: { success: true } | { success: false; error: { issues: { message: string }[] } }) => {
  if (!result.success) throw fail(404, result.error.issues[0]?.message ?? ORGANISER_MESSAGES.notFound);
};

/** Only what cannot run: PDFs and images, shown inline, under a CSP that sandboxes them. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

async function oneApplication(deps: ApiDeps, id: string): Promise<Application> {
  const [app] = await loadApplications(deps.db, id);
  if (!app) throw fail(404, ORGANISER_MESSAGES.notFound);
  return app;
}

/** /api/organiser/submissions: the list, one application, its files, reviews and status. */
export function organiserSubmissionRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/', validate('query', ListQuerySchema), async (c) => {
      const { status, stage, q, sort, order } = c.req.valid('query');
      const me = c.get('user').mobile;
      const role = roleOf(deps.roles, me);
      const [apps, scored] = await Promise.all([loadApplications(deps.db), loadScoredReviews(deps.db, deps.rubric)]);
      const organiser = role === 'ORGANISER';
      const rows = apps
        .map((a) => ({ a, row: rowOf(a, scored, { role, mobile: me }) }))
        .filter(({ row }) => (!status || row.status === status) && (!stage || row.stage === stage))
        .filter(({ a, row }) => !q || matchesSearch(a, row.startupName, q, organiser))
        .map(({ row }) => row);
      const sign = order === 'asc' ? 1 : -1;
      rows.sort((a, b) =>
        sort === 'score'
          ? sign * ((a.weightedScore ?? -1) - (b.weightedScore ?? -1)) || b.submittedAt.localeCompare(a.submittedAt)
          : sign * a.submittedAt.localeCompare(b.submittedAt),
      );
      return c.json({ submissions: rows, total: rows.length }, 200);
    })
    .get('/:id', zValidator('param', IdParam, notFoundParam), async (c) => {
      const { id } = c.req.valid('param');
      const me = c.get('user').mobile;
      const role = roleOf(deps.roles, me);
      const organiser = role === 'ORGANISER';
      const app = await oneApplication(deps, id);
      const [scored, files, changes] = await Promise.all([
        loadScoredReviews(deps.db, deps.rubric),
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
      ]);
      const startup = startupView(app.startup ?? undefined);
      const nameOf = await staffNames(deps.db, [
        ...scored.filter((r) => r.submissionId === id).map((r) => r.reviewerMobile),
        ...changes.map(({ change }) => change.changedBy),
      ]);
      const detail: SubmissionDetail = {
        submission: {
          ...rowOf(app, scored, { role, mobile: me }),
          answers: (organiser
            ? app.submission.answers
            : blindAnswers(app.submission.answers, new Set(files.map((f) => f.fieldName)))
          ).map(({ name, label, value }) => ({ name, label, value })),
          files: files.map((f) => ({
            id: f.id,
            fieldName: f.fieldName,
            name: organiser ? f.originalName : blindFileName(f.fieldName, f.mimeType),
            mimeType: f.mimeType,
            size: f.size,
          })),
          ...(organiser ? { applicant: userView(app.user, roleOf(deps.roles, app.user.mobile)) } : {}),
          // A personal LinkedIn address names the founder, so reviewers get the startup without it.
          startup: organiser ? startup : { ...startup, linkedIn: '' },
          // Reviewers see their own review only, so nobody anchors on another's scores.
          reviews: scored
            .filter((r) => r.submissionId === id && (organiser || r.reviewerMobile === me))
            .map((r) => ({
              reviewer: organiser ? nameOf(r.reviewerMobile) : 'You',
              mine: r.reviewerMobile === me,
              scores: r.scores,
              comment: r.comment,
              weightedScore: round(r.weighted),
              normalisedScore: round(r.z),
              updatedAt: r.updatedAt.toISOString(),
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
        },
        rubric: deps.rubric,
        role,
      };
      await audit(deps, c, 'application.viewed', id);
      return c.json(detail, 200);
    })
    .get('/:id/files/:fileId', zValidator('param', FileParam, notFoundParam), async (c) => {
      const { id, fileId } = c.req.valid('param');
      const organiser = roleOf(deps.roles, c.get('user').mobile) === 'ORGANISER';
      const [file] = await deps.db
        .select()
        .from(submissionFiles)
        .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, id)));
      if (!file) throw fail(404, ORGANISER_MESSAGES.fileNotFound);
      const body = await deps.uploads.open(file.storageKey).catch(() => {
        throw fail(404, ORGANISER_MESSAGES.fileNotFound);
      });
      await audit(deps, c, 'file.viewed', id, { fileId });
      const name = organiser ? file.originalName : blindFileName(file.fieldName, file.mimeType);
      return new Response(body, {
        status: 200,
        // Built here rather than by Hono, so the site-wide headers are added here too.
        headers: {
          ...SECURITY_HEADERS,
          'Content-Type': file.mimeType,
          'Content-Length': String(file.size),
          'Content-Disposition': `inline; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          'Content-Security-Policy': FILE_CSP,
          'Cross-Origin-Resource-Policy': 'same-origin',
          'Cache-Control': 'private, no-store',
        },
      });
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
        await oneApplication(deps, id);
        const now = deps.now();
        // One atomic upsert on (submission, reviewer): concurrent saves from any process leave exactly one row.
        await deps.db
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
          });
        await audit(deps, c, 'review.saved', id, { scores });
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
        await changeStatus(deps.db, {
          submissionId: id,
          status,
          note,
          by: c.get('user').mobile,
          now,
          eventName: deps.eventName,
          siteUrl: deps.siteUrl,
        });
        await audit(deps, c, 'status.changed', id, { status, note });
        // Send now; whatever fails stays queued for the retry timer and shows in the history.
        await deliverDueStatusSms(deps.db, deps.sms, now);
        return c.json({ message: ORGANISER_MESSAGES.statusSaved }, 200);
      },
    );
}
