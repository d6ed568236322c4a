import { Hono } from 'hono';
import { TEMPLATE_MESSAGES } from '../../../shared/messages/templates.ts';
import { SaveWordingsSchema } from '../../../shared/template-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { msg91TemplateVariable } from '../../env.ts';
import { fail } from '../../errors.ts';
import { decisionWordings } from '../../applications/decision-wordings-view.ts';
import { requireStaff } from '../../staff/roles.ts';
import { saveWordings } from '../../applications/templates.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/**
 * GET/PUT /api/organiser/templates (organisers only): the registered wording each texted decision is sent in, with
 * every wording of each status previewed. A wording the SMS provider cannot send yet is refused (400).
 */
export function templateRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) => c.json(await decisionWordings(deps.db, deps, deps.now()), 200))
    .put('/', jsonBodyLimit, validate('json', SaveWordingsSchema), async (c) => {
      const { wordings } = c.req.valid('json');
      for (const id of Object.values(wordings)) {
        if (!deps.sms.registered(id)) throw fail(400, TEMPLATE_MESSAGES.notRegistered(msg91TemplateVariable(id)));
      }
      await audited(deps, c, (tx) => saveWordings(tx, wordings, c.get('user').mobile, deps.now()), {
        action: 'templates.saved',
        details: wordings,
      });
      return c.json({ ...(await decisionWordings(deps.db, deps, deps.now())), message: TEMPLATE_MESSAGES.saved }, 200);
    });
}
