/**
 * Review rounds and their rubrics: what /api/organiser/rounds takes and answers, shared with the settings page. A
 * rubric is a list of criteria, each scored on its own whole-number scale (1-5 by default; a Yes/No triage is 0-1).
 * Browser-safe.
 */
import { z } from 'zod';
import { ROUND_LIMITS, ROUND_MESSAGES } from './messages/rounds.ts';

const Score = z.number({ error: ROUND_MESSAGES.scale }).int(ROUND_MESSAGES.scale).min(0, ROUND_MESSAGES.scale);

/** One criterion: content/review-rubric.json's shape, the scale optional there (1-5). */
const RubricCriterionSchema = z
  .object({
    id: z.string({ error: ROUND_MESSAGES.criterionId }).regex(/^[a-z][a-zA-Z0-9]*$/, ROUND_MESSAGES.criterionId),
    label: z.string({ error: ROUND_MESSAGES.criterionLabel }).trim().min(1, ROUND_MESSAGES.criterionLabel).max(80),
    help: z.string().max(1000).default(''),
    weight: z.number({ error: ROUND_MESSAGES.weight }).positive(ROUND_MESSAGES.weight).max(100, ROUND_MESSAGES.weight),
    min: Score.max(ROUND_LIMITS.maxScore - 1, ROUND_MESSAGES.scale).default(1),
    max: Score.max(ROUND_LIMITS.maxScore, ROUND_MESSAGES.scale).default(5),
  })
  .refine((c) => c.max > c.min, { message: ROUND_MESSAGES.scale, path: ['max'] });

export const RubricSchema = z
  .object({
    criteria: z
      .array(RubricCriterionSchema, { error: ROUND_MESSAGES.criteriaCount })
      .min(1, ROUND_MESSAGES.criteriaCount)
      .max(ROUND_LIMITS.criteria, ROUND_MESSAGES.criteriaCount),
  })
  .superRefine((r, ctx) => {
    const ids = r.criteria.map((c) => c.id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) ctx.addIssue({ code: 'custom', message: ROUND_MESSAGES.criterionTwice(twice), path: ['criteria'] });
  });
export type Rubric = z.infer<typeof RubricSchema>;

export const OTHERS_SCORES = ['never', 'afterOwn', 'always'] as const;
export type OthersScores = (typeof OTHERS_SCORES)[number];
const RoundVisibilitySchema = z.object({
  /** When a reviewer sees the other reviewers' scores of an application they review. */
  othersScores: z.enum(OTHERS_SCORES, { error: ROUND_MESSAGES.othersScores }),
});
export type RoundVisibility = z.infer<typeof RoundVisibilitySchema>;

const RoundDate = z.iso.datetime({ offset: true, error: 'Dates must be ISO date-times with an offset' }).nullable();

const RoundFieldsSchema = z.object({
  name: z
    .string({ error: ROUND_MESSAGES.name })
    .trim()
    .min(1, ROUND_MESSAGES.name)
    .max(ROUND_LIMITS.nameLength, ROUND_MESSAGES.name),
  rubric: RubricSchema,
  reviewsPerApplication: z
    .number({ error: ROUND_MESSAGES.reviewsPerApplication })
    .int(ROUND_MESSAGES.reviewsPerApplication)
    .min(1, ROUND_MESSAGES.reviewsPerApplication)
    .max(ROUND_LIMITS.maxReviewsPerApplication, ROUND_MESSAGES.reviewsPerApplication),
  opensAt: RoundDate.default(null),
  closesAt: RoundDate.default(null),
  visibility: RoundVisibilitySchema,
});

/** 'review': reviewers, assignments and the queue; 'final': finalists pitch live and its judges score every one. */
const ROUND_KINDS = ['review', 'final'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

const datesInOrder = (r: { opensAt?: string | null; closesAt?: string | null }) =>
  !r.opensAt || !r.closesAt || Date.parse(r.closesAt) > Date.parse(r.opensAt);

/** Body of POST /api/organiser/rounds: a round's kind is chosen once, when it is made. */
export const RoundCreateSchema = RoundFieldsSchema.extend({
  kind: z.enum(ROUND_KINDS, { error: ROUND_MESSAGES.kind }).default('review'),
}).refine(datesInOrder, {
  message: ROUND_MESSAGES.dateOrder,
  path: ['closesAt'],
});
export type RoundCreate = z.infer<typeof RoundCreateSchema>;

/** Body of PUT /api/organiser/rounds/:id: what changes (a rubric only while the round has no review). */
export const RoundUpdateSchema = RoundFieldsSchema.partial().refine(datesInOrder, {
  message: ROUND_MESSAGES.dateOrder,
  path: ['closesAt'],
});
export type RoundUpdate = z.infer<typeof RoundUpdateSchema>;

/** Body of POST /api/organiser/rounds/:id/advance: the applications carried into the round. */
export const RoundAdvanceSchema = z.object({
  ids: z
    .array(z.string().max(36), { error: ROUND_MESSAGES.noIds })
    .min(1, ROUND_MESSAGES.noIds)
    .max(5000, ROUND_MESSAGES.noIds),
});

const ROUND_STATUSES = ['draft', 'open', 'closed'] as const;

/** One round as GET /api/organiser/rounds lists it. */
const RoundSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rubric: RubricSchema,
  reviewsPerApplication: z.number().int(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  visibility: RoundVisibilitySchema,
  status: z.enum(ROUND_STATUSES),
  kind: z.enum(ROUND_KINDS),
  /** Whether a review of it was saved: its rubric is then fixed. */
  hasReviews: z.boolean(),
  /** The applications in it (the first round: every application submitted). */
  applications: z.number().int(),
  /** The round the workspace shows: the open one, else the one opened last. */
  current: z.boolean(),
});
export type Round = z.infer<typeof RoundSchema>;

const RoundListSchema = z.object({ rounds: z.array(RoundSchema) });
export type RoundList = z.infer<typeof RoundListSchema>;

/** One application's scores in one round, for the organisers' detail (earlier rounds stay readable). */
export const RoundScoresSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reviewCount: z.number().int(),
  weightedScore: z.number().nullable(),
  normalisedScore: z.number().nullable(),
});
