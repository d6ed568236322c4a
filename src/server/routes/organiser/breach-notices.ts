import { Hono } from 'hono';
import { BREACH_MESSAGES } from '../../../shared/messages/breach.ts';
import { BreachNoticeSchema, BreachPreviewSchema } from '../../../shared/privacy/breach-schemas.ts';
import { audited } from '../../audit/audit.ts';
import { listBreachNotices, previewBreachNotice, sendBreachNotice } from '../../breach/notices.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff } from '../../staff/roles.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/**
 * The breach kit (organisers only): GET lists the notices with how many people each told and how many of their SMS and
 * e-mails went out; POST /preview counts an audience before sending; POST tells an audience of a breach, once per
 * person and notice, audited in the same transaction, and wakes the outbox.
 */
export function breachNoticeRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => c.json({ notices: await listBreachNotices(deps.db) }, 200))
    .post('/preview', jsonBodyLimit, validate('json', BreachPreviewSchema), async (c) =>
      c.json(await previewBreachNotice(deps.db, c.req.valid('json'), deps.roles), 200),
    )
    .post('/', jsonBodyLimit, validate('json', BreachNoticeSchema), async (c) => {
      const body = c.req.valid('json');
      const sent = await audited(
        deps,
        c,
        (tx) =>
          sendBreachNotice(tx, body, {
            roles: deps.roles,
            by: c.get('user').mobile,
            now: deps.now(),
            siteUrl: deps.siteUrl,
            eventName: deps.eventName,
          }),
        {
          action: 'breach-notice.sent',
          target: body.reference,
          details: (s) => ({ audience: body.audience.kind, added: s.added, already: s.already }),
        },
      );
      if (sent.added) deps.smsOutbox.wake();
      const message = sent.added ? BREACH_MESSAGES.queued(sent.added, sent.already) : BREACH_MESSAGES.nobodyNew;
      return c.json({ ...sent, message }, sent.added ? 201 : 200);
    });
}
