/**
 * Shapes of the organiser workspace: statuses, the review rubric, what /api/organiser/* takes and
 * answers, and the application window. zod, so the pages parse what they receive. Browser-safe.
 */
import { INTERESTS } from './interest-schemas.ts';
import { CommitteeViewSchema, TickedReasonsSchema } from './feedback-schemas.ts';
import { z } from 'zod';
import { INVITE_STATUSES } from './messages/cofounders.ts';
import { DUPLICATE_MESSAGES } from './messages/duplicates.ts';
import { ASSIGNMENT_MESSAGES } from './messages/review-assignment.ts';
import {
  APPLICATION_STATUSES,
  DECISION_STATUSES,
  ORGANISER_MESSAGES,
  DUPLICATES_LISTED,
  POSSIBLE_DUPLICATES_COUNTED,
  ROLES,
} from './organiser-labels.ts';
import { ConfirmationSchema } from './place-schemas.ts';
import { OUTCOMES } from './application-outcome.ts';
import { TAG_LIMITS, TAG_MESSAGES } from './messages/tags.ts';
import { TagSchema } from './tag-schemas.ts';
import { RoundScoresSchema, RubricSchema } from './round-schemas.ts';
import { ROUND_MESSAGES } from './messages/rounds.ts';

export type { Rubric } from './round-schemas.ts';

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

/** Body of PUT /api/organiser/submissions/:id/review; checked against the rubric on the server. */
export const ReviewRequestSchema = z.object({
  scores: z.record(
    z.string(),
    // Whole numbers on each criterion's own scale: the server checks them against the round's rubric.
    z.number({ error: ROUND_MESSAGES.scoreNumber }),
  ),
  comment: z.string().max(5000).default(''),
  /** The feedback reasons ticked, by id (at most three); left out, those already ticked stay. */
  reasons: TickedReasonsSchema.optional(),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** Body of POST /api/organiser/submissions/:id/status. */
export const StatusRequestSchema = z.object({
  status: z.enum(DECISION_STATUSES, { error: ORGANISER_MESSAGES.statusInvalid }),
  note: z.string().trim().max(1000).default(''),
});

/** The list's page size unless asked otherwise, and the most one page may hold. */
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** Query of GET /api/organiser/submissions: filters, sort and one page (1-based). */
export const ListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: ORGANISER_MESSAGES.statusInvalid }).optional(),
  stage: z.string().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  /** Applications carrying this tag, shared or the caller's own, whatever its case (organisers only). */
  tag: z.string().trim().max(TAG_LIMITS.nameLength, TAG_MESSAGES.name).optional(),
  /** Organisers only: the applications in this review round, with their scores in it (default: the current round's scores). */
  round: z.coerce
    .number({ error: ROUND_MESSAGES.notFound })
    .int(ROUND_MESSAGES.notFound)
    .min(1, ROUND_MESSAGES.notFound)
    .max(2_147_483_647, ROUND_MESSAGES.notFound)
    .optional(),
  sort: z.enum(['date', 'score']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce
    .number({ error: ORGANISER_MESSAGES.pageInvalid })
    .int(ORGANISER_MESSAGES.pageInvalid)
    .min(1, ORGANISER_MESSAGES.pageInvalid)
    .max(1_000_000, ORGANISER_MESSAGES.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: ORGANISER_MESSAGES.pageSizeInvalid })
    .int(ORGANISER_MESSAGES.pageSizeInvalid)
    .min(1, ORGANISER_MESSAGES.pageSizeInvalid)
    .max(MAX_PAGE_SIZE, ORGANISER_MESSAGES.pageSizeInvalid)
    .default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** A reviewer assigned to an application, and whether they have saved their review of it. */
const AssigneeSchema = z.object({ mobile: z.string(), name: z.string(), reviewed: z.boolean() });

