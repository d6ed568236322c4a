import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import {
  FeedbackReasonsRequestSchema,
  LeadRequestSchema,
  SummaryRequestSchema,
} from '../../../shared/feedback-schemas.ts';
import { FEEDBACK_MESSAGES } from '../../../shared/messages/feedback.ts';
import { audited } from '../../audit/audit.ts';
import { isRestrictedDelete } from '../../db/restricted-delete.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { openApplication } from '../../review/application-for-viewer.ts';
import { saveSummary, setLead } from '../../review/committee.ts';
import { readFeedbackReasons, saveFeedbackReasons, usedReasonAmong } from '../../review/feedback-reasons.ts';
import { requireStaff, roleOf } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { IdParam, notFoundParam } from './submissions.ts';

/** /api/organiser/feedback-reasons: the list reviewers tick from, read by all staff, edited by organisers. */
export function feedbackReasonRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => c.json({ reasons: await readFeedbackReasons(deps.db) }, 200))
    .put(
      '/',
      requireStaff(deps.roles, true),
      jsonBodyLimit,
      validate('json', FeedbackReasonsRequestSchema),
      async (c) => {
        const edit = c.req.valid('json');
        const by = c.get('user').mobile;
        try {
          const reasons = await audited(deps, c, (tx) => saveFeedbackReasons(tx, edit, by, deps.now()), {
            action: 'feedback-reasons.saved',
            details: { reasons: edit.reasons.map((r) => r.label) },
          });
          return c.json({ reasons, message: FEEDBACK_MESSAGES.saved }, 200);
        } catch (err) {
          if (!isRestrictedDelete(err)) throw err;
          // The database refused to delete a reason a review ticks; the transaction is gone, so this names it afresh.
          throw fail(409, FEEDBACK_MESSAGES.inUse((await usedReasonAmong(deps.db, edit)) ?? ''));
        }
      },
    );
}

/**
 * Under /api/organiser/submissions/:id: naming the lead reviewer (organisers) and saving the committee summary (the
 * lead alone; another reviewer's application is a 404, as if it did not exist).
 */
export function committeeRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .put(
      '/:id/lead',
      requireStaff(deps.roles, true),
      zValidator('param', IdParam, notFoundParam),
      jsonBodyLimit,
      validate('json', LeadRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { mobile } = c.req.valid('json');
        await openApplication(deps.db, id);
        await audited(deps, c, (tx) => setLead(tx, id, mobile, c.get('user').mobile, deps.now()), {
          action: 'lead.named',
          target: id,
          details: { lead: mobile },
        });
        return c.json({ message: mobile ? FEEDBACK_MESSAGES.leadSaved : FEEDBACK_MESSAGES.leadCleared }, 200);
      },
    )
    .put(
      '/:id/summary',
      zValidator('param', IdParam, notFoundParam),
      jsonBodyLimit,
      validate('json', SummaryRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const me = c.get('user').mobile;
        await openApplication(deps.db, id, { role: roleOf(deps.roles, me), mobile: me });
        const summary = await audited(deps, c, (tx) => saveSummary(tx, id, me, c.req.valid('json'), deps.now()), {
          action: 'summary.saved',
          target: id,
          details: (s) => ({ revision: s.revision }),
        });
        return c.json({ summary, message: FEEDBACK_MESSAGES.summarySaved }, 200);
      },
    );
}
