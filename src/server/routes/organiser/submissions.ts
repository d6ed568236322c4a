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
import { reviews, statusSms, submissionFiles, submissionStatusChanges } from '../../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { type Application, loadApplication, rowOf } from '../../organiser/applications.ts';
import { scoreBoard } from '../../organiser/score-board.ts';
import { listSubmissions } from '../../organiser/list-query.ts';
import { applicationAsSeenBy, seenFile } from '../../organiser/reviewer-visibility.ts';
import { deckWithoutMetadata } from '../../organiser/deck-metadata.ts';
import { requireStaff, roleOf } from '../../organiser/roles.ts';
import { teamNames, teamReveals } from '../../organiser/team-reveal.ts';
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

/**
 * A file as `role` receives it: organisers the original, streamed; reviewers a PDF without its document metadata
 * (read whole: decks are at most 10 MB), refused when it cannot be cleaned.
 */
async function asServedTo(role: Role, mimeType: string, original: ReadableStream<Uint8Array>, size: number) {
  if (role === 'ORGANISER' || mimeType !== 'application/pdf') return { body: original, size };
  const cleaned = await deckWithoutMetadata(new Uint8Array(await new Response(original).arrayBuffer()));
  if (!cleaned) throw fail(422, ORGANISER_MESSAGES.deckNotBlind);
  return { body: cleaned, size: cleaned.byteLength };
}

async function oneApplication(deps: ApiDeps, id: string): Promise<Application> {
  const app = await loadApplication(deps.db, id);
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
      const app = await oneApplication(deps, id);
      const [board, written, files, changes] = await Promise.all([
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
      ]);
      // Scores from the board (every review of every reviewer counts in a z-score), words and times from the rows.
      const scored = (board.reviewsOf.get(id) ?? []).flatMap((r) => {
        const row = written.find((w) => w.reviewerMobile === r.reviewerMobile);
        return row ? [{ ...r, comment: row.comment, updatedAt: row.updatedAt }] : [];
      });
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
          )
        : undefined;
      const nameOf = await staffNames(deps.db, [
        ...scored.filter((r) => r.submissionId === id).map((r) => r.reviewerMobile),
        ...changes.map(({ change }) => change.changedBy),
      ]);
      const detail: SubmissionDetail = {
        submission: {
          ...rowOf(app, seen, scored, { role, mobile: me }),
          answers: seen.answers.map(({ name, label, value }) => ({ name, label, value })),
          files: seen.files,
          ...(seen.applicant ? { applicant: seen.applicant } : {}),
          startup: seen.startup,
          ...(reveals ? { mayRevealTeam: reveals } : {}),
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
      return c.json(detail, 200);
    })
    .get('/:id/files/:fileId', zValidator('param', FileParam, notFoundParam), async (c) => {
      const { id, fileId } = c.req.valid('param');
      const role = roleOf(deps.roles, c.get('user').mobile);
      const [stored] = await deps.db
        .select()
        .from(submissionFiles)
        .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, id)));
      // A file of a field reviewers may not read does not exist for them.
      const file = stored && seenFile(deps.visibility, role, stored);
      if (!stored || !file) throw fail(404, ORGANISER_MESSAGES.fileNotFound);
      const original = await deps.uploads.open(stored.storageKey).catch(() => {
        throw fail(404, ORGANISER_MESSAGES.fileNotFound);
      });
      const { body, size } = await asServedTo(role, stored.mimeType, original, stored.size);
      const name = file.name;
      return new Response(body, {
        status: 200,
        // Built here rather than by Hono, so the site-wide headers are added here too.
        headers: {
          ...SECURITY_HEADERS,
          'Content-Type': stored.mimeType,
          'Content-Length': String(size),
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
        // Send now; whatever fails stays queued for the retry timer and shows in the history.
        await deliverDueStatusSms(deps.db, deps.sms, now);
        return c.json({ message: ORGANISER_MESSAGES.statusSaved }, 200);
      },
    );
}