const SubmissionRowSchema = z.object({
  id: z.string(),
  submittedAt: z.string(),
  startupName: z.string(),
  stage: z.string(),
  /** Organisers only: reviewers read nothing of where an application stands (reviewer-visibility.ts). */
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** null for a reviewer who has not yet saved a review of it: the others' scores wait till then. */
  reviewCount: z.number().int().nullable(),
  /** Mean over reviews of each review's weighted score (1-5); null before the first review. */
  weightedScore: z.number().nullable(),
  /** Mean of the reviews' per-reviewer z-scores; null before the first review. */
  normalisedScore: z.number().nullable(),
  /** Organisers only: the applicant's name. */
  applicantName: z.string().optional(),
  /** Organisers only: the reviewers assigned to it, and whether each has reviewed it. */
  assignees: z.array(AssigneeSchema).optional(),
  /** Organisers only, ACCEPTED only: whether the founder confirmed, declined, is waiting or let the deadline pass. */
  confirmation: ConfirmationSchema.optional(),
  /** Organisers only: the decision set on it and not yet released (null when none). */
  pendingStatus: z.enum(DECISION_STATUSES).nullable().optional(),
  /**
   * Organisers only: live applications from other accounts that look like the same startup (the list's badge),
   * counted up to POSSIBLE_DUPLICATES_COUNTED: that many means at least that many.
   */
  possibleDuplicates: z.number().int().min(0).max(POSSIBLE_DUPLICATES_COUNTED).optional(),
  /** Organisers only: the shared tags and the caller's own private ones, by name. */
  tags: z.array(TagSchema).optional(),
});
export type SubmissionRow = z.infer<typeof SubmissionRowSchema>;
/**
 * One page of the list: `total` rows match the filters; `counts` (organisers only) holds, per status, the rows that
 * match every filter but the status one (what each status choice would show).
 */
