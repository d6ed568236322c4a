/**
 * The database, in Drizzle's pg-core schema. `npm run db:generate` turns changes here into a new
 * SQL migration under ./migrations (committed); the server applies pending migrations at start-up.
 * Column names are snake_case in SQL, camelCase in TypeScript.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  bigserial,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FieldFormat, FieldType, SubmissionAnswer } from '../../shared/form-field.ts';
import type { Rubric, RoundVisibility } from '../../shared/round-schemas.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per mobile number that has ever signed in; the profile lives here once saved. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mobile: varchar('mobile', { length: 10 }).notNull().unique(),
  name: text('name').notNull().default(''),
  age: integer('age'),
  gender: text('gender').notNull().default(''),
  email: text('email').notNull().default(''),
  state: text('state').notNull().default(''),
  city: text('city').notNull().default(''),
  education: text('education').notNull().default(''),
  ethnicity: text('ethnicity').notNull().default(''),
  isEmailOptIn: boolean('is_email_opt_in').notNull().default(false),
  isJitoMember: boolean('is_jito_member').notNull().default(false),
  jitoChapter: text('jito_chapter').notNull().default(''),
  heardFrom: text('heard_from').notNull().default(''),
  /**
   * The privacy notice version (content/privacy.json) this user last accepted, null before any: read with the session,
   * so the forms know whether to ask again. The record of each acceptance is privacy_notice_acceptances.
   */
  privacyNoticeVersion: text('privacy_notice_version'),
  isProfileCompleted: boolean('is_profile_completed').notNull().default(false),
  isApplicationSubmitted: boolean('is_application_submitted').notNull().default(false),
  /** When the profile first became complete, for the organisers' funnel. */
  profileCompletedAt: at('profile_completed_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Each privacy notice version a user accepted, and when: the proof of consent the DPDP Act asks for (s.6(10)). Kept when
 * the account is erased, since the user row then names no one (my-data/erase.ts).
 */
export const privacyNoticeAcceptances = pgTable(
  'privacy_notice_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: at('accepted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

/**
 * A parent's or guardian's consent to the profile of an applicant under 18 (DPDP Act s.9, Rule 10), taken where
 * organisers chose to (privacy/minors-settings.ts): the guardian's mobile the code went to, the privacy notice version
 * the profile was saved under, and when the code was confirmed. Erasing the account blanks the mobile and keeps the
 * record, which then names no one (my-data/erase.ts).
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianMobile: varchar('guardian_mobile', { length: 10 }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    consentedAt: at('consented_at').notNull(),
  },
  (t) => [index('guardian_consents_user_idx').on(t.userId)],
);

/**
 * The live consent code of an applicant's guardian, one per applicant (a new one replaces it). Kept apart from
 * otp_codes: a guardian's consent code must never sign anyone in, and must not replace the guardian's own sign-in code.
 * Its sends count in otp_sends, so the sign-in caps per number, prefix and IP hold for it too (privacy/guardian-code.ts).
 */
export const guardianCodes = pgTable('guardian_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  guardianMobile: varchar('guardian_mobile', { length: 10 }).notNull(),
  codeHmac: varchar('code_hmac', { length: 64 }).notNull(),
  /** Wrong guesses; at 5 the code is dead. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Privacy requests applicants raise on /profile (access, correction, erasure, grievance, nominee), answered within
 * 90 days (DPDP Rules, Rule 9): organisers move them through their states on /organiser/privacy, each step audited.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    details: text('details').notNull(),
    /** RECEIVED, IN_PROGRESS, ANSWERED or REFUSED (shared/privacy/request-labels.ts). */
    state: text('state').notNull().default('RECEIVED'),
    /** The organisers' note on the latest change: what was done, or why not. */
    note: text('note').notNull().default(''),
    receivedAt: at('received_at').notNull(),
    dueAt: at('due_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** The organiser who made the latest change; '' while only received. */
    updatedBy: text('updated_by').notNull().default(''),
  },
  (t) => [index('privacy_requests_due_idx').on(t.state, t.dueAt), index('privacy_requests_user_idx').on(t.userId)],
);

/** The startup half of the profile, one per user. */
export const startups = pgTable('startups', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  industry: text('industry').notNull().default(''),
  stage: text('stage').notNull().default(''),
  teamSize: text('team_size').notNull().default(''),
  summary: text('summary').notNull().default(''),
  website: text('website').notNull().default(''),
  linkedIn: text('linked_in').notNull().default(''),
  updatedAt: at('updated_at').notNull(),
});

/** Sign-in sessions: only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** When a staff member confirmed this sign-in with a passkey (null: SMS only, docs/api.md "Passkeys for staff"). */
    passkeyConfirmedAt: at('passkey_confirmed_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** The live one-time code per mobile (a newer code replaces the row); only its HMAC is kept. */
export const otpCodes = pgTable('otp_codes', {
  mobile: varchar('mobile', { length: 10 }).primaryKey(),
  codeHmac: varchar('code_hmac', { length: 64 }).notNull(),
  /**
   * SHA-256 of the random id in the cookie of the browser that asked for this code (otp/requester.ts); null for a
   * code asked for before codes were bound to their requester.
   */
  requesterHash: varchar('requester_hash', { length: 64 }),
  /** Guesses from the browser that asked for the code; at 5 the code is dead for everyone. */
  attempts: integer('attempts').notNull().default(0),
  /** Guesses from anyone else; at 5 theirs are refused, but the code stays live for the browser that asked for it. */
  othersAttempts: integer('others_attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** The last successful sign-in with a code of this number: the growing resend wait starts again from it. */
  verifiedAt: at('verified_at'),
});

/** Every code sent, for the resend wait, the proof-of-work rule and the hourly caps per number, IP and prefix. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    /** The number without its last 4 digits, for the per-prefix cap (SMS pumping walks a range of numbers). */
    prefix: varchar('prefix', { length: 6 }).notNull().default(''),
    ip: text('ip').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    index('otp_sends_mobile_idx').on(t.mobile, t.sentAt),
    index('otp_sends_ip_idx').on(t.ip, t.sentAt),
    index('otp_sends_prefix_idx').on(t.prefix, t.sentAt),
    index('otp_sends_sent_idx').on(t.sentAt),
  ],
);

/**
 * Proof-of-work challenges already spent, by their signature (the primary key), until they expire: the insert that
 * spends one is the atomic claim, so a solution is accepted once whichever process it reaches.
 */
export const powSpent = pgTable('pow_spent', {
  signature: varchar('signature', { length: 64 }).primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * SMS sent per day in India (codes, decisions, invites), against SMS_DAILY_BUDGET: one row per day, raised by one
 * conditional upsert per message, so no two processes can both take the last one. Messages other than sign-in codes
 * stop SMS_SIGNIN_RESERVE short of the budget.
 */
export const smsBudgetDays = pgTable('sms_budget_days', {
  day: varchar('day', { length: 10 }).primaryKey(),
  sent: integer('sent').notNull().default(0),
});

/** Decision SMS sent per minute, against SMS_RELEASE_PER_MINUTE: one row per minute, raised by one conditional upsert. */
export const smsMinutes = pgTable('sms_minutes', {
  minute: at('minute').primaryKey(),
  sent: integer('sent').notNull().default(0),
});

/**
 * Codes sent and codes verified per hour of India's clock (keyed by its start), for the conversion figure organisers
 * watch (pumped codes are never entered).
 */
export const otpHours = pgTable('otp_hours', {
  hour: at('hour').primaryKey(),
  sent: integer('sent').notNull().default(0),
  verified: integer('verified').notNull().default(0),
});

/**
 * Codes sent in the current 10-minute window, for OTP_POW_GLOBAL_PER_10MIN: one row (id 1), moved on to each new
 * window and raised by one conditional upsert per send, so no two processes can both pass the trigger.
 */
export const otpSendWindow = pgTable('otp_send_window', {
  id: integer('id').primaryKey(),
  windowStart: at('window_start').notNull(),
  sent: integer('sent').notNull().default(0),
});

/** Server secrets generated once and shared by every API process (e.g. the OTP HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Sections of the application form, seeded from content/application-form.json. */
export const formSections = pgTable('form_sections', {
  id: integer('id').primaryKey(),
  sectionName: text('section_name').notNull(),
  sectionOrder: integer('section_order').notNull(),
});

/** Fields of the application form, seeded from content/application-form.json. */
export const formFields = pgTable('form_fields', {
  id: integer('id').primaryKey(),
  formSectionId: integer('form_section_id')
    .notNull()
    .references(() => formSections.id, { onDelete: 'cascade' }),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  fieldType: text('field_type').$type<FieldType>().notNull(),
  isRequired: boolean('is_required').notNull(),
  fieldOrder: integer('field_order').notNull(),
  onHover: text('on_hover').notNull().default(''),
  options: text('options').notNull().default(''),
  dependsOn: text('depends_on'),
  format: text('format').$type<FieldFormat>(),
});

/**
 * The answers the workspace's list shows, filters and searches by, each copied by the database into a column of its
 * own whenever `answers` is written (a stored generated column, so no code path can forget it). Reading them out of
 * every application's answer array took most of a search's time at 5,000 applications (docs/benchmarks.md,
 * "Workspace search from stored answer columns").
 */
export const LISTED_ANSWER_COLUMNS = {
  startupName: 'answer_startup_name',
  currentStage: 'answer_stage',
  fullName: 'answer_full_name',
  email: 'answer_email',
} as const;
const listedAnswer = (name: keyof typeof LISTED_ANSWER_COLUMNS) =>
  text(LISTED_ANSWER_COLUMNS[name]).generatedAlwaysAs(
    sql.raw(`jsonb_path_query_first("answers", '$[*] ? (@.name == "${name}").value') #>> '{}'`),
  );

/**
 * One live application per user (a withdrawn one is kept, and the user may apply again); answers are a snapshot (field id, name, label, value) so later form edits don't rewrite history. */
export const submissions = pgTable(
  'submissions',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<SubmissionAnswer[]>().notNull(),
    /** 'SUBMITTED' until organisers move it; every change is in submission_status_changes. */
    status: text('status').notNull().default('SUBMITTED'),
    createdAt: at('created_at').notNull(),
    /** When the applicant last read their application's status: a texted decision after it is unseen. */
    decisionSeenAt: at('decision_seen_at'),
    /** 1 as submitted; each edit by the applicant adds one (every version is in submission_versions). */
    version: integer('version').notNull().default(1),
    /** When the applicant last edited it; null while it is as submitted. Reviews older than this saw an earlier version. */
    editedAt: at('edited_at'),
    /** Set when an organiser marked it a duplicate of that application (and withdrew it). */
    duplicateOf: varchar('duplicate_of', { length: 36 }),
    answerStartupName: listedAnswer('startupName'),
    answerStage: listedAnswer('currentStage'),
    answerFullName: listedAnswer('fullName'),
    answerEmail: listedAnswer('email'),
  },
  (t) => [
    // At most one application per user that is not withdrawn: withdrawn ones stay for the record.
    uniqueIndex('submissions_user_live_unique')
      .on(t.userId)
      .where(sql`${t.status} <> 'WITHDRAWN'`),
    // The applicant's own reads (status, export) find every application of theirs, withdrawn ones too.
    index('submissions_user_idx').on(t.userId, t.createdAt),
    index('submissions_status_idx').on(t.status),
    // The export and the list page through applications in this order; without it each page sorts them all.
    index('submissions_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A stored file's columns, as an application and a draft both hold them (a draft's row is handed over to the
 * application's on submitting). A function: each table needs column builders of its own.
 */
const storedFileColumns = () => ({
  fieldName: text('field_name').notNull(),
  originalName: text('original_name').notNull(),
  /** Key in the upload store (a random name). */
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
});

/** Uploaded files of a submission, stored under random names outside anything served. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
    /**
     * A PDF's text, page by page (capped), read once in the background by decks/deck-text-reader.ts for the
     * organisers' "may reveal the team" flag; null until read, [] when it could not be. Never sent to anyone.
     */
    textPages: jsonb('text_pages').$type<string[]>(),
    createdAt: at('created_at')
      .notNull()
      .default(sql`now()`),
  },
  // An application's files are read with it (its page, each page of the export): by its id, in field order.
  (t) => [index('submission_files_submission_idx').on(t.submissionId, t.fieldName)],
);

/** A file as a version of the application held it (the bytes of replaced files are not kept). */
export interface VersionFile {
  fieldName: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

/** Every version of a submission, the first as submitted, each later one an edit by the applicant. */
export const submissionVersions = pgTable(
  'submission_versions',
  {
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<SubmissionAnswer[]>().notNull(),
    files: jsonb('files').$type<VersionFile[]>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.version] })],
);

/** Every status change of a submission: who made it, when, and the note the applicant reads. */
export const submissionStatusChanges = pgTable(
  'submission_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** The organiser's mobile (kept even if their access is later removed). */
    changedBy: varchar('changed_by', { length: 10 }).notNull(),
    changedAt: at('changed_at').notNull(),
    /**
     * The feedback reasons released with this decision, worded as they stood then (null when it went out without
     * feedback): what /application shows under it.
     */
    feedback: jsonb('feedback').$type<string[]>(),
  },
  (t) => [index('status_changes_submission_idx').on(t.submissionId, t.changedAt)],
);

/** The first review round: every application is in it, and an installation's reviews from before rounds are its. */
export const FIRST_ROUND_ID = 1;

/**
 * Review rounds (a triage, a scored review, a committee), each with its own rubric, assignments, queue and scores.
 * At most one is open (the partial unique index), whichever process opens it. `rubric` is null only between the
 * migration that made the first round and the start-up that fills it from content/review-rubric.json.
 * `firstReviewAt` is set by the first review saved in the round, on this row, so a rubric edit (which requires it
 * null in the same statement) and a review never pass each other.
 */
export const reviewRounds = pgTable(
  'review_rounds',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    rubric: jsonb('rubric').$type<Rubric>(),
    reviewsPerApplication: smallint('reviews_per_application').notNull(),
    opensAt: at('opens_at'),
    closesAt: at('closes_at'),
    visibility: jsonb('visibility').$type<RoundVisibility>().notNull(),
    /** 'draft' (never opened), 'open' or 'closed'. */
    status: text('status').notNull().default('draft'),
    /** 'review' (reviewers, assignments, the queue) or 'final' (finalists pitch live; its judges score every one). */
    kind: text('kind').notNull().default('review'),
    /** A final's: since when the big screen ranks the revealed pitches (null: it does not). */
    rankingRevealedAt: at('ranking_revealed_at'),
    /** When it was first opened; the current round is the open one, else the one opened last. */
    openedAt: at('opened_at'),
    firstReviewAt: at('first_review_at'),
    createdAt: at('created_at').notNull(),
    /** The organiser's mobile; 'content' for the first round. */
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    uniqueIndex('review_rounds_one_open')
      .on(t.status)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** The applications carried into a round after the first (which holds every application without a row here). */
export const roundApplications = pgTable(
  'round_applications',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => reviewRounds.id, { onDelete: 'cascade' }),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull(),
    addedBy: text('added_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.submissionId] })],
);

/**
 * The pitches of a final (a round of the kind 'final'), one per finalist carried into it: opened and closed by the
 * organiser running the stage, its score revealed on the big screen or not. No row: the pitch is still waiting. At
 * most one pitch of a final is on stage (the partial unique index), whichever process opens it. A judge's score of a
 * pitch is a row of `reviews` in the final's round: its primary key makes a score sent twice count once.
 */
export const finalPitches = pgTable(
  'final_pitches',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => reviewRounds.id, { onDelete: 'cascade' }),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    openedAt: at('opened_at').notNull(),
    /** Null while the pitch is on stage. */
    closedAt: at('closed_at'),
    /** Since when the big screen shows its score (null: hidden). */
    revealedAt: at('revealed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.submissionId] }),
    uniqueIndex('final_pitches_one_on_stage')
      .on(t.roundId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** One review per reviewer per submission per round: a score per criterion of the round's rubric and a comment. */
export const reviews = pgTable(
  'reviews',
  {
    roundId: integer('round_id')
      .notNull()
      .default(FIRST_ROUND_ID)
      .references(() => reviewRounds.id),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerMobile: varchar('reviewer_mobile', { length: 10 }).notNull(),
    /** Criterion id to score, e.g. {"team": 4}. */
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.submissionId, t.reviewerMobile] })],
);

/** The feedback reasons reviewers tick, in the order organisers gave them; renaming keeps a reason's id. */
export const feedbackReasons = pgTable('feedback_reasons', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** The organiser's mobile; 'content' for the defaults seeded at start-up. */
  updatedBy: text('updated_by').notNull(),
});

