import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ListQuerySchema,
  ORGANISER_MESSAGES,
  ReviewRequestSchema,
  StatusRequestSchema,
} from '../../../shared/organiser-schemas.ts';
import { audit, audited } from '../../audit/audit.ts';
import { sessionTag } from '../../auth/signed-links.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { applicationDetail } from '../../workspace/application-detail.ts';
import { openApplication } from '../../review/application-for-viewer.ts';
import { fileResponse } from '../../decks/file-response.ts';
import { listSubmissions } from '../../workspace/list-query.ts';
import { saveReview } from '../../review/review-save.ts';
import { fileForViewer } from '../../decks/staff-file.ts';
import { requireStaff, roleOf } from '../../staff/roles.ts';
import { changeStatus } from '../../applications/status-change.ts';
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
      const viewer = { role: roleOf(deps.roles, me), mobile: me };
      const app = await openApplication(deps.db, id, viewer);
      const detail = await applicationDetail(deps, app, viewer, {
        by: c.get('user').id,
        session: sessionTag(c.get('token')),
      });
      await audit(deps, c, 'application.viewed', id);
      return c.json(detail, 200);
    })
    .get('/:id/files/:fileId', zValidator('param', FileParam, notFoundParam), async (c) => {
      const { id, fileId } = c.req.valid('param');
      const me = c.get('user').mobile;
      const viewer = { role: roleOf(deps.roles, me), mobile: me };
      const { stored, name } = await fileForViewer(deps, id, fileId, viewer);
      await audit(deps, c, 'file.viewed', id, { fileId });
      return fileResponse(deps, stored, viewer.role, name);
    })
    .put(
      '/:id/review',
      zValidator('param', IdParam, notFoundParam),
      jsonBodyLimit,
      validate('json', ReviewRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const me = c.get('user').mobile;
        const review = c.req.valid('json');
        await audited(deps, c, (tx) => saveReview(tx, deps, id, { role: roleOf(deps.roles, me), mobile: me }, review), {
          action: 'review.saved',
          target: id,
          details: { scores: review.scores },
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
