import path from 'node:path';
import { z } from 'zod';
import { INDIAN_MOBILE_RE } from '../shared/mobile.ts';
import { SMS_WORDINGS, type SmsWordingId } from '../shared/messages/sms-wordings.ts';

/**
 * Comma-separated Indian mobiles ('' or unset: nobody), the same rule as sign-in: a number that could never sign
 * in would leave its organiser locked out without a word, so start-up refuses it.
 */
const mobileList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine((m) => INDIAN_MOBILE_RE.test(m), {
        error: (issue) =>
          `${String(issue.input)} is not an Indian mobile: each number must be 10 digits starting with 6, 7, 8 or 9`,
      }),
    ),
  );

/** The variable naming the MSG91 flow template of a registered wording. */
export const msg91TemplateVariable = (id: SmsWordingId) => `MSG91_${id}_TEMPLATE_ID` as const;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const ms = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

/**
 * Every environment variable the server reads, parsed once at start-up.
 * A bad value stops the process with a message naming the variable.
 */
const EnvSchema = z.object({
  /** Port for site and API together. */
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Interface to listen on; loopback unless told otherwise. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The built static site (Astro's output). */
  SITE_DIR: z.string().min(1).default('dist'),
  /** Where PGlite's files and uploads live. */
  DATA_DIR: z.string().min(1).default('data'),
  /** When set, a Postgres server is used instead of the embedded PGlite. */
  DATABASE_URL: z.url().optional(),
  /** Who delivers one-time codes: 'console' prints them to the log, 'msg91' sends real SMS. */
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  /** MSG91 auth key and OTP template (required when SMS_PROVIDER=msg91). */
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  /** MSG91 flow template of each registered wording (docs/organisers.md): MSG91_SHORTLISTED_TEMPLATE_ID … */
  ...(Object.fromEntries(
    (Object.keys(SMS_WORDINGS) as SmsWordingId[]).map((id) => [
      msg91TemplateVariable(id),
      z.string().min(1).optional(),
    ]),
  ) as Record<`MSG91_${SmsWordingId}_TEMPLATE_ID`, z.ZodOptional<z.ZodString>>),
  /** Who delivers e-mail: 'console' prints each to the log, 'smtp' sends it through SMTP_URL. */
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  /** The mail server (required when EMAIL_PROVIDER=smtp): smtp://user:pass@host:587 or smtps://…:465. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every e-mail. */
  EMAIL_FROM: z.string().min(3).default('Launchpad 8 <noreply@localhost>'),
  /** Base URL of the MSG91 API; overridden in tests with a local stand-in. */
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  /** Country code put in front of the 10-digit mobile for the gateway. */
  SMS_COUNTRY_CODE: z
    .string()
    .regex(/^\d{1,3}$/)
    .default('91'),
  /** Secret for the OTP HMAC; required in production, else one is generated once and kept in the database. */
  OTP_SECRET: z.string().min(16).optional(),
  /** Most OTP sends one client IP may trigger per hour. */
  OTP_IP_HOURLY_LIMIT: positiveInt(400),
  /** Proof of work before costly codes (docs/api.md): `off` only outside production, e.g. for local load tests. */
  OTP_POW: z.enum(['on', 'off']).default('on'),
  /** From this many codes an IP asked for in the last hour on, its next code needs a solved challenge. */
  OTP_POW_IP_PER_HOUR: positiveInt(3),
  /** Codes one IP asked for in the last hour per level of proof of work: every this many, a code costs one level more. */
  OTP_POW_LEVEL_STEP: positiveInt(30),
  /** When all codes sent in the last 10 minutes exceed this, every code needs a solved challenge. */
  OTP_POW_GLOBAL_PER_10MIN: positiveInt(100),
  /** Most codes per hour to numbers sharing all but their last 4 digits (SMS pumping walks a range). */
  OTP_PREFIX_HOURLY_LIMIT: positiveInt(20),
  /** Most SMS (codes, decisions, invites) sent per day, India time, across every process. */
  SMS_DAILY_BUDGET: positiveInt(2000),
  /**
   * Of SMS_DAILY_BUDGET, what only sign-in codes may take: releases, invites and reminders stop short of it. Unset: a
   * quarter of the budget.
   */
  SMS_SIGNIN_RESERVE: z.coerce.number().int().min(0).optional(),
  /** Decision SMS sent per minute across every process: a release drains at this rate. */
  SMS_RELEASE_PER_MINUTE: positiveInt(60),
  /**
   * Whether organisers and reviewers must confirm each sign-in with a passkey before the workspace answers:
   * `required` (the default when NODE_ENV=production) or `optional` (the default otherwise).
   */
  STAFF_PASSKEYS: z.enum(['required', 'optional']).optional(),
  /** Public address of the site; its host ends every sign-in SMS (`@host #code`) for WebOTP. */
  SITE_URL: z.url().default('http://localhost:4321'),
  /** Postgres pool size per process. */
  DB_POOL_MAX: positiveInt(10),
  /** Most time to open a Postgres connection or wait for a free one in the pool. */
  DB_CONNECT_TIMEOUT_MS: ms(3000),
  /** Idle pooled connections are closed after this long. */
  DB_IDLE_TIMEOUT_MS: ms(30_000),
  /** Postgres cancels any statement running longer (statement_timeout). */
  DB_STATEMENT_TIMEOUT_MS: ms(5000),
  /** Postgres gives up waiting for a row or table lock after this long (lock_timeout). */
  DB_LOCK_TIMEOUT_MS: ms(3000),
  /** The client gives up on an answer after this long, even when the server has vanished without a word. */
  DB_QUERY_TIMEOUT_MS: ms(8000),
  /** Postgres ends a session left idle inside a transaction this long (idle_in_transaction_session_timeout). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: ms(10_000),
  /** Where uploaded files go: `disk` (under DATA_DIR/uploads) or `s3` (an S3-compatible bucket). */
  UPLOAD_STORE: z.enum(['disk', 's3']).default('disk'),
  /** The bucket (required when UPLOAD_STORE=s3); credentials come from the standard AWS variables. */
  S3_BUCKET: z.string().min(3).optional(),
  /** An S3-compatible endpoint (MinIO, R2...); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bucket in the URL path rather than the host name (most self-hosted servers need this). */
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((v) => ['1', 'true', 'yes', 'on'].includes((v ?? '').toLowerCase())),
  /** Requests one organiser or reviewer may make to /api/organiser/* per minute; beyond it 429. */
  WORKSPACE_REQUESTS_PER_MINUTE: z.coerce.number().int().min(10).default(300),
  /** An upload body that sends nothing for this long is ended with 408. */
  UPLOAD_IDLE_TIMEOUT_MS: ms(30_000),
  /** Most time to open a connection to the bucket. */
  S3_CONNECT_TIMEOUT_MS: ms(5000),
  /** Most time one request to the bucket (a 5 MiB part, a copy, a read) may take before it fails. */
  S3_REQUEST_TIMEOUT_MS: ms(30_000),
  /** Validity of the download links in the organiser export (SigV4 allows at most 7 days). */
  S3_LINK_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(604_800),
  /** Upload files younger than this are never swept (they may belong to an upload still in flight). */
  UPLOAD_GRACE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .default(15 * 60_000),
  /** How often every process honours confirmation deadlines: lapses unanswered places and hands them on. */
  PLACES_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** How often every process sweeps orphaned upload files (also once at start-up). */
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(86_400_000)
    .default(5 * 60_000),
  /** On SIGTERM/SIGINT, in-flight requests get this long to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: ms(10_000),
  /**
   * How many proxies of your own stand in front of the server: the client IP is then the Nth
   * X-Forwarded-For entry from the right. 0 (default) ignores the header; `true`/`yes`/`on` mean 1.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => {
      const value = (v ?? '').trim().toLowerCase();
      if (['', 'false', 'no', 'off'].includes(value)) return '0';
      return ['true', 'yes', 'on'].includes(value) ? '1' : value;
    })
    .pipe(
      z
        .string()
        .regex(/^([0-9]|10)$/, 'expected a number of proxies from 0 to 10, or true/false')
        .transform(Number),
    ),
  /** Mobiles that sign in as organisers: every application, decisions, settings. */
  ORGANISER_MOBILES: mobileList,
  /** Mobiles that sign in as reviewers: blind review and scores only. */
  REVIEWER_MOBILES: mobileList,
});

export type StaffPasskeyMode = 'required' | 'optional';
export type Env = Omit<z.infer<typeof EnvSchema>, 'STAFF_PASSKEYS' | 'SMS_SIGNIN_RESERVE'> & {
  STAFF_PASSKEYS: StaffPasskeyMode;
  SMS_SIGNIN_RESERVE: number;
};

/** Parses `source` (default `process.env`) or throws an Error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    // The variable's name alone: 'ORGANISER_MOBILES', not the list index zod adds ('ORGANISER_MOBILES.1').
    const lines = result.error.issues.map((i) => `  ${String(i.path[0] ?? '')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.SMS_PROVIDER === 'msg91' && (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)) {
    throw new Error('Invalid environment:\n  SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  // Its one free-text variable is what DLT scrubbing refuses: say what replaced it rather than ignore it.
  if (source.MSG91_STATUS_TEMPLATE_ID) {
    throw new Error(
      'Invalid environment:\n  MSG91_STATUS_TEMPLATE_ID is no longer read: register each wording and set MSG91_<WORDING>_TEMPLATE_ID (docs/organisers.md, "Registering the SMS templates")',
    );
  }
  // A key kept in the database would let anyone who can read the database recover live codes.
  if (source.NODE_ENV === 'production' && !env.OTP_SECRET) {
    throw new Error(
      'Invalid environment:\n  OTP_SECRET is required when NODE_ENV=production (at least 16 random characters, the same on every API process)',
    );
  }
  // Without it one script could spend the SMS budget: it may be switched off on a laptop, never in production.
  if (source.NODE_ENV === 'production' && env.OTP_POW === 'off') {
    throw new Error('Invalid environment:\n  OTP_POW=off is refused when NODE_ENV=production');
  }
  const signInReserve = env.SMS_SIGNIN_RESERVE ?? Math.floor(env.SMS_DAILY_BUDGET / 4);
  if (signInReserve >= env.SMS_DAILY_BUDGET) {
    throw new Error(
      'Invalid environment:\n  SMS_SIGNIN_RESERVE must be less than SMS_DAILY_BUDGET: decisions and invites get what the reserve leaves',
    );
  }
  if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL) {
    throw new Error('Invalid environment:\n  EMAIL_PROVIDER=smtp needs SMTP_URL');
  }
  if (env.UPLOAD_STORE === 's3' && !env.S3_BUCKET) {
    throw new Error('Invalid environment:\n  UPLOAD_STORE=s3 needs S3_BUCKET');
  }
  return {
    ...env,
    SMS_SIGNIN_RESERVE: signInReserve,
    STAFF_PASSKEYS: env.STAFF_PASSKEYS ?? (source.NODE_ENV === 'production' ? 'required' : 'optional'),
    SITE_DIR: path.resolve(env.SITE_DIR),
    DATA_DIR: path.resolve(env.DATA_DIR),
  };
}