/**
 * The reasons a reviewer ticked in their review (at most three, checked on save). The reference to the reason
 * restricts its deletion: a used reason cannot go, decided by the database (migration 0033).
 */
export const reviewFeedbackReasons = pgTable(
  'review_feedback_reasons',
  {
    roundId: integer('round_id').notNull(),
    submissionId: varchar('submission_id', { length: 36 }).notNull(),
    reviewerMobile: varchar('reviewer_mobile', { length: 10 }).notNull(),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => feedbackReasons.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({
      name: 'review_feedback_reasons_pk',
      columns: [t.roundId, t.submissionId, t.reviewerMobile, t.reasonId],
    }),
    foreignKey({
      name: 'review_feedback_reasons_review_fk',
      columns: [t.roundId, t.submissionId, t.reviewerMobile],
      foreignColumns: [reviews.roundId, reviews.submissionId, reviews.reviewerMobile],
    }).onDelete('cascade'),
    index('review_feedback_reasons_reason_idx').on(t.reasonId),
    index('review_feedback_reasons_submission_idx').on(t.submissionId),
  ],
);

/**
 * An application's lead reviewer, named by an organiser, and the committee summary they write. `revision` counts
 * the summary's saves: a save naming an older one is refused, so two tabs never overwrite each other unseen.
 */
