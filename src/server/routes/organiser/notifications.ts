import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { fail } from '../../errors.ts';
import { requireStaff } from '../../staff/roles.ts';
import { pendingStatusSms, requeueUnknownStatusSms } from '../../applications/status-sms-queue.ts';

const ChangeParam = z.object({ changeId: z.coerce.number().int().positive() });

/**
 * /api/organiser/notifications (organisers): status SMS not yet delivered, newest first, and "Send again" for
 * one whose outcome is unknown.
 */
export function notificationRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => c.json({ pending: await pendingStatusSms(deps.db) }, 200))
    .post(
      '/:changeId/resend',
      zValidator('param', ChangeParam, (result) => {
        if (!result.success) throw fail(404, ORGANISER_MESSAGES.smsNotUnknown);
      }),
      async (c) => {
        const now = deps.now();
        const { changeId } = c.req.valid('param');
        await audited(
          deps,
          c,
          async (tx) => {
            if (!(await requeueUnknownStatusSms(tx, changeId, now))) throw fail(404, ORGANISER_MESSAGES.smsNotUnknown);
          },
          { action: 'sms.requeued', target: String(changeId) },
        );
        // As after a status change: sent in the background; what fails stays queued for the retry timer.
        deps.smsOutbox.wake();
        return c.json({ message: ORGANISER_MESSAGES.smsRequeued }, 200);
      },
    );
}
