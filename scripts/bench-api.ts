/**
 * `npm run bench:api`: the API's throughput and upload-memory budgets, measured in one bounded run
 * on loopback. The servers run in a child process (so the load generator does not share their event
 * loop); this process drives them with autocannon and reports.
 *
 *   1. raw node:http hello vs a bare Hono route vs authenticated GET /api/user-details on PGlite
 *      (on disk, as in production), 50 connections each: req/s, p99, ratios to raw; best of
 *      BENCH_ROUNDS (5) interleaved runs of BENCH_SECONDS (3) each.
 *   2. 10 concurrent 10 MiB submissions: all stored? server memory before, peak and after.
 *   3. 5,000 more applications, then 4 concurrent workspace exports (scripts/bench/export-load.ts): memory growth
 *      and the slowest /api/health answer meanwhile. `-- --exports` runs this phase alone.
 *   4. The workspace at scale (scripts/bench/review-scale.ts): a fresh PGlite seeded with 5,000 applications, 40
 *      reviewers and 15,000 reviews; list p95 <= 150 ms and one application p95 <= 50 ms, one request at a time.
 *   Latency budgets are scaled by how much slower than a reference the raw hello ran (bench/machine-speed.ts).
 *      `npm run bench:api -- --review-scale` runs this phase alone; with `--postgres` on a fresh database of the
 *      Postgres server at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), and
 *      `--applications N` seeds N instead (reviews and the duplicate group scale with it).
 *   Before both, the memory of the real server (`scripts/serve.sh`, PGlite, the built site): its peak from the spawn
 *   on (sampled every 50 ms) and its RSS BENCH_IDLE_SECONDS (20) after it listens, on a fresh DATA_DIR and on a
 *   restart (scripts/bench/idle-server.ts).
 *
 * Results go to stdout and to
 * bench-results/api-<time>.json. Exit code 1 when a budget is missed.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runBenchServers } from '../src/server/bench/servers.ts';
import { measureExportLoad } from './bench/export-load.ts';
import { measureIdleServer } from './bench/idle-server.ts';
import {
  HEALTH_DURING_EXPORTS_MS,
  type Run,
  reportSlowdown,
  reviewScaleBudgets,
  userDetailsBudgets,
} from './bench/api-budgets.ts';
import { REFERENCE_RAW_REQ_PER_SEC, scaledMs, slowdownOf } from './bench/machine-speed.ts';
import { type ReviewScale, measureReviewScale } from './bench/review-scale.ts';

interface Ready {
  type: 'ready';
  raw: number;
  hono: number;
  app: number;
  tokens: string[];
  pitchDeckFieldId: number;
  fields: { id: number; name: string }[];
}
interface Memory {
  type: 'memory';
  rss: number;
  heapUsed: number;
  external: number;
  /** Memory of ArrayBuffers and Buffers (part of `external`): where an upload's chunks live until V8 collects them. */
  arrayBuffers: number;
  stored?: number;
  files?: number;
}

const MiB = 1024 * 1024;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const IDLE_BUDGET_MB = 256;
/**
 * What a container must allow while the server starts, on an empty DATA_DIR (the build's template copied) and on
 * a restart: the server and its children sampled every 50 ms, and the server's VmHWM (docs/benchmarks.md, "Start-up peak").
 */
const START_PEAK_BUDGET_MB = 384;
/** Applications added before the export phase (the 10 uploads make it 5,010). */
const EXPORT_APPLICATIONS = 5000;

let asked = 0;
/** Sends `message` to the server process and resolves with its answer (matched by id). */
function ask<T>(child: ChildProcess, message: object): Promise<T> {
  const id = ++asked;
  return new Promise((resolve) => {
    const onMessage = (m: { id?: number }) => {
      if (m.id === id) {
        child.off('message', onMessage);
        resolve(m as T);
      }
    };
    child.on('message', onMessage);
    child.send({ ...message, id });
  });
}