export const applicationSummaries = pgTable('application_summaries', {
  submissionId: varchar('submission_id', { length: 36 })
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  /** Null once an organiser clears the lead: the summary stays, for the next lead to take on. */
  leadMobile: varchar('lead_mobile', { length: 10 }),
  leadSetBy: varchar('lead_set_by', { length: 10 }).notNull(),
  leadSetAt: at('lead_set_at').notNull(),
  text: text('text').notNull().default(''),
  revision: integer('revision').notNull().default(0),
  writtenBy: varchar('written_by', { length: 10 }),
  writtenAt: at('written_at'),
});

/**
 * Status SMS waiting to go out or already sent: one row per status change (the unique key), claimed
 * atomically by whichever process sends it, so a change is never texted twice and a failure is retried.
 */
export const statusSms = pgTable(
  'status_sms',
  {
    statusChangeId: bigint('status_change_id', { mode: 'number' })
      .primaryKey()
      .references(() => submissionStatusChanges.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    /** The registered wording (src/shared/messages/sms-wordings.ts) the gateway sends, by its id. */
    wording: text('wording').notNull().default(''),
    /** Its typed variables, each apart, as the gateway gets them. */
    vars: jsonb('vars').$type<Record<string, string>>().notNull().default({}),
    /** The text the wording and its variables make: what the phone shows and organisers read. */
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    /** A sender holds the row until then; after it, another may try. */
    claimedUntil: at('claimed_until'),
    nextAttemptAt: at('next_attempt_at').notNull(),
    sentAt: at('sent_at'),
    /**
     * Set when a send ended without an answer (a timeout, a connection cut after the request went out): the
     * gateway may have delivered it, so it is not retried until an organiser chooses to send it again.
     */
    outcomeUnknownAt: at('outcome_unknown_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('status_sms_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Work a person is doing now that holds a slot: at most N per (kind, holder), one row per slot (the primary key),
 * so the N+1-th is refused by the database whichever process it reaches (kinds: 'export', 'upload'). A row whose
 * lease lapsed (its process died) may be taken over.
 */
export const slotLeases = pgTable(
  'slot_leases',
  {
    kind: text('kind').notNull(),
    holder: text('holder').notNull(),
    slot: smallint('slot').notNull(),
    token: varchar('token', { length: 36 }).notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.holder, t.slot] })],
);

/** Requests per key and fixed one-minute window, for per-person rate limits shared by every process. */
export const requestWindows = pgTable(
  'request_windows',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Settings organisers edit, one row per name (e.g. the application window), JSON values. */
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** Mobile of the organiser who saved it; 'content' when seeded from content/site.json. */
  updatedBy: text('updated_by').notNull(),
});

