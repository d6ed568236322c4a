/**
 * A complete API over a fresh database for one test file, on PGlite or Postgres depending on the
 * Vitest project (TEST_DB). The clock, the SMS provider and the client IP are test doubles.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type PgBoss, TestClock } from 'pg-boss';
import { describe, inject } from 'vitest';
import { createApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { ApiDeps } from '../deps.ts';
import { type SmsProvider, SmsOutcomeUnknown } from '../sms/provider.ts';
import type { SmsWordingId } from '../../shared/messages/sms-wordings.ts';
import type { Email, EmailProvider } from '../email/provider.ts';
import type { SmsMessage } from '../../shared/sms-message.ts';
import { loadFormDefinition } from '../forms/definition.ts';
import { visibilityFromForm } from '../review/reviewer-visibility.ts';
import { rolesFromLists } from '../staff/roles.ts';
import { deckTextReader } from '../decks/deck-text-reader.ts';
import { loadRubric } from '../review/rubric.ts';
import { ensureFirstRound } from '../review/round-writes.ts';
import { ensureFeedbackReasons } from '../review/feedback-reasons.ts';
import { loadPrivacyNoticeVersion } from '../privacy/notice-version.ts';
import { statusSmsQueue } from '../applications/status-sms-queue.ts';
import { inviteSmsQueue } from '../cofounders/invite-sms.ts';
import { breachSmsQueue } from '../breach/breach-sms.ts';
import { staffSmsQueue } from '../review/staff-sms.ts';
import { smsOutbox } from '../outbox/sender.ts';
import { startBoss } from '../outbox/boss.ts';
import { localDiskStore } from '../storage/local-disk-store.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { loadSite } from '../static/site-index.ts';
import { WRITABLE_TABLES, emptyWrittenTables } from './written-tables.ts';

export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
/** The api-s3 project keeps uploads in a bucket on a local S3-compatible server (s3rver). */
export const storeKind = process.env.TEST_UPLOAD_STORE === 's3' ? 's3' : 'disk';
const skipReason = dbKind === 'postgres' ? inject('postgresSkipReason') : '';

/** `describe` on this project's database, or a skipped one naming why (no Postgres reachable). */
const suffix = storeKind === 's3' ? `${dbKind}, s3` : dbKind;
export const describeApi = (name: string, fn: () => void) =>
  skipReason ? describe.skip(`${name} [${suffix}: skipped, ${skipReason}]`, fn) : describe(`${name} [${suffix}]`, fn);

/** The fixed start of the test clock. */
const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const TEST_IP = '203.0.113.7';
/** The organiser and the reviewer every test API knows (ORGANISER_MOBILES / REVIEWER_MOBILES). */
export const TEST_ORGANISER = '9000000001';
export const TEST_REVIEWER = '9000000002';

interface RecordingSms extends SmsProvider {
  sent: { mobile: string; code: string }[];
  /** Registered messages (decisions, invites) delivered, in order, as their text. */
  statuses: { mobile: string; text: string }[];
  /** The same, as the gateway got them: the wording and each variable apart. */
  messages: ({ mobile: string } & SmsMessage)[];
  /** Wordings this provider has no template for (as MSG91 without their MSG91_<WORDING>_TEMPLATE_ID). */
  unregistered: SmsWordingId[];
  /** When set, the next sends throw, as a gateway outage would. */
  failing: boolean;
  /** When set, status sends are delivered (recorded) but answer SmsOutcomeUnknown, as a gateway answering too late. */
  unanswered: boolean;
  lastCode(mobile: string): string;
}

function recordingSms(): RecordingSms {
  const sms: RecordingSms = {
    name: 'test',
    sent: [],
    statuses: [],
    messages: [],
    unregistered: [],
    failing: false,
    unanswered: false,
    async sendOtp(mobile, code) {
      if (sms.failing) throw new Error('gateway down');
      sms.sent.push({ mobile, code });
    },
    async sendMessage(mobile, message) {
      if (sms.failing) throw new Error('gateway down');
      sms.statuses.push({ mobile, text: message.text });
      sms.messages.push({ mobile, ...message });
      if (sms.unanswered) throw new SmsOutcomeUnknown('No answer from the gateway within 10 s for the status SMS');
    },
    registered: (wording) => !sms.unregistered.includes(wording),
    lastCode(mobile) {
      const hit = sms.sent.findLast((s) => s.mobile === mobile);
      if (!hit) throw new Error(`no code was sent to ${mobile}`);
      return hit.code;
    },
  };
  return sms;
}

