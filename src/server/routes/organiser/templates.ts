import { Hono } from 'hono';
import { TEMPLATE_MESSAGES } from '../../../shared/messages/templates.ts';
import { TEMPLATE_PLACEHOLDERS } from '../../../shared/sms-templates.ts';
import { SaveTemplatesSchema } from '../../../shared/template-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff } from '../../organiser/roles.ts';
import { readTemplates, saveTemplates } from '../../organiser/templates.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';

/** GET/PUT /api/organiser/templates (organisers only): the status SMS template of each texted status. */
export function templateRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .use('*', requireStaff(deps.roles, true))
    .get('/', async (c) =>
      c.json({ templates: await readTemplates(deps.db, deps.eventName), placeholders: TEMPLATE_PLACEHOLDERS }, 200),
    )
    .put('/', jsonBodyLimit, validate('json', SaveTemplatesSchema), async (c) => {
      const { templates } = c.req.valid('json');
      const saved = await audited(
        deps,
        c,
        (tx) => saveTemplates(tx, templates, deps.eventName, c.get('user').mobile, deps.now()),
        { action: 'templates.saved', details: templates },
      );
      return c.json({ templates: saved, message: TEMPLATE_MESSAGES.saved }, 200);
    });
}