/** One-time codes sent per day (Asia/Kolkata), for the funnel: otp_sends is pruned after an hour. */
export const otpSendDays = pgTable('otp_send_days', {
  day: varchar('day', { length: 10 }).primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * Which reviewer reviews which application. The primary key is what stops two processes assigning one reviewer
 * twice; automatic assignment also runs under a lock (review/assignment.ts) so loads are counted once.
 */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    roundId: integer('round_id')
      .notNull()
      .default(FIRST_ROUND_ID)
      .references(() => reviewRounds.id),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerMobile: varchar('reviewer_mobile', { length: 10 }).notNull(),
    createdAt: at('created_at').notNull(),
    /** The organiser's mobile, or 'auto' for automatic assignment. */
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.submissionId, t.reviewerMobile] }),
    index('review_assignments_reviewer_idx').on(t.reviewerMobile),
  ],
);

/**
 * A reviewer an organiser took off an application by hand: automatic assignment never gives it back to them (not
 * even for a review they had started), until an organiser assigns them again.
 */
export const reviewUnassignments = pgTable(
  'review_unassignments',
  {
    roundId: integer('round_id')
      .notNull()
      .default(FIRST_ROUND_ID)
      .references(() => reviewRounds.id),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerMobile: varchar('reviewer_mobile', { length: 10 }).notNull(),
    removedAt: at('removed_at').notNull(),
    /** The organiser's mobile. */
    removedBy: text('removed_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.submissionId, t.reviewerMobile] })],
);

/** Conflicts of interest reviewers declared: the application leaves their queue and their review stops counting. */
export const reviewConflicts = pgTable(
  'review_conflicts',
  {
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerMobile: varchar('reviewer_mobile', { length: 10 }).notNull(),
    reason: text('reason').notNull(),
    declaredAt: at('declared_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.reviewerMobile] })],
);

/**
 * A reviewer's interest in reviewing an application in a round, marked before assignment: automatic assignment
 * prefers a 'YES' and gives a 'NO' only when nobody else may take the application (review/assignment.ts).
 */
export const reviewInterests = pgTable(
  'review_interests',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => reviewRounds.id, { onDelete: 'cascade' }),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerMobile: varchar('reviewer_mobile', { length: 10 }).notNull(),
    /** 'YES', 'MAYBE' or 'NO' (shared/interest-schemas.ts). */
    interest: text('interest').notNull(),
    markedAt: at('marked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.submissionId, t.reviewerMobile] })],
);

/** The staff's private discussion of an application. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    authorMobile: varchar('author_mobile', { length: 10 }).notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('review_comments_submission_idx').on(t.submissionId, t.createdAt)],
);

/**
 * Organisers' tags on applications: `ownerMobile` '' for a tag the whole organising team shares, else the organiser
 * whose private tag it is (no one else ever reads it). One name once per application in each of those sets, whatever
 * its case (the unique index); the limit per application is kept by the writes (tags/tag-writes.ts).
 */
export const submissionTags = pgTable(
  'submission_tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ownerMobile: varchar('owner_mobile', { length: 10 }).notNull().default(''),
    createdAt: at('created_at').notNull(),
    /** The organiser's mobile. */
    createdBy: varchar('created_by', { length: 10 }).notNull(),
  },
  (t) => [
    uniqueIndex('submission_tags_name_unique').on(t.submissionId, t.ownerMobile, sql`lower(${t.name})`),
    index('submission_tags_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** An organiser's saved views of the list: the filter kept under a name, one name once per organiser. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerMobile: varchar('owner_mobile', { length: 10 }).notNull(),
    name: text('name').notNull(),
    /** The list's query (src/shared/saved-view-schemas.ts). */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    savedAt: at('saved_at').notNull(),
  },
  (t) => [uniqueIndex('saved_views_owner_name_unique').on(t.ownerMobile, sql`lower(${t.name})`)],
);

/** The application a user is still writing, saved as they type so any device they sign in on continues it. */
export const applicationDrafts = pgTable('application_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Field name to value, as the form holds them. */
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  updatedAt: at('updated_at').notNull(),
  /**
   * One more with every save of the answers: a save names the revision it was made from, and one made from an older
   * revision (another tab or device saved meanwhile) is refused instead of overwriting it (drafts/draft-store.ts).
   */
  revision: integer('revision').notNull().default(1),
});

/** Files chosen in a draft, one per user and field (the key): a newer choice replaces the row atomically. */
export const applicationDraftFiles = pgTable(
  'application_draft_files',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fieldName] })],
);

