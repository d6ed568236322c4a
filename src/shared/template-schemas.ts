/** What GET/PUT /api/organiser/templates take and answer. */
import { z } from 'zod';
import { TEMPLATE_MESSAGES } from './messages/templates.ts';
import { TEXTED_DECISIONS, type StatusTemplates, type TextedStatus, templateProblem } from './sms-templates.ts';

const Template = z.string({ error: TEMPLATE_MESSAGES.empty }).superRefine((template, ctx) => {
  const problem = templateProblem(template);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Body of PUT: the templates to change, by status; the others keep theirs. */
export const SaveTemplatesSchema = z.object({
  templates: z
    .record(z.string(), Template, { error: TEMPLATE_MESSAGES.statusInvalid })
    .refine((t) => Object.keys(t).every((s) => (TEXTED_DECISIONS as readonly string[]).includes(s)), {
      message: TEMPLATE_MESSAGES.statusInvalid,
    })
    .superRefine((t, ctx) => {
      // What depends on the status (an acceptance names its deadline); the rest was checked on each template.
      for (const [status, template] of Object.entries(t)) {
        const problem = templateProblem(template) ? '' : templateProblem(template, status as TextedStatus);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [status] });
      }
    })
    .transform((t) => t as Partial<StatusTemplates>),
});
