/** What /api/organiser/decisions takes and answers: pending decisions, their preview and release. Browser-safe. */
import { z } from 'zod';
import { DECISION_MESSAGES } from './messages/decisions.ts';
import { APPLICATION_STATUSES, DECISION_STATUSES, MAX_DECISION_IDS, ORGANISER_MESSAGES } from './organiser-labels.ts';
import { ListQuerySchema } from './organiser-schemas.ts';
import { OverCapSchema } from './over-cap-schema.ts';

/** Body of POST /api/organiser/decisions. */
export const SetDecisionsSchema = z.object({
  ids: z
    .array(z.string().max(36), { error: DECISION_MESSAGES.noIds })
    .min(1, DECISION_MESSAGES.noIds)
    .max(MAX_DECISION_IDS, DECISION_MESSAGES.tooManyIds),
  status: z.enum(DECISION_STATUSES, { error: ORGANISER_MESSAGES.statusInvalid }),
  note: z.string().trim().max(1000).default(''),
});

/**
 * Body of POST /api/organiser/decisions/release: the count per status the organiser saw in the preview and, optionally,
 * the preview's `digest`, which must then match too (the same counts with other applications or notes are refused).
 */
export const ReleaseSchema = z.object({
  expect: z
    .record(z.string(), z.number({ error: DECISION_MESSAGES.expectInvalid }).int().min(0), {
      error: DECISION_MESSAGES.expectInvalid,
    })
    .refine((counts) => Object.keys(counts).every((s) => (DECISION_STATUSES as readonly string[]).includes(s)), {
      message: ORGANISER_MESSAGES.statusInvalid,
    }),
  previewDigest: z
    .string({ error: DECISION_MESSAGES.digestInvalid })
    .regex(/^[0-9a-f]{64}$/, DECISION_MESSAGES.digestInvalid)
    .optional(),
  /** Send each application's feedback reasons with its decision (shown on /application, never texted). */
  withFeedback: z.boolean({ error: DECISION_MESSAGES.withFeedbackInvalid }).optional(),
});
export type ReleaseRequest = z.infer<typeof ReleaseSchema>;

const PendingDecisionSchema = z.object({
  id: z.string(),
  startupName: z.string(),
  applicantName: z.string(),
  currentStatus: z.enum(APPLICATION_STATUSES),
  status: z.enum(DECISION_STATUSES),
  note: z.string(),
  setBy: z.string(),
  setAt: z.string(),
  /** The SMS the applicant will receive on release; null for a status applicants are not texted about. */
  message: z.string().nullable(),
});

/** GET /api/organiser/decisions/matching: the list's filters, without sort and page. */
export const MatchingQuerySchema = ListQuerySchema.pick({ q: true, status: true, stage: true, tag: true, round: true });

/**
 * What GET /api/organiser/decisions/matching answers: how many applications match, and their ids when they are few
 * enough for one POST /api/organiser/decisions (none past MAX_DECISION_IDS).
 */
const MatchingIdsSchema = z.object({ total: z.number().int(), ids: z.array(z.string()) });
export type MatchingIds = z.infer<typeof MatchingIdsSchema>;

/** What a release will send and how long that takes at the current rate, before Release is pressed. */
const ReleaseDeliverySchema = z.object({
  /** SMS the release queues: one per texted decision. */
  sms: z.number().int(),
  /** E-mails it queues: one per texted decision whose applicant gave an address (sent at once, no rate). */
  emails: z.number().int(),
  /** Decision SMS sent per minute (SMS_RELEASE_PER_MINUTE). */
  perMinute: z.number().int(),
  /** SMS messages may still take today: the day's budget less the sign-in reserve, less what was sent. */
  leftToday: z.number().int(),
  /** Minutes the SMS that fit today take at `perMinute`. */
  minutes: z.number().int(),
  /** Further days (India time) the SMS past today's budget wait for; 0 when all go today. */
  laterDays: z.number().int(),
});
export type ReleaseDelivery = z.infer<typeof ReleaseDeliverySchema>;

/** GET /api/organiser/decisions/preview. */
export const DecisionPreviewSchema = z.object({
  counts: z.partialRecord(z.enum(DECISION_STATUSES), z.number().int()),
  ids: z.partialRecord(z.enum(DECISION_STATUSES), z.array(z.string())),
  decisions: z.array(PendingDecisionSchema),
  /** A hash of every pending application id with its status and note: send it back as the release's `previewDigest`. */
  digest: z.string(),
  /** Set when the pending acceptances do not fit the finalist places: the release would be refused. */
  overCap: OverCapSchema.nullable(),
  delivery: ReleaseDeliverySchema,
});
export type DecisionPreview = z.infer<typeof DecisionPreviewSchema>;