/**
 * Decisions organisers have set but not yet released: one per application (the primary key), invisible to the
 * applicant and not texted until a release moves every one of them into the status history together.
 */
export const pendingDecisions = pgTable('pending_decisions', {
  submissionId: varchar('submission_id', { length: 36 })
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  note: text('note').notNull().default(''),
  /** The organiser's mobile. */
  setBy: varchar('set_by', { length: 10 }).notNull(),
  setAt: at('set_at').notNull(),
});

/**
 * Every staff action, appended and never changed: who (a staff mobile, or 'system'), when, what, on which
 * target, from which client IP. No endpoint updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    actor: varchar('actor', { length: 10 }).notNull(),
    action: text('action').notNull(),
    /** What it was done to: an application id, a file id, a setting's name; '' when nothing in particular. */
    target: text('target').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actor, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * An accepted applicant's answer to their place, one per application (the key): set when ACCEPTED reaches them,
 * with the deadline to confirm by. A place declined, lapsed or withdrawn is handed on once: `handedOnAt` is set
 * by the one sweep that promotes the next waitlisted application into it (organiser/places.ts).
 */
export const placeConfirmations = pgTable(
  'place_confirmations',
  {
    submissionId: varchar('submission_id', { length: 36 })
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    confirmBy: at('confirm_by').notNull(),
    /** null while waiting; 'CONFIRMED', 'DECLINED', or 'LAPSED' once the deadline passed unanswered. */
    answer: text('answer'),
    answeredAt: at('answered_at'),
    /** When the place this one gave up went to the next on the waitlist (or to nobody: none left or no room). */
    handedOnAt: at('handed_on_at'),
    /** The application promoted into it; null when nobody was. */
    promotedId: varchar('promoted_id', { length: 36 }),
  },
  (t) => [
    index('place_confirmations_waiting_idx')
      .on(t.confirmBy)
      .where(sql`${t.answer} is null`),
  ],
);

