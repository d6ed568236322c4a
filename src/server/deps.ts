import type { Context } from 'hono';
import type { Db, DbOrTx } from './db/client.ts';
import type { StaffPasskeyMode } from './env.ts';
import type { startups, users } from './db/schema.ts';
import type { SmsProvider } from './sms/provider.ts';
import type { EmailProvider } from './email/provider.ts';
import type { ApplicantStatus, Rubric } from '../shared/organiser-schemas.ts';
import type { SmsOutbox } from './outbox/sender.ts';
import type { UploadStore } from './storage/upload-store.ts';

/** Everything the API needs from outside; tests pass fakes (a fixed clock, a recording SMS provider). */
export interface ApiDeps {
  db: Db;
  uploads: UploadStore;
  sms: SmsProvider;
  /** E-mail, the second channel: decisions with the organisers' full note, invites to those who opted in. */
  email: EmailProvider;
  /** Sends queued SMS and e-mail in the background; routes only wake it (never await a gateway inside a request). */
  smsOutbox: SmsOutbox;
  /** Reads stored decks' text in the background; routes only wake it. */
  deckText: DeckTextReader;
  /** The clock. Injected so code expiry, cooldowns and hourly caps are tested without sleeping. */
  now: () => Date;
  /** Key for the OTP HMAC, shared by every process (see otp/secret.ts). */
  otpSecret: string;
  /** Most OTP sends per client IP per hour. */
  ipHourlyLimit: number;
  /** What stands between a request and a paid SMS (docs/api.md, "Sign-in under abuse"). */
  otpLimits: OtpLimits;
  /** Requests one person may make to /api/organiser/* per minute (WORKSPACE_REQUESTS_PER_MINUTE). */
  workspaceRequestsPerMinute: number;
  /** An upload body silent this long is ended with 408 (UPLOAD_IDLE_TIMEOUT_MS). */
  uploadIdleTimeoutMs: number;
  /** The client's IP (socket address, or X-Forwarded-For when trusted). */
  clientIp: (c: Context) => string;
  /**
   * Who is an organiser or reviewer: ORGANISER_MOBILES / REVIEWER_MOBILES (read at start-up, break-glass) and the staff
   * organisers invited in the workspace (staff_members), as this process last read them (staff/roles.ts).
   */
  roles: StaffDirectory;
  /** What reviewers may read, from content/application-form.json (review/reviewer-visibility.ts). */
  visibility: ReviewerVisibility;
  /** The review rubric from content/review-rubric.json. */
  rubric: Rubric;
  /** The privacy notice's current version (content/privacy.json): a profile is saved only once it is accepted. */
  privacyNoticeVersion: string;
  /** The event's name from content/site.json, for status SMS. */
  eventName: string;
  /** The site's public address (SITE_URL): status SMS name the applicant's page on it; passkeys are bound to its host. */
  siteUrl: string;
  /** Whether staff must confirm each sign-in with a passkey before /api/organiser/* answers (STAFF_PASSKEYS). */
  staffPasskeys: StaffPasskeyMode;
}

/** Organiser and reviewer mobiles; a number in both sets is an organiser. */
export interface RoleConfig {
  organisers: ReadonlySet<string>;
  reviewers: ReadonlySet<string>;
  /** The live final's judges: invited in the workspace only (no environment list), they score pitches and no more. */
  judges: ReadonlySet<string>;
}

/** The staff as a process knows them: the environment's lists and the staff_members rows it last read. */
export interface StaffDirectory extends RoleConfig {
  /** ORGANISER_MOBILES / REVIEWER_MOBILES alone: these numbers keep their role whatever the workspace does. */
  readonly environment: RoleConfig;
  /** Reads staff_members again when the snapshot is older than `maxAgeMs` (0: now); never rejects. */
  refresh(db: DbOrTx, maxAgeMs?: number): Promise<void>;
}

/**
 * What reviewers may read, the form's side of the rule (reviewer-visibility.ts): the names of the fields marked
 * `visibleToReviewers: true`.
 */
export interface ReviewerVisibility {
  answers: ReadonlySet<string>;
  /**
   * The form's file fields: their answer holds the applicant's own file name, which is never shown to a reviewer,
   * whether or not the file is still stored (an erased account's files are gone, its answers stay).
   */
  fileAnswers: ReadonlySet<string>;
}

/**
 * The process's reader of deck text (for the organisers' "may reveal the team" flag). Storing or editing an
 * application only wakes it: pdf.js runs in the background, one deck at a time, so no upload or organiser request
 * waits for it.
 */
export interface DeckTextReader {
  /** Starts a run (after `delayMs`), or one more right after the run in progress. */
  wake(): void;
  /** Resolves once no run is in progress or due (tests; shutdown). */
  idle(): Promise<void>;
  /** Lets the run in progress finish, then ends pdf.js's thread (shutdown; tests). */
  close(): Promise<void>;
}

/** The abuse limits of sign-in codes, from the environment (env.ts). */
export interface OtpLimits {
  /** Proof of work before costly codes (OTP_POW). */
  pow: boolean;
  /** Codes an IP asked for in the last hour from which its next one needs proof of work (OTP_POW_IP_PER_HOUR). */
  powIpPerHour: number;
  /** Codes sent everywhere in 10 minutes beyond which every code needs proof of work (OTP_POW_GLOBAL_PER_10MIN). */
  powGlobalPer10Min: number;
  /** The easiest challenge: the solver counts up to a secret number between half this and this (times its level). */
  powMaxCounter: number;
  /** Codes from one IP in the hour per level of proof of work (OTP_POW_LEVEL_STEP). */
  powLevelStep: number;
  /** Codes per hour to one prefix, the number without its last 4 digits (OTP_PREFIX_HOURLY_LIMIT). */
  prefixHourlyLimit: number;
  /** SMS per day, India time, every purpose together (SMS_DAILY_BUDGET). */
  smsDailyBudget: number;
  /** Of them, what only sign-in codes may take (SMS_SIGNIN_RESERVE): no release, invite or reminder spends it. */
  smsSigninReserve: number;
  /** Decision SMS sent per minute, every process together (SMS_RELEASE_PER_MINUTE). */
  smsReleasePerMinute: number;
}

export type UserRow = typeof users.$inferSelect;
export type StartupRow = typeof startups.$inferSelect;

/** Hono environment of the API routes: the signed-in user and token, set by `requireAuth`. */
export interface ApiEnv {
  Variables: {
    user: UserRow;
    /** The user's startup as of this request (undefined until the profile is saved). */
    startup: StartupRow | undefined;
    token: string;
    /** The user's latest application, set only by `requireAuth(deps, { applicantStatus: true })`. */
    applicantStatus: ApplicantStatus | null;
  };
}
