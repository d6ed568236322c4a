/**
 * The last minutes of a call, for `npm run bench:api -- --deadline-rush`: `applicants` (1,000) who signed up earlier
 * (through the product's write path: sign-in, profile with the notice accepted) submit their application with a deck of
 * their own, 1-5 MB (rush-decks.ts), within `seconds` (600), more of them the nearer the deadline, to two server
 * processes on Postgres and S3 (rush-servers.ts), as the portal sends it (submit-deck.ts). Meanwhile each process's
 * /api/health is asked every second and the organiser's list every five. Reported: every submission's answer and
 * time, the health checks and list pages, and what was stored: each application, its deck's row and its object in the
 * bucket, of the size sent.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { signIn } from '../../src/server/auth/sign-in.ts';
import { bootstrap } from '../../src/server/bootstrap.ts';
import { demoApplicant, signUpDemoApplicant } from '../../src/server/demo/demo-applicants.ts';
import { inPool } from '../../src/server/demo/seed-demo.ts';
import { parseEnv } from '../../src/server/env.ts';
import { listFormFields } from '../../src/server/forms/stored-form.ts';
import { RUSH_ORGANISER, rushBackends } from './rush-servers.ts';
import { rushDeck, rushDeckSize } from './rush-decks.ts';
import { BENCH_BUCKET } from './s3rver-process.ts';
import { type FormIds, submitDeck } from './submit-deck.ts';

const HEALTH_EVERY_MS = 1000;
const LIST_EVERY_MS = 5000;

export interface DeadlineRush {
  applicants: number;
  windowSeconds: number;
  /** How long the whole rush took, the last submission's answer included. */
  seconds: number;
  deckMB: { total: number; smallest: number; largest: number };
  submissions: { statuses: Record<string, number>; p50ms: number; p99ms: number; maxMs: number; errors: string[] };
  health: { checks: number; p99ms: number; slowestMs: number; failed: number };
  list: { requests: number; p95ms: number; slowestMs: number; failed: number };
  stored: { applications: number; deckRows: number; objects: number; sizesMatch: number };
}

const quantile = (ms: number[], q: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
};

/** When the `i`th of `n` applicants submits, in ms from the start: arrivals rise evenly towards the deadline. */
const arrivalMs = (i: number, n: number, windowMs: number) => windowMs * Math.sqrt((i + 0.5) / n);

/** Asks `path` every `everyMs` until `stop()` is true, one request at a time; the times and failures. */
async function poll(url: (k: number) => string, everyMs: number, running: () => boolean, token?: string) {
  const times: number[] = [];
  let failed = 0;
  for (let k = 0; running(); k++) {
    const t0 = performance.now();
    const ok = await fetch(url(k), { headers: token ? { Authorization: `Bearer ${token}` } : {} }).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    times.push(performance.now() - t0);
    if (!ok) failed++;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return { times, failed };
}

/** Signs the applicants and the organiser up in process, on the backends' database, as the API would have. */
async function signUp(env: Record<string, string>, applicants: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-rush-prepare-'));
  const { deps, shutdown } = await bootstrap(parseEnv({ ...process.env, ...env, DATA_DIR: dataDir }));
  try {
    const earlier = new Date(Date.now() - 86_400_000);
    const people = await inPool(applicants, (i) =>
      signUpDemoApplicant(deps, demoApplicant(i, earlier, { withDeck: true, deckTitle: `Pitch deck ${i}` })),
    );
    // A staff session lasts hours, not a day: the organiser signs in now.
    const organiser = (await signIn({ ...deps, now: () => new Date() }, RUSH_ORGANISER, '127.0.0.1')).token;
    const fields = await listFormFields(deps.db);
    const form: FormIds = { fields, pitchDeckFieldId: fields.find((f) => f.name === 'pitchDeck')!.id };
    return { people, organiser, form };
  } finally {
    await shutdown();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** What the backends hold after the rush: applications, deck rows, bucket objects, and rows whose object is their size. */
async function storedAfter(env: Record<string, string>, sent: Map<string, number>) {
  const { Client } = (await import('pg')).default;
  const db = new Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const applications = Number((await db.query('select count(*)::int as n from submissions')).rows[0].n);
  const rows = (
    await db.query<{ mobile: string; key: string; size: number }>(
      `select u.mobile, f.storage_key as key, f.size from submission_files f
       join submissions s on s.id = f.submission_id join users u on u.id = s.user_id where f.field_name = 'pitchDeck'`,
    )
  ).rows;
  await db.end();
  const s3 = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const objects = new Map<string, number>();
  for (let token: string | undefined; ;) {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: BENCH_BUCKET, ContinuationToken: token }));
    for (const o of page.Contents ?? []) objects.set(o.Key!, o.Size ?? -1);
    token = page.NextContinuationToken;
    if (!token) break;
  }
  s3.destroy();
  const sizesMatch = rows.filter((r) => objects.get(r.key) === r.size && sent.get(r.mobile) === r.size).length;
  return { applications, deckRows: rows.length, objects: objects.size, sizesMatch };
}

