import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database, type DbTimeouts } from './db/client.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { claimPglite } from './db/pglite-lock.ts';
import type { ApiDeps } from './deps.ts';
import { type Env, msg91TemplateVariable } from './env.ts';
import { SMS_WORDINGS, type SmsWordingId } from '../shared/messages/sms-wordings.ts';
import { clientIpResolver } from './client-ip.ts';
import { loadFormDefinition } from './forms/definition.ts';
import { visibilityFromForm } from './review/reviewer-visibility.ts';
import { seedForm } from './forms/seed.ts';
import { consoleProvider } from './sms/console-provider.ts';
import { msg91Provider } from './sms/msg91-provider.ts';
import type { SmsProvider } from './sms/provider.ts';
import { consoleEmailProvider } from './email/console-provider.ts';
import type { EmailProvider } from './email/provider.ts';
import { POW_MAX_COUNTER } from './otp/pow.ts';
import { resolveOtpSecret } from './otp/secret.ts';
import { OTP_RULES } from '../shared/otp-rules.ts';
import { rolesFromLists } from './staff/roles.ts';
import { loadRubric } from './review/rubric.ts';
import { ensureFirstRound } from './review/round-writes.ts';
import { ensureFeedbackReasons } from './review/feedback-reasons.ts';
import { loadPrivacyNoticeVersion } from './privacy/notice-version.ts';
import { deckTextReader } from './decks/deck-text-reader.ts';
import { seedWindow, siteFacts } from './applications/window.ts';
import { statusSmsQueue } from './applications/status-sms-queue.ts';
import { inviteSmsQueue } from './cofounders/invite-sms.ts';
import { breachSmsQueue } from './breach/breach-sms.ts';
import { staffSmsQueue } from './review/staff-sms.ts';
import { smsOutbox } from './outbox/sender.ts';
import { startBoss } from './outbox/boss.ts';
import { localDiskStore } from './storage/local-disk-store.ts';
import type { UploadStore } from './storage/upload-store.ts';

function smsProviderFromEnv(env: Env): SmsProvider {
  if (env.SMS_PROVIDER === 'msg91') {
    return msg91Provider({
      authKey: env.MSG91_AUTH_KEY!,
      templateId: env.MSG91_TEMPLATE_ID!,
      templateIds: Object.fromEntries(
        (Object.keys(SMS_WORDINGS) as SmsWordingId[]).map((id) => [id, env[msg91TemplateVariable(id)]]),
      ),
      baseUrl: env.MSG91_BASE_URL,
      countryCode: env.SMS_COUNTRY_CODE,
      expiryMinutes: OTP_RULES.ttlMs / 60_000,
    });
  }
  return consoleProvider(undefined, env.SITE_URL);
}

async function emailProviderFromEnv(env: Env): Promise<EmailProvider> {
  if (env.EMAIL_PROVIDER === 'smtp') {
    // Loaded only when chosen, as the S3 store is: the console provider's processes never pay for nodemailer.
    const { smtpProvider } = await import('./email/smtp-provider.ts');
    return smtpProvider({ url: env.SMTP_URL!, from: env.EMAIL_FROM });
  }
  return consoleEmailProvider();
}

async function uploadStoreFromEnv(env: Env): Promise<UploadStore> {
  if (env.UPLOAD_STORE === 's3') {
    // Loaded only when chosen: importing the AWS SDK costs a process about 6 MB of heap and 30 MB of RSS.
    const { s3Store } = await import('./storage/s3-store.ts');
    return s3Store({
      bucket: env.S3_BUCKET!,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      linkTtlSeconds: env.S3_LINK_TTL_SECONDS,
      connectTimeoutMs: env.S3_CONNECT_TIMEOUT_MS,
      requestTimeoutMs: env.S3_REQUEST_TIMEOUT_MS,
    });
  }
  return localDiskStore(env.DATA_DIR);
}

const dbTimeoutsFromEnv = (env: Env): DbTimeouts => ({
  connectMs: env.DB_CONNECT_TIMEOUT_MS,
  idleMs: env.DB_IDLE_TIMEOUT_MS,
  statementMs: env.DB_STATEMENT_TIMEOUT_MS,
  lockMs: env.DB_LOCK_TIMEOUT_MS,
  queryMs: env.DB_QUERY_TIMEOUT_MS,
  idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/**
 * Runs `step` until the database answers: a Postgres that is still starting, restarting or
 * unreachable makes the server wait (saying so, with growing pauses up to 10 s) instead of crashing.
 * Any other error is thrown at once.
 */
async function whenDatabaseAnswers<T>(database: Database, step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const waitMs = Math.min(500 * 2 ** attempt, 10_000);
      const reason =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      console.error(
        `[db] Waiting for the database: ${database.location} is not answering (${reason}); attempt ${attempt}, retrying in ${waitMs / 1000}s`,
      );
      await new Promise((r) => setTimeout(r, waitMs));
    }
  }
}

