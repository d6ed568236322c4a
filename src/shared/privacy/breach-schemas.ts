/** Breach notices' shapes: POST /api/organiser/breach-notices (and its preview), GET the list. Browser-safe. */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-statuses.ts';
import { BREACH_MESSAGES as M } from '../messages/breach.ts';

/** Who to tell: every applicant, the applicants of one status, or the applicants of listed applications. */
const BreachAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('status'), status: z.enum(APPLICATION_STATUSES, { error: M.audienceStatus }) }),
    z.object({
      kind: z.literal('list'),
      // 1,000 ids of 36 characters stay within the workspace's 64 KB JSON bodies; a status or 'all' covers more.
      ids: z.array(z.string().min(1).max(36), { error: M.audienceIds }).min(1, M.audienceIds).max(1000, M.audienceIds),
    }),
  ],
  { error: M.audienceKind },
);
export type BreachAudience = z.infer<typeof BreachAudienceSchema>;

const Reference = z
  .string({ error: M.referenceRequired })
  .trim()
  .min(1, M.referenceRequired)
  .max(80, M.referenceRequired);

/** POST /api/organiser/breach-notices/preview: how many the audience holds, and how many of them were already told. */
export const BreachPreviewSchema = z.object({ reference: Reference.optional(), audience: BreachAudienceSchema });

/** POST /api/organiser/breach-notices. */
export const BreachNoticeSchema = z.object({
  reference: Reference,
  details: z.string({ error: M.detailsRequired }).trim().min(20, M.detailsRequired).max(5000, M.detailsRequired),
  audience: BreachAudienceSchema,
});
export type BreachNoticeBody = z.infer<typeof BreachNoticeSchema>;

const Progress = z.object({ sent: z.number().int(), pending: z.number().int() });

/** One notice as GET /api/organiser/breach-notices lists it. */
const BreachNoticeViewSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  details: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  people: z.number().int(),
  sms: Progress,
  email: Progress,
});
export type BreachNoticeView = z.infer<typeof BreachNoticeViewSchema>;