export async function measureDeadlineRush(
  postgresAdminUrl: string,
  applicants = 1000,
  windowSeconds = 600,
): Promise<DeadlineRush> {
  const backends = await rushBackends(postgresAdminUrl);
  try {
    const { people, organiser, form } = await signUp(backends.env, applicants);
    const ports = await backends.start();
    let running = true;
    const healthRuns = ports.map((port) =>
      poll(
        () => `http://127.0.0.1:${port}/api/health`,
        HEALTH_EVERY_MS,
        () => running,
      ),
    );
    const listRun = poll(
      (k) => `http://127.0.0.1:${ports[k % 2]}/api/organiser/submissions`,
      LIST_EVERY_MS,
      () => running,
      organiser,
    );
    const sizes = people.map((_, i) => rushDeckSize(i, applicants));
    /** Each applicant's deck's size as sent, by mobile. */
    const sent = new Map<string, number>();
    const t0 = performance.now();
    const results = await Promise.all(
      people.map(async (p, i) => {
        const due = t0 + arrivalMs(i, applicants, windowSeconds * 1000);
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        // Made when due, so a thousand decks are never held at once.
        const deck = await rushDeck(p.values.startupName!, sizes[i]!);
        sent.set(p.user.mobile, deck.byteLength);
        const started = performance.now();
        const status = await submitDeck(ports[i % 2]!, p.token, form, p.values, deck).catch(
          (err: Error) => `error: ${err.message}`,
        );
        return { status, ms: performance.now() - started };
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    running = false;
    const health = (await Promise.all(healthRuns)).reduce(
      (all, run) => ({ times: [...all.times, ...run.times], failed: all.failed + run.failed }),
      { times: [] as number[], failed: 0 },
    );
    const list = await listRun;
    const bytes = [...sent.values()];
    const statuses: Record<string, number> = {};
    for (const r of results) statuses[String(r.status)] = (statuses[String(r.status)] ?? 0) + 1;
    const ms = results.map((r) => r.ms);
    const mb = (bytes: number) => Math.round(bytes / 100_000) / 10;
    return {
      applicants,
      windowSeconds,
      seconds: Math.round(seconds),
      deckMB: {
        total: mb(bytes.reduce((a, b) => a + b, 0)),
        smallest: mb(Math.min(...bytes)),
        largest: mb(Math.max(...bytes)),
      },
      submissions: {
        statuses,
        p50ms: quantile(ms, 0.5),
        p99ms: quantile(ms, 0.99),
        maxMs: quantile(ms, 1),
        errors: [...new Set(results.map((r) => r.status).filter((s) => typeof s === 'string'))].slice(0, 5),
      },
      health: {
        checks: health.times.length,
        p99ms: quantile(health.times, 0.99),
        slowestMs: quantile(health.times, 1),
        failed: health.failed,
      },
      list: {
        requests: list.times.length,
        p95ms: quantile(list.times, 0.95),
        slowestMs: quantile(list.times, 1),
        failed: list.failed,
      },
      stored: await storedAfter(backends.env, sent),
    };
  } finally {
    await backends.stop();
  }
}
