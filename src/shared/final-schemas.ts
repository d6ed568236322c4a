/**
 * The live final (a round of the kind 'final'): what its judges send and read, what the organiser running the stage
 * reads, and what the big screen shows. Browser-safe; the pages import its types only, so zod stays off the phones.
 */
import { z } from 'zod';
import { ROUND_MESSAGES } from './messages/rounds.ts';

const PITCH_STATE_IDS = ['waiting', 'open', 'closed'] as const;
/** 'waiting' until the organiser opens the pitch, 'open' while on stage, 'closed' after. */
export type PitchState = (typeof PITCH_STATE_IDS)[number];

/** Body of PUT /api/final/scores/:id: a judge's score of one pitch, a whole number per criterion of the final. */
export const FinalScoreRequestSchema = z.object({
  scores: z.record(z.string(), z.number({ error: ROUND_MESSAGES.scoreNumber })),
});

/** Answer of PUT /api/final/scores/:id: 201 when stored, 200 when this judge's score of it was already there. */
const FinalScoreResponseSchema = z.object({ stored: z.literal(true), duplicate: z.boolean(), message: z.string() });
export type FinalScoreResponse = z.infer<typeof FinalScoreResponseSchema>;

const CriterionSchema = z.object({
  id: z.string(),
  label: z.string(),
  help: z.string(),
  min: z.number().int(),
  max: z.number().int(),
});

/** GET /api/final/judge: the final a judge scores, its pitches in running order, and the judge's own scores. */
const JudgeViewSchema = z.object({
  final: z.object({ id: z.number().int(), name: z.string(), criteria: z.array(CriterionSchema) }).nullable(),
  pitches: z.array(
    z.object({
      id: z.string(),
      startupName: z.string(),
      state: z.enum(PITCH_STATE_IDS),
      /** What this judge sent for it; null before they score it. */
      myScores: z.record(z.string(), z.number()).nullable(),
    }),
  ),
});
export type JudgeView = z.infer<typeof JudgeViewSchema>;

/** GET /api/organiser/final (organisers): the stage as the organiser runs it. */
const OrganiserFinalSchema = z.object({
  final: z
    .object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(['draft', 'open', 'closed']),
      /** Whether the big screen ranks the revealed pitches. */
      ranked: z.boolean(),
    })
    .nullable(),
  judges: z.array(z.object({ mobile: z.string(), name: z.string(), scored: z.number().int() })),
  pitches: z.array(
    z.object({
      id: z.string(),
      startupName: z.string(),
      founderName: z.string(),
      state: z.enum(PITCH_STATE_IDS),
      /** Whether the big screen shows its score. */
      revealed: z.boolean(),
      /** How many judges have scored it, each counted once. */
      scored: z.number().int(),
      /** The judges' mean weighted score, two decimals; null before the first. */
      score: z.number().nullable(),
    }),
  ),
});
export type OrganiserFinal = z.infer<typeof OrganiserFinalSchema>;

/** Body of PUT /api/organiser/final/pitches/:id/reveal and PUT /api/organiser/final/ranking. */
export const RevealRequestSchema = z.object({ revealed: z.boolean() });

/** Answer of the organiser's stage actions: what changed, and the stage as it now stands. */
export interface FinalActionResponse {
  message: string;
  stage: OrganiserFinal;
}

/**
 * GET /api/final/board (no sign-in: the big screen): only what the organiser revealed. A pitch's startup is named
 * once it has gone on stage; its score once revealed; the ranks once the ranking is shown.
 */
const BoardSchema = z.object({
  name: z.string().nullable(),
  judges: z.number().int(),
  ranked: z.boolean(),
  pitches: z.array(
    z.object({
      position: z.number().int(),
      startupName: z.string().nullable(),
      state: z.enum(PITCH_STATE_IDS),
      scored: z.number().int(),
      score: z.number().nullable(),
      rank: z.number().int().nullable(),
    }),
  ),
});
export type Board = z.infer<typeof BoardSchema>;