interface RecordingEmail extends EmailProvider {
  /** E-mails delivered, in order. */
  sent: Email[];
}

function recordingEmail(): RecordingEmail {
  const email: RecordingEmail = {
    name: 'test',
    sent: [],
    async send(mail) {
      email.sent.push(mail);
    },
  };
  return email;
}

/** Creates a database only this test file uses: a clone of the migrated template. */
async function openTestDatabase(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  if (dbKind === 'pglite') {
    const dump = await readFile(inject('pgliteTemplate'));
    const database = await openDatabase({ memory: { loadDataDir: new Blob([dump]) } });
    return { database, url: '', drop: async () => {} };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `lp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 5 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Environment of an S3 store on the test server, for server processes a test starts. */
interface S3TestEnv {
  UPLOAD_STORE: 's3';
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: '1';
}

/**
 * A fresh bucket on the test S3 server, reached at `endpoint` (the server itself, or a proxy in front of it).
 * The AWS SDK is imported only here: most test files never need it.
 */
export async function openTestBucket(
  endpoint = inject('s3Endpoint'),
  timeouts: { connectTimeoutMs?: number; requestTimeoutMs?: number } = {},
): Promise<{ store: UploadStore; env: S3TestEnv }> {
  const [{ CreateBucketCommand, S3Client }, { s3Store }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('../storage/s3-store.ts'),
  ]);
  const env: S3TestEnv = {
    UPLOAD_STORE: 's3',
    S3_BUCKET: `lp-${process.pid}-${randomBytes(4).toString('hex')}`,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: '1',
  };
  const client = new S3Client({ endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: env.S3_BUCKET }));
  client.destroy();
  const store = await s3Store({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    linkTtlSeconds: 600,
    ...timeouts,
  });
  return { store, env };
}

export interface TestApi {
  app: ReturnType<typeof createApp>;
  deps: ApiDeps;
  database: Database;
  /** The outbox's queue (pg-boss), on a TestClock the outbox moves to the API's clock before each run. */
  boss: PgBoss;
  sms: RecordingSms;
  /** E-mails sent through the recording provider (not when a test passes its own). */
  emails: Email[];
  dataDir: string;
  /** Postgres URL of this file's database ('' on PGlite), for tests that start real server processes. */
  databaseUrl: string;
  clock: { now: number; advance(ms: number): void };
  /** Empties every table a test wrote (the form definition stays), and the upload directory. */
  reset(): Promise<void>;
  /** Row counts of the tables a request could write. */
  counts(): Promise<Record<string, number>>;
  /** Files in the upload store (temporary ones included). */
  uploads(): Promise<string[]>;
  /** The bytes of a committed upload, read back from the store. */
  readUpload(key: string): Promise<Buffer>;
  /** The S3 variables of this file's bucket (undefined on disk), for server processes a test starts. */
  s3Env?: S3TestEnv;
  close(): Promise<void>;
}

export async function createTestApi(overrides: Partial<ApiDeps> = {}): Promise<TestApi> {
  const { database, url: databaseUrl, drop } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-api-'));
  const sms = recordingSms();
  const email = recordingEmail();
  const bucket = storeKind === 's3' ? await openTestBucket() : undefined;
  const clock = {
    now: T0,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const now = () => new Date(clock.now);
  const uploads = bucket?.store ?? (await localDiskStore(dataDir));
  const bossClock = new TestClock(T0);
  const boss = await startBoss(database, { supervise: false, clock: bossClock });
  const deps: ApiDeps = {
    db: database.db,
    uploads,
    sms,
    email,
    // Read when a run starts, so a test's own budget (overrides.otpLimits) counts.
    smsOutbox: smsOutbox({
      db: database.db,
      boss,
      channels: { sms: overrides.sms ?? sms, email: overrides.email ?? email },
      queues: [statusSmsQueue, inviteSmsQueue(() => deps), breachSmsQueue(() => deps), staffSmsQueue(() => deps)],
      now,
      limits: () => deps.otpLimits,
      syncClock: (at) => bossClock.setTime(at),
    }),
    // No pause before reading: tests await `deckText.idle()` instead.
    deckText: deckTextReader(database.db, uploads, { delayMs: 0, lingerMs: Infinity }),
    now,
    otpSecret: 'test-secret-0123456789abcdef',
    ipHourlyLimit: 30,
    // Easy challenges, so tests solve them in a few milliseconds.
    otpLimits: {
      pow: true,
      powIpPerHour: 3,
      powGlobalPer10Min: 100,
      powMaxCounter: 200,
      powLevelStep: 30,
      prefixHourlyLimit: 20,
      smsDailyBudget: 2000,
      // Queued SMS may spend the whole budget, at no rate to speak of, unless a test sets its own.
      smsSigninReserve: 0,
      smsReleasePerMinute: 10_000,
    },
    uploadIdleTimeoutMs: 30_000,
    workspaceRequestsPerMinute: 300,
    clientIp: (c) => c.req.header('x-test-client-ip') ?? TEST_IP,
    roles: rolesFromLists([TEST_ORGANISER], [TEST_REVIEWER]),
    visibility: visibilityFromForm(await loadFormDefinition()),
    rubric: await loadRubric(),
    privacyNoticeVersion: await loadPrivacyNoticeVersion(),
    eventName: 'Launchpad 8',
    siteUrl: 'https://launchpad.example',
    // The organiser tests sign staff in by SMS alone; the passkey tests ask for 'required'.
    staffPasskeys: 'optional',
    ...overrides,
  };
  await ensureFirstRound(database.db, deps.rubric, new Date(T0));
  await ensureFeedbackReasons(database.db, new Date(T0));
  const app = createApp({ site: await loadSite(path.join(dataDir, 'no-site')), api: deps });
  return {
    app,
    deps,
    database,
    boss,
    sms,
    emails: email.sent,
    dataDir,
    databaseUrl,
    clock,
    async reset() {
      await deps.smsOutbox.idle();
      await deps.deckText.idle();
      await emptyWrittenTables(database.db);
      // The staff table is empty again: no earlier test's invitee keeps a role.
      await deps.roles.refresh(database.db, 0);
      // The first review round is the product's from its start, like the form: made again as start-up makes it.
      await ensureFirstRound(database.db, deps.rubric, new Date(T0));
      await ensureFeedbackReasons(database.db, new Date(T0));
      // Ids start again at 1: no job of an earlier test may send a new test's message.
      await boss.deleteAllJobs();
      for (const name of await deps.uploads.list()) {
        if (name.startsWith('.incoming/')) await deps.uploads.removeTemporary(name.slice('.incoming/'.length));
        else await deps.uploads.remove(name);
      }
      sms.sent.length = 0;
      sms.statuses.length = 0;
      sms.messages.length = 0;
      email.sent.length = 0;
      sms.unregistered.length = 0;
      sms.failing = false;
      sms.unanswered = false;
      clock.now = T0;
    },
    async counts() {
      // Settled first: a message the outbox is sending now would change the SMS tables under the count.
      await deps.smsOutbox.idle();
      // The rate limit's request counts change with every workspace call, refused or not, and the audit log records
      // staff calls themselves (its own tests count it): neither is "stored" data. Every table in one round trip.
      const counted = WRITABLE_TABLES.filter((name) => name !== 'request_windows' && name !== 'audit_log');
      const res = (await database.db.execute(
        sql.raw(counted.map((t) => `select '${t}' as name, (select count(*)::int from ${t}) as n`).join(' union all ')),
      )) as unknown as { rows: { name: string; n: number }[] };
      const out: Record<string, number> = {};
      for (const { name, n } of res.rows) out[name] = Number(n);
      return out;
    },
    uploads: () => deps.uploads.list(),
    async readUpload(key) {
      if (!deps.uploads.downloadUrl) return readFile(deps.uploads.locate(key));
      const res = await fetch(await deps.uploads.downloadUrl(key));
      if (!res.ok) throw new Error(`download of ${key} failed: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    s3Env: bucket?.env,
    async close() {
      await deps.smsOutbox.stop();
      await deps.deckText.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