async function measure(url: string, headers: Record<string, string>, seconds: number): Promise<Run> {
  const r = await autocannon({ url, connections: 50, duration: seconds, headers });
  return {
    reqPerSec: Math.round(r.requests.average),
    p99ms: r.latency.p99,
    p50ms: r.latency.p50,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}

/**
 * Each target gets a 2 s warm-up (JIT, database caches), then ROUNDS measured runs, interleaved with
 * the other targets so a burst of outside load hits all of them alike. The best round per target is
 * reported (the least disturbed one); every round is kept in the JSON.
 */
async function loadAll(targets: { name: string; url: string; headers?: Record<string, string> }[]) {
  for (const t of targets) await measure(t.url, t.headers ?? {}, 2);
  const rounds = new Map<string, Run[]>(targets.map((t) => [t.name, []]));
  for (let i = 0; i < ROUNDS; i++) {
    for (const t of targets) rounds.get(t.name)!.push(await measure(t.url, t.headers ?? {}, SECONDS));
  }
  const best = (runs: Run[]) => runs.reduce((a, b) => (b.reqPerSec > a.reqPerSec ? b : a));
  return Object.fromEntries(
    targets.map((t) => [t.name, { ...best(rounds.get(t.name)!), rounds: rounds.get(t.name)! }]),
  );
}

const UPLOAD_TIMEOUT_MS = 60_000;

/** One multipart submission streamed over HTTP: fields part plus a 10 MiB PDF. */
function submit(port: number, token: string, ready: Ready, file: Buffer): Promise<number> {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const values: Record<string, string> = {
    fullName: 'Bench Applicant',
    age: '30',
    cityState: 'Pune, Maharashtra',
    phoneNumber: '9876543210',
    email: 'bench@example.com',
    startupName: 'Bench Labs',
    currentStage: 'IDEA',
    startupDescription: 'Load testing.',
    hasCofounders: 'false',
    cofounderName: '',
    cofounderRole: '',
    videoPitch: '',
  };
  const entries = ready.fields
    .filter((f) => f.name in values)
    .map((f) => ({ fieldId: f.id, value: values[f.name] }))
    .concat([{ fieldId: ready.pitchDeckFieldId, value: '', name: 'deck.pdf' } as never]);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${JSON.stringify(entries)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="pitchDeck"; filename="deck.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/create-submission',
        // Bounded like every other phase: a stalled upload fails the run instead of hanging it.
        timeout: UPLOAD_TIMEOUT_MS,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + file.length + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`upload took longer than ${UPLOAD_TIMEOUT_MS} ms`)));
    req.write(head);
    // Sent in 64 KiB slices, as a browser on a fast link would.
    for (let i = 0; i < file.length; i += 64 * 1024) req.write(file.subarray(i, i + 64 * 1024));
    req.end(tail);
  });
}

/**
 * The servers (scripts' child process), run as scripts/serve.sh runs the server: in the environment of
 * scripts/serve-env.sh (glibc's allocator settings, which decide how much freed memory goes back to the system, so
 * the upload and export phases' RSS) and PGlite's WebAssembly on the baseline compiler. Started through sh to read
 * that file; sh then execs node, which keeps the IPC channel.
 */
