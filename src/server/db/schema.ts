/**
 * The database, in Drizzle's pg-core schema. `npm run db:generate` turns changes here into a new
 * SQL migration under ./migrations (committed); the server applies pending migrations at start-up.
 * Column names are snake_case in SQL, camelCase in TypeScript.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  isProfileCompleted: boolean('is_profile_completed').notNull().default(false),
  isApplicationSubmitted: boolean('is_application_submitted').notNull().default(false),
  /** When the profile first became complete, for the organisers' funnel. */
  profileCompletedAt: at('profile_completed_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

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
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** The live one-time code per mobile (a newer code replaces the row); only its HMAC is kept. */
export const otpCodes = pgTable('otp_codes', {
  mobile: varchar('mobile', { length: 10 }).primaryKey(),
  codeHmac: varchar('code_hmac', { length: 64 }).notNull(),
  /** Wrong guesses so far; at 5 the code is dead. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Every code sent, for the resend cooldown and the hourly caps per number and per IP. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    ip: text('ip').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('otp_sends_mobile_idx').on(t.mobile, t.sentAt), index('otp_sends_ip_idx').on(t.ip, t.sentAt)],
);

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
  fieldType: text('field_type').notNull(),
  isRequired: boolean('is_required').notNull(),
  fieldOrder: integer('field_order').notNull(),
  onHover: text('on_hover').notNull().default(''),
  options: text('options').notNull().default(''),
  dependsOn: text('depends_on'),
  format: text('format'),
});

/** One application per user; answers are a snapshot (field id, name, label, value) so later form edits don't rewrite history. */
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
  },
  (t) => [
    uniqueIndex('submissions_user_unique').on(t.userId),
    index('submissions_status_idx').on(t.status),
    // The export and the list page through applications in this order; without it each page sorts them all.
    index('submissions_created_idx').on(t.createdAt, t.id),
  ],
);

/** Uploaded files of a submission, stored under random names outside anything served. */
export const submissionFiles = pgTable('submission_files', {
  id: varchar('id', { length: 36 }).primaryKey(),
  submissionId: varchar('submission_id', { length: 36 })
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  fieldName: text('field_name').notNull(),
  originalName: text('original_name').notNull(),
  /** Key in the upload store (a random name). */
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  createdAt: at('created_at')
    .notNull()
    .default(sql`now()`),
});

export interface SubmissionAnswer {
  fieldId: number;
  name: string;
  label: string;
  value: string;
}

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
  },
  (t) => [index('status_changes_submission_idx').on(t.submissionId, t.changedAt)],
);

/** One review per reviewer per submission: a 1-5 score per rubric criterion and a comment. */
export const reviews = pgTable(
  'reviews',
  {
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
  (t) => [primaryKey({ columns: [t.submissionId, t.reviewerMobile] })],
);

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