/**
 * Opens the database, applies migrations, seeds the form from content/ and assembles the API's
 * dependencies. Shared by the server entry and the export script.
 */
export async function bootstrap(
  env: Env,
  overrides: Partial<ApiDeps> = {},
): Promise<{ database: Database; deps: ApiDeps; shutdown: () => Promise<void> }> {
  let release = async () => {};
  if (!env.DATABASE_URL) {
    await mkdir(path.join(env.DATA_DIR, 'pglite'), { recursive: true });
    release = await claimPglite(env.DATA_DIR);
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    maxConnections: env.DB_POOL_MAX,
    timeouts: dbTimeoutsFromEnv(env),
  }).catch(async (err) => {
    await release();
    throw err;
  });
  const form = await loadFormDefinition();
  const rubric = overrides.rubric ?? (await loadRubric());
  const facts = await siteFacts();
  const otpSecret = await whenDatabaseAnswers(database, async () => {
    await database.migrate();
    await seedForm(database.db, form);
    await ensureFirstRound(database.db, rubric, new Date());
    await ensureFeedbackReasons(database.db, new Date());
    await seedWindow(database.db, facts.window, new Date());
    return resolveOtpSecret(database.db, env.OTP_SECRET);
  });
  const assembled: Omit<ApiDeps, 'smsOutbox' | 'deckText'> = {
    db: database.db,
    uploads: await uploadStoreFromEnv(env),
    sms: smsProviderFromEnv(env),
    email: await emailProviderFromEnv(env),
    now: () => new Date(),
    otpSecret,
    ipHourlyLimit: env.OTP_IP_HOURLY_LIMIT,
    otpLimits: {
      pow: env.OTP_POW === 'on',
      powIpPerHour: env.OTP_POW_IP_PER_HOUR,
      powGlobalPer10Min: env.OTP_POW_GLOBAL_PER_10MIN,
      powMaxCounter: POW_MAX_COUNTER,
      powLevelStep: env.OTP_POW_LEVEL_STEP,
      prefixHourlyLimit: env.OTP_PREFIX_HOURLY_LIMIT,
      smsDailyBudget: env.SMS_DAILY_BUDGET,
      smsSigninReserve: env.SMS_SIGNIN_RESERVE,
      smsReleasePerMinute: env.SMS_RELEASE_PER_MINUTE,
    },
    uploadIdleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS,
    workspaceRequestsPerMinute: env.WORKSPACE_REQUESTS_PER_MINUTE,
    clientIp: clientIpResolver(env.TRUST_PROXY),
    roles: rolesFromLists(env.ORGANISER_MOBILES, env.REVIEWER_MOBILES),
    visibility: visibilityFromForm(form),
    rubric,
    privacyNoticeVersion: await loadPrivacyNoticeVersion(),
    eventName: facts.eventName,
    siteUrl: env.SITE_URL,
    staffPasskeys: env.STAFF_PASSKEYS,
    ...overrides,
  };
  const deps: ApiDeps = {
    ...assembled,
    smsOutbox:
      overrides.smsOutbox ??
      smsOutbox({
        db: assembled.db,
        boss: await whenDatabaseAnswers(database, () => startBoss(database, { supervise: true })),
        channels: { sms: assembled.sms, email: assembled.email },
        queues: [
          statusSmsQueue,
          inviteSmsQueue(() => assembled),
          breachSmsQueue(() => assembled),
          staffSmsQueue(() => assembled),
        ],
        now: assembled.now,
        limits: () => assembled.otpLimits,
      }),
    deckText: overrides.deckText ?? deckTextReader(assembled.db, assembled.uploads),
  };
  const shutdown = async () => {
    // A send already handed to the gateway finishes first, so it is recorded and never sent twice.
    await deps.smsOutbox.stop();
    await deps.deckText.close();
    await database.close().catch(() => {});
    await release();
  };
  return { database, deps, shutdown };
}
