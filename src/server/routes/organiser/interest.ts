import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { InterestRequestSchema, type InterestResponse } from '../../../shared/interest-schemas.ts';
import { INTEREST_MESSAGES } from '../../../shared/messages/interest.ts';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { markInterest } from '../../review/interests.ts';
import { roleOf } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { IdParam, notFoundParam } from './submissions.ts';

/**
 * PUT /api/organiser/submissions/:id/interest (reviewers): marks, or with null takes back, the caller's interest in
 * reviewing an application of the current round before assignment (review/interests.ts). An application they may not
 * open answers 404 as if it did not exist.
 */
export function interestRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().put(
    '/:id/interest',
    zValidator('param', IdParam, notFoundParam),
    jsonBodyLimit,
    validate('json', InterestRequestSchema),
    async (c) => {
      const mobile = c.get('user').mobile;
      if (roleOf(deps.roles, mobile) !== 'REVIEWER') throw fail(403, INTEREST_MESSAGES.reviewersOnly);
      const { id } = c.req.valid('param');
      const { interest } = c.req.valid('json');
      await audited(
        deps,
        c,
        async (tx) => {
          if (!(await markInterest(tx, { submissionId: id, mobile, interest, now: deps.now() })))
            throw fail(404, ORGANISER_MESSAGES.notFound);
        },
        { action: 'interest.marked', target: id, details: { interest } },
      );
      const message = interest ? INTEREST_MESSAGES.saved : INTEREST_MESSAGES.cleared;
      return c.json({ interest, message } satisfies InterestResponse, 200);
    },
  );
}
