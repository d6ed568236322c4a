/** What GET/PUT /api/organiser/templates take and answer: the registered wording each texted decision is sent in. */
import { z } from 'zod';
import { type ChosenWordings, TEXTED_DECISIONS } from './decision-wordings.ts';
import { TEMPLATE_MESSAGES } from './messages/templates.ts';
import { SMS_WORDINGS, type SmsWordingId } from './messages/sms-wordings.ts';

const isWordingId = (id: string): id is SmsWordingId => Object.hasOwn(SMS_WORDINGS, id);

/** Body of PUT: the wording to send each status in, by status; the others keep theirs. */
export const SaveWordingsSchema = z.object({
  wordings: z
    .record(z.string(), z.string(), { error: TEMPLATE_MESSAGES.statusInvalid })
    .refine((w) => Object.keys(w).every((s) => (TEXTED_DECISIONS as readonly string[]).includes(s)), {
      message: TEMPLATE_MESSAGES.statusInvalid,
    })
    .superRefine((w, ctx) => {
      for (const [status, id] of Object.entries(w)) {
        if (!isWordingId(id) || SMS_WORDINGS[id].purpose !== status) {
          ctx.addIssue({ code: 'custom', message: TEMPLATE_MESSAGES.wordingInvalid, path: [status] });
        }
      }
    })
    .transform((w) => w as Partial<ChosenWordings>),
});

const WordingSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** As registered: fixed text with the event's name, and {name}, {startup}, {date}, {link} for its variables. */
  text: z.string(),
  /** The message a sample applicant would receive now (an acceptance's deadline from the places settings). */
  preview: z.string(),
  /** Whether the SMS provider can send it (MSG91: its MSG91_<ID>_TEMPLATE_ID is set). */
  registered: z.boolean(),
});

/** GET /api/organiser/templates, and PUT's answer (with its `message`). */
export const DecisionWordingsSchema = z.object({
  decisions: z.array(
    z.object({ status: z.enum(TEXTED_DECISIONS), chosen: z.string(), wordings: z.array(WordingSchema) }),
  ),
});
export type DecisionWordings = z.infer<typeof DecisionWordingsSchema>;