/** A staff member's passkey (WebAuthn credential): its public key and the signature counter last seen. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** The credential ID, base64url, as the authenticator reports it. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('staff_passkeys_user_idx').on(t.userId)],
);

/**
 * The one live passkey challenge of a session (a newer one replaces it): taken with one DELETE ... RETURNING, so
 * it is used at most once, by whichever request gets there first.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  tokenHash: varchar('token_hash', { length: 64 })
    .primaryKey()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  /** 'register' or 'authenticate': a challenge of one ceremony never completes the other. */
  purpose: text('purpose').notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * What makes two applications look like one startup: its normalised name ('name'), its website's domain ('site') and
 * the SHA-256 of each file ('file'). Written with every version of the application, looked up by (kind, value).
 */
export const submissionFingerprints = pgTable(
  'submission_fingerprints',
  {
    submissionId: varchar('submission_id', { length: 36 })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.kind, t.value] }),
    index('submission_fingerprints_value_idx').on(t.kind, t.value),
  ],
);

/**
 * Co-founders an applicant invited by mobile: one row per (applicant, mobile), the unique key that refuses a number
 * twice whichever process the requests reach. Only the SHA-256 of the invite link's token is kept; the token is made
 * when the SMS goes out, so a resend invalidates the earlier link. The sms_* columns are the invite's outbox entry,
 * claimed atomically like status_sms.
 */
