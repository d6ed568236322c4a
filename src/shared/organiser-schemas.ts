/**
 * Shapes of the organiser workspace: statuses, the review rubric, what /api/organiser/* takes and
 * answers, and the application window. zod, so the pages parse what they receive. Browser-safe.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES, DECISION_STATUSES, ORGANISER_MESSAGES, ROLES } from './organiser-labels.ts';

export * from './organiser-labels.ts';

const IsoWithOffset = z.iso.datetime({ offset: true, error: ORGANISER_MESSAGES.dateInvalid });

/** The application window (GET /api/application-window, GET/PUT /api/organiser/settings). */
export const WindowSettingsSchema = z
  .object({ applicationsOpenAt: IsoWithOffset, applicationsCloseAt: IsoWithOffset })
  .refine((w) => Date.parse(w.applicationsCloseAt) > Date.parse(w.applicationsOpenAt), {
    message: ORGANISER_MESSAGES.windowOrder,
  });
export type WindowSettings = z.infer<typeof WindowSettingsSchema>;

/** GET /api/application-window: the window plus whether it is open at the server's now. */
const ApplicationWindowResponseSchema = z.object({
  applicationsOpenAt: z.string(),
  applicationsCloseAt: z.string(),
  isOpen: z.boolean(),
  /** The server's clock, so a page can count down without trusting the visitor's. */
  now: z.string(),
  /** Why it is shut ('Applications are closed' / 'Applications open on …'); '' while open. */
  message: z.string(),
});
export type ApplicationWindowResponse = z.infer<typeof ApplicationWindowResponseSchema>;

/** One criterion of content/review-rubric.json. */
const RubricCriterionSchema = z.object({
  id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
  label: z.string().min(1),
  help: z.string(),
  weight: z.number().positive(),
});
export const RubricSchema = z.object({ criteria: z.array(RubricCriterionSchema).min(1) });
export type Rubric = z.infer<typeof RubricSchema>;

/** Body of PUT /api/organiser/submissions/:id/review; checked against the rubric on the server. */
export const ReviewRequestSchema = z.object({
  scores: z.record(
    z.string(),
    z
      .number({ error: ORGANISER_MESSAGES.scoreRange })
      .int(ORGANISER_MESSAGES.scoreRange)
      .min(1, ORGANISER_MESSAGES.scoreRange)
      .max(5, ORGANISER_MESSAGES.scoreRange),
  ),
  comment: z.string().max(5000).default(''),
});

/** Body of POST /api/organiser/submissions/:id/status. */
export const StatusRequestSchema = z.object({
  status: z.enum(DECISION_STATUSES, { error: ORGANISER_MESSAGES.statusInvalid }),
  note: z.string().trim().max(1000).default(''),
});

/** Query of GET /api/organiser/submissions. */
export const ListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: ORGANISER_MESSAGES.statusInvalid }).optional(),
  stage: z.string().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['date', 'score']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const SubmissionRowSchema = z.object({
  id: z.string(),
  submittedAt: z.string(),
  startupName: z.string(),
  stage: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** null for a reviewer who has not yet saved a review of it: the others' scores wait till then. */
  reviewCount: z.number().int().nullable(),
  /** Mean over reviews of each review's weighted score (1-5); null before the first review. */
  weightedScore: z.number().nullable(),
  /** Mean of the reviews' per-reviewer z-scores; null before the first review. */
  normalisedScore: z.number().nullable(),
  /** Organisers only: the applicant's name. */
  applicantName: z.string().optional(),
});
export type SubmissionRow = z.infer<typeof SubmissionRowSchema>;
export const SubmissionListSchema = z.object({ submissions: z.array(SubmissionRowSchema), total: z.number().int() });

const ReviewViewSchema = z.object({
  /** 'Reviewer 1'…, or the reviewer's mobile for organisers. */
  reviewer: z.string(),
  mine: z.boolean(),
  scores: z.record(z.string(), z.number()),
  comment: z.string(),
  weightedScore: z.number(),
  normalisedScore: z.number(),
  updatedAt: z.string(),
  /** Saved before the applicant's latest edit: it scored an earlier version. */
  earlierVersion: z.boolean(),
});

const SMS_STATES = ['none', 'pending', 'sent', 'failing', 'unknown'] as const;
export type SmsState = (typeof SMS_STATES)[number];

const StatusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  note: z.string(),
  at: z.string(),
  /** Organisers only: who changed it. */
  by: z.string().optional(),
  /** Organisers only: the change's id, which "Send again" names. */
  changeId: z.number().optional(),
  /**
   * Organisers only: the SMS for this change ('none' when the status is not texted; 'unknown' when the gateway
   * never answered, so it may have been delivered and waits for an organiser to send it again).
   */
  sms: z.enum(SMS_STATES).optional(),
  smsError: z.string().optional(),
});

const SubmissionDetailSchema = z.object({
  submission: SubmissionRowSchema.extend({
    answers: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
    files: z.array(
      z.object({ id: z.string(), fieldName: z.string(), name: z.string(), mimeType: z.string(), size: z.number() }),
    ),
    /** Organisers only. */
    applicant: z.record(z.string(), z.unknown()).optional(),
    startup: z.record(z.string(), z.string()),
    reviews: z.array(ReviewViewSchema),
    history: z.array(StatusChangeSchema),
    /** The applicant's edits after submitting, each with the fields it changed (reviewers: those they may read). */
    edits: z.array(
      z.object({
        version: z.number().int(),
        at: z.string(),
        changed: z.array(z.object({ name: z.string(), label: z.string() })),
      }),
    ),
  }),
  rubric: RubricSchema,
  role: z.enum(ROLES),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetailSchema>;

/** What an applicant sees of their application (GET /api/user-details `applicationStatus`). */
export const ApplicantStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string(),
  history: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), note: z.string(), at: z.string() })),
  /** A decision the applicant was texted about and has not read on /application yet. */
  unseenDecision: z.boolean(),
});
export type ApplicantStatus = z.infer<typeof ApplicantStatusSchema>;

const Count = z.record(z.string(), z.number().int());
const StatsSchema = z.object({
  funnel: z.object({
    codesSent: z.number(),
    numbersVerified: z.number(),
    profilesCompleted: z.number(),
    applicationsSubmitted: z.number(),
  }),
  perDay: z.array(
    z.object({
      day: z.string(),
      codesSent: z.number(),
      numbersVerified: z.number(),
      profilesCompleted: z.number(),
      applicationsSubmitted: z.number(),
    }),
  ),
  byStage: Count,
  byStatus: Count,
  byEducation: Count,
  byHeardFrom: Count,
});
export type Stats = z.infer<typeof StatsSchema>;