export const SubmissionListSchema = z.object({
  submissions: z.array(SubmissionRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(z.enum(APPLICATION_STATUSES), z.number().int()).optional(),
});
export type SubmissionList = z.infer<typeof SubmissionListSchema>;

const ReviewViewSchema = z.object({
  /**
   * Who scored it. Reviewers read 'You' for their own review and 'Reviewer 1', 'Reviewer 2'… for the others
   * (scores, never who); organisers read the reviewer's name, or the mobile when no name is saved.
   */
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
  /** The feedback reasons released with this decision. */
  feedback: z.array(z.string()).optional(),
});

const SubmissionDetailSchema = z.object({
  submission: SubmissionRowSchema.extend({
    answers: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
    files: z.array(
      z.object({
        id: z.string(),
        fieldName: z.string(),
        name: z.string(),
        mimeType: z.string(),
        size: z.number(),
        /** The file's own address, signed for this viewer for a while: it opens without the session's token. */
        url: z.string(),
      }),
    ),
    /** Organisers only. */
    applicant: z.record(z.string(), z.unknown()).optional(),
    startup: z.record(z.string(), z.string()),
    /**
     * Organisers only: the fields reviewers read that contain a word of the applicant's or a co-founder's name
     * ("may reveal the team"), with the word found.
     */
    mayRevealTeam: z.array(z.object({ field: z.string(), name: z.string() })).optional(),
    /**
     * Organisers only: the PDFs reviewers receive whose text was not searched for the team's names, so the flag above
     * cannot speak for them: not read yet, or `failed` (unreadable, or reading timed out).
     */
    decksNotRead: z.array(z.object({ field: z.string(), failed: z.boolean() })).optional(),
    reviews: z.array(ReviewViewSchema),
    /** Organisers only: every decision with its note to the applicant. */
    history: z.array(StatusChangeSchema).optional(),
    /** Organisers only: who is assigned and whether they have reviewed it. */
    assignees: z.array(AssigneeSchema).optional(),
    /**
     * Organisers only: every reviewer (REVIEWER_MOBILES), whom an organiser may assign by hand, with the interest each
     * marked in reviewing it this round, if any.
     */
    reviewers: z
      .array(z.object({ mobile: z.string(), name: z.string(), interest: z.enum(INTERESTS).optional() }))
      .optional(),
    /** Organisers only: conflicts declared by reviewers and those found automatically. */
    conflicts: z
      .array(z.object({ mobile: z.string(), name: z.string(), reason: z.string(), declared: z.boolean() }))
      .optional(),
    /**
     * The co-founders invited by mobile: organisers see each invite (mobile, role, answer) and the profile name of
     * each who accepted; reviewers only the roles of those who accepted, never a name or number
     * (review/reviewer-visibility.ts).
     */
    team: z.array(
      z.object({
        role: z.string(),
        mobile: z.string().optional(),
        status: z.enum(INVITE_STATUSES).optional(),
        name: z.string().optional(),
      }),
    ),
    /**
     * Organisers only: applications from other accounts that look like this one, and what they share; the oldest
     * DUPLICATES_LISTED of them.
     */
    duplicates: z
      .array(
        z.object({
          id: z.string(),
          startupName: z.string(),
          status: z.enum(APPLICATION_STATUSES),
          reasons: z.array(z.string()),
        }),
      )
      .max(DUPLICATES_LISTED)
      .optional(),
    /** Organisers only: how many look alike, up to POSSIBLE_DUPLICATES_COUNTED (that many means at least that many). */
    duplicatesCounted: z.number().int().min(0).max(POSSIBLE_DUPLICATES_COUNTED).optional(),
    /** Organisers only: the application this one was marked a duplicate of. */
    duplicateOf: z.string().optional(),
    /** Organisers only: its scores in each round it is in, oldest round first (earlier rounds stay readable). */
    rounds: z.array(RoundScoresSchema).optional(),
    /** The staff's discussion; a reviewer's stays empty until their own review is saved. */
    comments: z.array(z.object({ author: z.string(), text: z.string(), at: z.string() })),
    /** The applicant's edits after submitting, each with the fields it changed (reviewers: those they may read). */
    edits: z.array(
      z.object({
        version: z.number().int(),
        at: z.string(),
        changed: z.array(z.object({ name: z.string(), label: z.string() })),
      }),
    ),
    /** Reviewers only, until the current round has assignments: their interest in reviewing it (null: not marked). */
    myInterest: z.enum(INTERESTS).nullable().optional(),
    /** Feedback reasons ticked and the committee summary, as far as the viewer may read them. */
    committee: CommitteeViewSchema,
  }),
  rubric: RubricSchema,
  role: z.enum(ROLES),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetailSchema>;

/** What an applicant sees of their application (GET /api/user-details `applicationStatus`). */
export const ApplicantStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string(),
  history: z.array(
    z.object({
      status: z.enum(APPLICATION_STATUSES),
      note: z.string(),
      at: z.string(),
      /** The feedback reasons organisers released with this decision; absent when they released none. */
      feedback: z.array(z.string()).optional(),
    }),
  ),
  /** A decision the applicant was texted about and has not read on /application yet. */
  unseenDecision: z.boolean(),
  /** ACCEPTED only: the place to confirm by its deadline, or the answer given; null otherwise. */
  confirmation: ConfirmationSchema.nullable(),
  /** How the application ended (src/shared/application-outcome.ts); null while it is open or its place is held. */
  outcome: z.enum(OUTCOMES).nullable(),
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
  /** Organisers only. */
  byStatus: Count.optional(),
  byEducation: Count,
  byHeardFrom: Count,
  /** SMS sent today (India time), codes and status messages, against SMS_DAILY_BUDGET. */
  sms: z.object({ day: z.string(), sent: z.number().int(), budget: z.number().int() }),
  /** Codes sent and verified per hour, the last 24 hours, newest first: pumped codes are never entered. */
  codeHours: z.array(z.object({ hour: z.string(), sent: z.number().int(), verified: z.number().int() })),
  /** Organisers only: each reviewer's assigned applications and how many of them they reviewed. */
  reviewers: z
    .array(z.object({ mobile: z.string(), name: z.string(), assigned: z.number().int(), done: z.number().int() }))
    .optional(),
  /** Organisers only: every conflict of interest reviewers declared, newest first. */
  declaredConflicts: z
    .array(
      z.object({
        submissionId: z.string(),
        startupName: z.string(),
        mobile: z.string(),
        name: z.string(),
        reason: z.string(),
        at: z.string(),
      }),
    )
    .optional(),
});
export type Stats = z.infer<typeof StatsSchema>;

const ReviewCount = (message: string) => z.number({ error: message }).int(message).min(1, message).max(1000, message);

/** Body of POST /api/organiser/assignments/auto. */
export const AutoAssignRequestSchema = z.object({
  reviewsPerApplication: ReviewCount(ASSIGNMENT_MESSAGES.countRange),
  maxPerReviewer: ReviewCount(ASSIGNMENT_MESSAGES.countRange),
  /** Only applications carrying this tag (shared, or the caller's own) get reviewers in this run. */
  tag: z.string().trim().max(TAG_LIMITS.nameLength, TAG_MESSAGES.name).optional(),
});
export type AutoAssignRequest = z.input<typeof AutoAssignRequestSchema>;

/**
 * Answer of POST /api/organiser/assignments/auto: reviews added, and what is left when the caps or conflicts of
 * interest do not let every application have its reviews: each application still short (oldest first), and the
 * shortfall summed up (`message` says it in words).
 */
const AutoAssignResultSchema = z.object({
  assigned: z.number().int(),
  unassignable: z.array(
    z.object({
      id: z.string(),
      startupName: z.string(),
      /** Reviews it still lacks. */
      missing: z.number().int(),
      reason: z.string(),
    }),
  ),
  short: z.object({
    /** Applications still short of reviews, and the reviews they lack in all. */
    applications: z.number().int(),
    reviews: z.number().int(),
    /** Of those applications: every reviewer they may have is at the cap (more per reviewer would fill them). */
    atCap: z.number().int(),
    /** Of those applications: too few reviewers without a conflict of interest (no cap would fill them). */
    conflicts: z.number().int(),
  }),
  /**
   * How the reviewers' sectors and interests were met: of the applications some reviewer who knows their sector may
   * review, how many have one; of the "Yes" answers, how many were assigned; how many reviews this run gave to a
   * reviewer who said "No", for want of another.
   */
  matches: z.object({
    sectorPossible: z.number().int(),
    sectorMatched: z.number().int(),
    yesAsked: z.number().int(),
    yesHonoured: z.number().int(),
    noGiven: z.number().int(),
  }),
  message: z.string(),
});
export type AutoAssignResult = z.infer<typeof AutoAssignResultSchema>;

/** Body of POST /api/organiser/submissions/:id/conflict. */
export const ConflictRequestSchema = z.object({
  reason: z
    .string({ error: ASSIGNMENT_MESSAGES.conflictReason })
    .trim()
    .min(1, ASSIGNMENT_MESSAGES.conflictReason)
    .max(500, ASSIGNMENT_MESSAGES.conflictReason),
});

/** Body of POST /api/organiser/submissions/:id/comments. */
export const CommentRequestSchema = z.object({
  text: z
    .string({ error: ASSIGNMENT_MESSAGES.commentText })
    .trim()
    .min(1, ASSIGNMENT_MESSAGES.commentText)
    .max(2000, ASSIGNMENT_MESSAGES.commentText),
});

/** GET /api/organiser/queue/next: the caller's next application to review (null when done) and their progress. */
const QueueNextSchema = z.object({
  submissionId: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
});
export type QueueNext = z.infer<typeof QueueNextSchema>;

/** Body of POST /api/organiser/submissions/:id/duplicate-of: the application it duplicates, and a note. */
export const DuplicateOfRequestSchema = z.object({
  id: z.string({ error: DUPLICATE_MESSAGES.otherNotFound }).min(1, DUPLICATE_MESSAGES.otherNotFound),
  note: z.string().trim().max(500, DUPLICATE_MESSAGES.noteTooLong).default(''),
});
