import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { DUPLICATE_MESSAGES } from '../../../shared/messages/duplicates.ts';
import { DuplicateOfRequestSchema } from '../../../shared/organiser-schemas.ts';
import { audit } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { markDuplicate } from '../../duplicates/duplicates.ts';
import { requireStaff } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { IdParam, notFoundParam } from './submissions.ts';

/**
 * POST /api/organiser/submissions/:id/duplicate-of (organisers): marks the application a duplicate of another; it is
 * withdrawn with a note and the applicant is texted through the outbox.
 */
export function duplicateRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(
    '/:id/duplicate-of',
    requireStaff(deps.roles, true),
    zValidator('param', IdParam, notFoundParam),
    jsonBodyLimit,
    validate('json', DuplicateOfRequestSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { id: of, note } = c.req.valid('json');
      await markDuplicate(deps.db, {
        submissionId: id,
        of,
        note,
        by: c.get('user').mobile,
        now: deps.now(),
        eventName: deps.eventName,
        siteUrl: deps.siteUrl,
      });
      await audit(deps, c, 'duplicate.marked', id, { of, note });
      deps.smsOutbox.wake();
      return c.json({ message: DUPLICATE_MESSAGES.marked }, 200);
    },
  );
}