export const cofounderInvites = pgTable(
  'cofounder_invites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    role: text('role').notNull(),
    /** 'pending', 'accepted' or 'declined'. */
    status: text('status').notNull().default('pending'),
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    tokenExpiresAt: at('token_expires_at'),
    invitedAt: at('invited_at').notNull(),
    respondedAt: at('responded_at'),
    /** When the SMS is due; null when nothing waits to be sent. */
    smsDueAt: at('sms_due_at'),
    smsClaimedUntil: at('sms_claimed_until'),
    smsAttempts: integer('sms_attempts').notNull().default(0),
    smsLastError: text('sms_last_error').notNull().default(''),
    smsSentAt: at('sms_sent_at'),
  },
  (t) => [
    uniqueIndex('cofounder_invites_inviter_mobile_unique').on(t.inviterId, t.mobile),
    index('cofounder_invites_mobile_idx').on(t.mobile),
    index('cofounder_invites_sms_due_idx').on(t.smsDueAt),
  ],
);

/**
 * The last invite SMS queued from an inviter's mobile to a number, however it was asked for (an invite, an invite
 * again after a removal, a resend), for the wait between two. Keyed by the inviter's mobile, not their account: it
 * lives apart from the invite (whose row goes when it is removed) and outlives an erased account, so deleting and
 * re-creating one resets nothing. Raised by one conditional upsert, so two requests on any processes never both pass.
 */
