/**
 * Feedback to founders and the committee summary: what /api/organiser/feedback-reasons and the lead and summary
 * endpoints under /api/organiser/submissions/:id take and answer, shared with the workspace. Browser-safe.
 */
import { z } from 'zod';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from './messages/feedback.ts';

/** One reason as organisers edit it: `id` keeps a renamed or moved reason the same; none makes a new one. */
const ReasonEditSchema = z.object(
  {
    id: z.number({ error: FEEDBACK_MESSAGES.listInvalid }).int().positive().optional(),
    label: z
      .string({ error: FEEDBACK_MESSAGES.label })
      .trim()
      .min(1, FEEDBACK_MESSAGES.label)
      .max(FEEDBACK_LIMITS.labelLength, FEEDBACK_MESSAGES.label),
  },
  { error: FEEDBACK_MESSAGES.listInvalid },
);

/** Body of PUT /api/organiser/feedback-reasons: the whole list in its order; a reason left out is deleted. */
export const FeedbackReasonsRequestSchema = z.object({
  reasons: z
    .array(ReasonEditSchema, { error: FEEDBACK_MESSAGES.listInvalid })
    .max(FEEDBACK_LIMITS.reasons, FEEDBACK_MESSAGES.tooManyReasons)
    .superRefine((reasons, ctx) => {
      const labels = new Set<string>();
      for (const { label } of reasons) {
        const key = label.toLowerCase();
        if (labels.has(key)) ctx.addIssue({ code: 'custom', message: FEEDBACK_MESSAGES.duplicateLabel(label) });
        labels.add(key);
      }
      const ids = reasons.flatMap((r) => (r.id ? [r.id] : []));
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: FEEDBACK_MESSAGES.listInvalid });
    }),
});
export type FeedbackReasonsRequest = z.infer<typeof FeedbackReasonsRequestSchema>;

/** One reason of the list, as every staff member reads it (GET /api/organiser/feedback-reasons `reasons`). */
const FeedbackReasonSchema = z.object({ id: z.number().int(), label: z.string() });
export type FeedbackReason = z.infer<typeof FeedbackReasonSchema>;

/** The reasons ticked in one review: ids from the list, each once, at most three. */
export const TickedReasonsSchema = z
  .array(z.number({ error: FEEDBACK_MESSAGES.reasonsInvalid }).int().positive(), {
    error: FEEDBACK_MESSAGES.reasonsInvalid,
  })
  .max(FEEDBACK_LIMITS.perReview, FEEDBACK_MESSAGES.tooManyTicked)
  .refine((ids) => new Set(ids).size === ids.length, FEEDBACK_MESSAGES.reasonsInvalid);

/** Body of PUT /api/organiser/submissions/:id/lead: a reviewer assigned to it, or null to name none. */
export const LeadRequestSchema = z.object({
  mobile: z
    .string({ error: FEEDBACK_MESSAGES.leadInvalid })
    .regex(/^\d{10}$/, FEEDBACK_MESSAGES.leadInvalid)
    .nullable(),
});

/** Body of PUT /api/organiser/submissions/:id/summary: the text and the revision it was edited from. */
export const SummaryRequestSchema = z.object({
  text: z
    .string({ error: FEEDBACK_MESSAGES.summaryLength })
    .max(FEEDBACK_LIMITS.summaryLength, FEEDBACK_MESSAGES.summaryLength),
  revision: z.number({ error: FEEDBACK_MESSAGES.revisionInvalid }).int().min(0, FEEDBACK_MESSAGES.revisionInvalid),
});

/** The committee summary as its readers get it; `revision` is what the next save names. */
const SummarySchema = z.object({
  text: z.string(),
  revision: z.number().int(),
  /** Who wrote the saved text (name, or mobile without one) and when; null before the first save. */
  writtenBy: z.string().nullable(),
  writtenAt: z.string().nullable(),
});
export type Summary = z.infer<typeof SummarySchema>;

/**
 * An application's feedback and committee part of GET /api/organiser/submissions/:id, each field only where the
 * viewer may read it (review/reviewer-visibility.ts).
 */
export const CommitteeViewSchema = z.object({
  /** The list reviewers tick from, in its order (every staff member reads it). */
  reasons: z.array(FeedbackReasonSchema),
  /** The viewer's own ticked reasons in the current round's review (ids). */
  myReasons: z.array(z.number().int()),
  /** Whether the viewer is this application's lead reviewer (then they write `summary`). */
  isLead: z.boolean(),
  /** Organisers: the lead reviewer, null when none is named. */
  lead: z.object({ mobile: z.string(), name: z.string() }).nullable().optional(),
  /** Organisers and the lead: the summary. */
  summary: SummarySchema.optional(),
  /** Organisers: how many reviewers ticked each reason, every round, in the list's order. */
  reasonCounts: z.array(z.object({ id: z.number().int(), label: z.string(), count: z.number().int() })).optional(),
});
export type CommitteeView = z.infer<typeof CommitteeViewSchema>;