const forkServers = () =>
  fork(import.meta.filename, ['--servers'], {
    execPath: 'sh',
    execArgv: ['-c', '. scripts/serve-env.sh && exec "$0" "$@"', process.execPath, '--expose-gc', '--liftoff-only'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** Starts the bench servers (this script's child process), runs `measure` against them, and always stops them. */
async function withServers<T>(measure: (child: ChildProcess, ready: Ready) => Promise<T>): Promise<T> {
  const child = forkServers();
  const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  try {
    return await measure(child, ready);
  } finally {
    child.send({ type: 'stop' });
    await new Promise((r) => child.once('exit', r));
  }
}

/** Phase 1's targets: a raw hello, a bare Hono route, and the first bench user's GET /api/user-details. */
const throughputTargets = (ready: Ready) => [
  { name: 'raw', url: `http://127.0.0.1:${ready.raw}/` },
  { name: 'hono', url: `http://127.0.0.1:${ready.hono}/` },
  {
    name: 'details',
    url: `http://127.0.0.1:${ready.app}/api/user-details`,
    headers: { Authorization: `Bearer ${ready.tokens[0]}` },
  },
];

const mb = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;

async function main() {
  const started = Date.now();
  // First, alone on the machine: the real server at rest, as `npm start` runs it.
  const idle = await measureIdleServer(process.env.SITE_DIR ?? 'dist', IDLE_SECONDS * 1000);
  console.log('[bench] idle server (PGlite, built site), MB', idle);
  await withServers(async (child, ready) => {
    console.log(
      `[bench] ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}; best of ${ROUNDS} × ${SECONDS} s, 50 connections; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const measured = await loadAll(throughputTargets(ready));
    const { raw, hono, details } = measured as Record<'raw' | 'hono' | 'details', Run & { rounds: Run[] }>;
    console.log('[bench] raw node:http hello', raw);
    console.log('[bench] bare Hono route', hono);
    console.log('[bench] GET /api/user-details (PGlite)', details);

    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * MiB - 9, 0x20)]);
    const before = await ask<Memory>(child, { type: 'memory', gc: true });
    let peak = before.rss;
    let peakBuffers = before.arrayBuffers;
    const poll = setInterval(
      () =>
        void ask<Memory>(child, { type: 'memory' }).then((m) => {
          peak = Math.max(peak, m.rss);
          peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
        }),
      50,
    );
    const t0 = Date.now();
    const statuses = await Promise.all(ready.tokens.slice(1, 11).map((t) => submit(ready.app, t, ready, file)));
    const uploadMs = Date.now() - t0;
    clearInterval(poll);
    const after = await ask<Memory>(child, { type: 'memory', gc: true, count: true });
    const uploads = {
      statuses,
      stored: after.stored,
      filesOnDisk: after.files,
      seconds: uploadMs / 1000,
      rssBeforeMB: mb(before.rss),
      rssPeakMB: mb(peak),
      rssAfterMB: mb(after.rss),
      peakGrowthMB: mb(peak - before.rss),
      // Every chunk of a request body is an ArrayBuffer, dead soon after it arrives: how many are still uncollected
      // is most of the RSS peak (docs/benchmarks.md, "Upload memory").
      arrayBuffersPeakGrowthMB: mb(peakBuffers - before.arrayBuffers),
      growthMB: mb(after.rss - before.rss),
      heapGrowthMB: mb(after.heapUsed - before.heapUsed),
    };
    console.log('[bench] 10 concurrent 10 MiB submissions', uploads);

    await ask(child, { type: 'seed', applications: EXPORT_APPLICATIONS });
    await ask<Memory>(child, { type: 'memory', gc: true });
    const exportLoad = await measureExportLoad(
      ready.app,
      [ready.tokens[0]!, ready.tokens[1]!],
      EXPORT_APPLICATIONS + 10,
      async () => (await ask<Memory>(child, { type: 'memory' })).rss,
    );
    console.log('[bench] 4 concurrent exports', exportLoad);
    const reviewScale = await measureReviewScale();
    reportReviewScale(reviewScale);

    const ratio = (x: number) => Math.round((x / raw.reqPerSec) * 100) / 100;
    const slowdown = slowdownOf(raw.reqPerSec);
    reportSlowdown(raw.reqPerSec, slowdown);
    const budgets = {
      'bare Hono >= 80% of raw': ratio(hono.reqPerSec) >= 0.8,
      ...userDetailsBudgets(details, ratio(details.reqPerSec), slowdown),
      'all 10 uploads stored': statuses.every((s) => s === 201) && after.stored === 10,
      'upload memory growth < 64 MB': uploads.peakGrowthMB < 64,
      'all 4 exports answered 200': exportLoad.exports.every((e) => e.status === 200),
      'export memory growth < 64 MB': exportLoad.peakGrowthMB < 64,
      [`/api/health within ${scaledMs(HEALTH_DURING_EXPORTS_MS, slowdown)} ms during exports`]:
        exportLoad.healthSlowestMs <= scaledMs(HEALTH_DURING_EXPORTS_MS, slowdown),
      ...reviewScaleBudgets(reviewScale, slowdown),
      [`idle server RSS <= ${IDLE_BUDGET_MB} MB`]:
        idle.fresh.settledMB <= IDLE_BUDGET_MB && idle.restart.settledMB <= IDLE_BUDGET_MB,
      [`start-up peak RSS <= ${START_PEAK_BUDGET_MB} MB`]: [idle.fresh, idle.restart].every(
        (run) => run.startPeakMB <= START_PEAK_BUDGET_MB && run.hwmMB <= START_PEAK_BUDGET_MB,
      ),
    };
    const result = {
      at: new Date().toISOString(),
      idleServer: idle,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() },
      seconds: SECONDS,
      rounds: ROUNDS,
      referenceRawReqPerSec: REFERENCE_RAW_REQ_PER_SEC,
      slowdown,
      raw,
      hono: { ...hono, ratioToRaw: ratio(hono.reqPerSec) },
      userDetails: { ...details, ratioToRaw: ratio(details.reqPerSec) },
      uploads,
      exportLoad,
      reviewScale,
      budgets,
      totalSeconds: (Date.now() - started) / 1000,
    };
    console.log('\n| Run | req/s | p50 ms | p99 ms | errors | ratio to raw |\n|---|---|---|---|---|---|');
    for (const [name, r] of [
      ['raw node:http', raw],
      ['bare Hono route', hono],
      ['GET /api/user-details (PGlite)', details],
    ] as const) {
      console.log(`| ${name} | ${r.reqPerSec} | ${r.p50ms} | ${r.p99ms} | ${r.errors} | ${ratio(r.reqPerSec)} |`);
    }
    console.log(
      `\nUploads: ${statuses.filter((s) => s === 201).length}/10 stored in ${uploads.seconds} s; RSS ${uploads.rssBeforeMB} MB before, ${uploads.rssPeakMB} MB peak, ${uploads.rssAfterMB} MB after (peak growth ${uploads.peakGrowthMB} MB; of ArrayBuffers ${uploads.arrayBuffersPeakGrowthMB} MB).`,
    );
    console.log(
      `Exports: 4 at once of ${exportLoad.applications} applications (${exportLoad.exports.map((e) => `${e.status}, ${mb(e.bytes)} MB`).join('; ')}) in ${exportLoad.seconds} s; RSS ${exportLoad.rssBeforeMB} MB before, ${exportLoad.rssPeakMB} MB peak (growth ${exportLoad.peakGrowthMB} MB); /api/health slowest ${exportLoad.healthSlowestMs} ms of ${exportLoad.healthChecks}.`,
    );
    console.log(
      `Idle server (PGlite, built site), RSS ${IDLE_SECONDS} s after listening: ${idle.fresh.settledMB} MB on a fresh DATA_DIR (peak ${idle.fresh.peakMB}), ${idle.restart.settledMB} MB on a restart (peak ${idle.restart.peakMB}).`,
    );
    console.log(
      `Start-up peak, sampled every 50 ms from the spawn (server and children; VmHWM of the server): fresh ${idle.fresh.startPeakMB} MB (VmHWM ${idle.fresh.hwmMB}), restart ${idle.restart.startPeakMB} MB (VmHWM ${idle.restart.hwmMB}).`,
    );
    for (const [name, ok] of Object.entries(budgets)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    await mkdir('bench-results', { recursive: true });
    const out = path.join('bench-results', `api-${result.at.replace(/[:.]/g, '-')}.json`);
    await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`[bench] written to ${out} in ${result.totalSeconds} s`);
    process.exitCode = Object.values(budgets).every(Boolean) ? 0 : 1;
  });
}

/** The raw hello alone (best of ROUNDS), for the phases run on their own: the speed their budgets scale by. */
async function measureSlowdown(): Promise<number> {
  return withServers(async (_child, ready) => {
    const raw = (await loadAll(throughputTargets(ready).slice(0, 1))).raw!;
    const slowdown = slowdownOf(raw.reqPerSec);
    reportSlowdown(raw.reqPerSec, slowdown);
    return slowdown;
  });
}

function reportReviewScale(r: ReviewScale) {
  console.log(
    `[bench] workspace on ${r.database} at ${r.size.applications} applications submitted (${r.size.sameDeck} sharing one deck), ${r.size.reviewers} reviewers, ${r.size.reviews} reviews, the reviewer holding ${r.reviewerAssigned} (seeded in ${r.seedSeconds} s), one request at a time:`,
  );
  for (const viewer of ['organiser', 'reviewer'] as const) {
    console.log(`[bench]   GET /api/organiser/submissions (pages, sorts, filters, search), ${viewer}`, r.list[viewer]);
    console.log(`[bench]   GET /api/organiser/submissions/:id, ${viewer}`, r.detail[viewer]);
  }
}

/** The value given after `flag` on the command line, if any. */
const argAfter = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
};

/** `npm run bench:api -- --review-scale [--postgres] [--applications N]`: phase 4 alone, with its load average. */
async function reviewScaleOnly() {
  const loadBefore = os.loadavg();
  const applications = Number(argAfter('--applications') ?? 5000);
  const postgres = process.argv.includes('--postgres')
    ? (process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    : undefined;
  const slowdown = await measureSlowdown();
  const reviewScale = await measureReviewScale(applications, postgres);
  reportReviewScale(reviewScale);
  const budgets = reviewScaleBudgets(reviewScale, slowdown);
  const result = {
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      loadBefore,
      loadAfter: os.loadavg(),
    },
    slowdown,
    reviewScale,
    budgets,
  };
  console.log(
    `[bench] load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${result.machine.loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  );
  for (const [name, ok] of Object.entries(budgets)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    path.join('bench-results', `api-review-scale-${result.at.replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  process.exitCode = Object.values(budgets).every(Boolean) ? 0 : 1;
}

/**
 * `npm run bench:api -- --user-details`: phase 1 alone (raw hello, bare Hono, user-details; best of ROUNDS), with
 * the load average before and after, for tuning the request without the two-minute run.
 */
async function userDetailsOnly() {
  const loadBefore = os.loadavg();
  await withServers(async (_child, ready) => {
    const { raw, hono, details } = (await loadAll(throughputTargets(ready))) as Record<
      'raw' | 'hono' | 'details',
      Run & { rounds: Run[] }
    >;
    const loadAfter = os.loadavg();
    const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    for (const [name, r] of [
      ['raw node:http hello', raw],
      ['bare Hono route', hono],
      ['GET /api/user-details (PGlite)', details],
    ] as const) {
      const rounds = r.rounds.map((x) => `${x.reqPerSec}/${x.p99ms}`).join(', ');
      console.log(
        `[bench] ${name}: best ${r.reqPerSec} req/s, p50 ${r.p50ms} ms, p99 ${r.p99ms} ms; rounds (req/s/p99) ${rounds}`,
      );
    }
    console.log(`[bench] load average before ${load(loadBefore)}, after ${load(loadAfter)}`);
    const slowdown = slowdownOf(raw.reqPerSec);
    reportSlowdown(raw.reqPerSec, slowdown);
    const budgets = userDetailsBudgets(details, details.reqPerSec / raw.reqPerSec, slowdown);
    for (const [name, ok] of Object.entries(budgets)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    process.exitCode = Object.values(budgets).every(Boolean) ? 0 : 1;
  });
}

/** `npm run bench:api -- --exports`: phase 3 alone (5,000 applications seeded, then 4 exports at once). */
async function exportsOnly() {
  await withServers(async (child, ready) => {
    await ask(child, { type: 'seed', applications: EXPORT_APPLICATIONS });
    await ask<Memory>(child, { type: 'memory', gc: true });
    const exportLoad = await measureExportLoad(
      ready.app,
      [ready.tokens[0]!, ready.tokens[1]!],
      EXPORT_APPLICATIONS,
      async () => (await ask<Memory>(child, { type: 'memory' })).rss,
    );
    console.log('[bench] 4 concurrent exports', exportLoad);
  });
}

// Last, so every constant above is initialised: the child process serves, the parent measures.
if (process.argv.includes('--servers')) await runBenchServers();
else if (process.argv.includes('--exports')) await exportsOnly();
else if (process.argv.includes('--review-scale')) await reviewScaleOnly();
else if (process.argv.includes('--user-details')) await userDetailsOnly();
else await main();