export const inviteSmsNumbers = pgTable(
  'invite_sms_numbers',
  {
    inviterMobile: varchar('inviter_mobile', { length: 10 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    lastQueuedAt: at('last_queued_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inviterMobile, t.mobile] }), index('invite_sms_numbers_mobile_idx').on(t.mobile)],
);

/**
 * Invite SMS one inviter's mobile queued per day in India, all numbers together: one row per (mobile, day), raised by
 * one conditional upsert. By mobile, so an erased and re-created account finds its day's count where it left it.
 */
export const inviteSmsDays = pgTable(
  'invite_sms_days',
  {
    inviterMobile: varchar('inviter_mobile', { length: 10 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inviterMobile, t.day] })],
);

/**
 * Every number invite SMS are sent to, whoever sends them: how many it received in its current week (a week from the
 * first of them), so no number gets more than 3 a week, and whether its owner refused further invites from the event
 * (on the invite page). Raised by one conditional upsert, so two inviters on any processes never both pass the cap.
 */
export const inviteRecipients = pgTable('invite_recipients', {
  mobile: varchar('mobile', { length: 10 }).primaryKey(),
  weekStart: at('week_start').notNull(),
  received: integer('received').notNull(),
  /** When the number's owner asked for no further invites; null while they accept them. */
  optedOutAt: at('opted_out_at'),
});

/**
 * E-mail waiting to go out or already sent, every kind together (a decision, an invite): one row per message, its
 * unique key naming what it is about (`decision:<status change id>`, `invite:<invite id>:<link>`), so the one change
 * or link is e-mailed at most once whatever process queues it. Claimed atomically by whichever process sends it,
 * like status_sms.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    claimedUntil: at('claimed_until'),
    /** When it is next due; null once nothing more is (sent, given up, or its outcome unknown). */
    dueAt: at('due_at'),
    sentAt: at('sent_at'),
    /** Set when a send ended without an answer once handed over: it may have been delivered, so it is not retried. */
    outcomeUnknownAt: at('outcome_unknown_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('email_outbox_due_idx').on(t.dueAt)],
);

/**
 * Personal data breaches the affected people were told of (DPDP Rules, Rule 7(1)): one row per incident, named by the
 * organisers' reference (unique), with the account of it each person is e-mailed.
 */
export const breachNotices = pgTable('breach_notices', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  /** What happened, its likely consequences, what is being done and what the person can do: the e-mail's body. */
  details: text('details').notNull(),
  createdAt: at('created_at').notNull(),
  /** The organiser who sent it first. */
  createdBy: varchar('created_by', { length: 10 }).notNull(),
});

/**
 * Who was told of a breach, and when: one row per notice and person (the unique key), inserted by one statement, so a
 * notice sent again, from any process, never reaches anyone twice. The sms_* columns are its SMS's outbox entry,
 * claimed atomically like status_sms; the e-mail is the email_outbox row keyed `breach:<notice>:<user>`.
 */
export const breachNoticeRecipients = pgTable(
  'breach_notice_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => breachNotices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    /** When the person was added to the notice and their messages queued. */
    toldAt: at('told_at').notNull(),
    smsDueAt: at('sms_due_at'),
    smsClaimedUntil: at('sms_claimed_until'),
    smsAttempts: integer('sms_attempts').notNull().default(0),
    smsLastError: text('sms_last_error').notNull().default(''),
    smsSentAt: at('sms_sent_at'),
  },
  (t) => [
    uniqueIndex('breach_notice_recipients_unique').on(t.noticeId, t.userId),
    index('breach_notice_recipients_sms_due_idx').on(t.smsDueAt),
  ],
);

/**
 * Organisers and reviewers added in the workspace (/api/organiser/staff), beside the break-glass lists in the
 * environment (ORGANISER_MOBILES, REVIEWER_MOBILES). Every process reads the rows into its role snapshot
 * (staff/directory.ts); removing one deletes the row and the person's sessions in one transaction.
 */
export const staffMembers = pgTable('staff_members', {
  mobile: varchar('mobile', { length: 10 }).primaryKey(),
  /** 'ORGANISER' or 'REVIEWER'. */
  role: text('role').notNull(),
  name: text('name').notNull(),
  /** The sectors they know, in the words of a startup's startUpIndustry. */
  sectors: jsonb('sectors').$type<string[]>().notNull().default([]),
  /** Where the invitation is e-mailed, when the organiser gave one. */
  email: text('email').notNull().default(''),
  /** The organiser who invited them first. */
  invitedBy: varchar('invited_by', { length: 10 }).notNull(),
  invitedAt: at('invited_at').notNull(),
  /** When an invitation was last queued: a new one is not sent before the cooling period after it. */
  inviteQueuedAt: at('invite_queued_at'),
});

/**
 * SMS to staff (invitations, reminders), one row per message under a unique key ('invite:<mobile>:<ms>',
 * 'reminder:<mobile>:<day in India>'), so one reminder a day per reviewer holds whoever asks, from any process. The
 * sms_* columns are its outbox entry, claimed atomically like status_sms.
 */
export const staffSms = pgTable(
  'staff_sms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    /** The registered wording (REVIEWER_INVITE, ORGANISER_INVITE, JUDGE_INVITE, REVIEWER_REMINDER). */
    wording: text('wording').notNull(),
    /** The reminder's due date, as the SMS writes it (empty for an invitation). */
    date: text('date').notNull().default(''),
    createdAt: at('created_at').notNull(),
    smsDueAt: at('sms_due_at'),
    smsClaimedUntil: at('sms_claimed_until'),
    smsAttempts: integer('sms_attempts').notNull().default(0),
    smsLastError: text('sms_last_error').notNull().default(''),
    smsSentAt: at('sms_sent_at'),
  },
  (t) => [index('staff_sms_due_idx').on(t.smsDueAt)],
);
