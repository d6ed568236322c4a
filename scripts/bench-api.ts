/**
 * `npm run bench:api`: the API's throughput, latency and memory budgets, measured in one bounded run on loopback. The
 * servers run in child processes (so the load generator does not share their event loop); this process drives them
 * and reports.
 *
 *   1. raw node:http hello vs a bare Hono route vs authenticated GET /api/user-details on PGlite (on disk, as in
 *      production), 50 connections each: req/s and ratios to raw, best of BENCH_ROUNDS (5) interleaved runs of
 *      BENCH_SECONDS (3) each; then user-details' p99 at 500 req/s offered, open loop (bench/throughput.ts).
 *      `-- --user-details` runs this phase alone.
 *   2. 10 concurrent 10 MiB submissions: all stored? server memory before, peak and after (bench/upload-load.ts).
 *   3. The workspace at scale (bench/review-scale.ts): a fresh PGlite where 5,000 applications were submitted through
 *      the product's write path, with 40 reviewers and 15,000 reviews; list p95 <= 150 ms and one application p95 <=
 *      50 ms, one request at a time; then 4 exports of every application at once (bench/export-load.ts): memory growth
 *      and the slowest /api/health meanwhile. `-- --review-scale` runs this phase alone; with `--postgres` on a fresh
 *      database of the Postgres server at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), and
 *      `--applications N` seeds N instead (reviews and the duplicate group scale with it).
 *   4. `-- --deadline-rush` alone (not in the default run: it lasts the rush's ten minutes): 1,000 applicants submit
 *      unique 1-5 MB decks within 10 minutes to two processes on Postgres and S3 (bench/deadline-rush.ts): nothing
 *      lost, a submission's p99 <= 2 s, /api/health <= 200 ms and the organiser's list <= 300 ms meanwhile;
 *      `--applicants N` and `--window-seconds S` for a smaller run.
 *   Latency budgets are scaled by how much slower than a reference the raw hello ran (bench/machine-speed.ts).
 *   Before all, the memory of the real server (`scripts/serve.sh`, PGlite, the built site): its peak from the spawn on
 *   (sampled every 50 ms) and its RSS BENCH_IDLE_SECONDS (20) after it listens, on a fresh DATA_DIR and on a restart
 *   (bench/idle-server.ts).
 *
 * Results go to stdout and to bench-results/api-<time>.json. Exit code 1 when a budget is missed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  HEALTH_DURING_EXPORTS_MS,
  deadlineRushBudgets,
  reportSlowdown,
  reviewScaleBudgets,
  userDetailsBudgets,
} from './bench/api-budgets.ts';
import { measureDeadlineRush } from './bench/deadline-rush.ts';
import { benchPostgresUrl } from './bench/fresh-postgres.ts';
import { measureIdleServer } from './bench/idle-server.ts';
import { REFERENCE_RAW_REQ_PER_SEC, scaledMs, slowdownOf } from './bench/machine-speed.ts';
import { type ReviewScale, measureReviewScale } from './bench/review-scale.ts';
import { withServers } from './bench/servers-process.ts';
import {
  loadAll,
  measureThroughput,
  reportThroughput,
  throughputSettings,
  throughputTargets,
} from './bench/throughput.ts';
import { allUploadsStored, measureUploads } from './bench/upload-load.ts';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const IDLE_BUDGET_MB = 256;
/**
 * What a container must allow while the server starts, on an empty DATA_DIR (the build's template copied) and on
 * a restart: the server and its children sampled every 50 ms, and the server's VmHWM (docs/benchmarks.md, "Start-up peak").
 */
const START_PEAK_BUDGET_MB = 384;

const machine = () => ({
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model,
  node: process.version,
  loadavg: os.loadavg(),
});
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Writes the run's JSON and its PASS/FAIL lines; the exit code says whether every budget held. */
async function finish(kind: string, result: object, budgets: Record<string, boolean>) {
  for (const [name, ok] of Object.entries(budgets)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  const at = new Date().toISOString();
  await mkdir('bench-results', { recursive: true });
  const out = path.join('bench-results', `${kind}-${at.replace(/[:.]/g, '-')}.json`);
  await writeFile(out, `${JSON.stringify({ at, ...result, budgets }, null, 2)}\n`);
  console.log(`[bench] written to ${out}`);
  process.exitCode = Object.values(budgets).every(Boolean) ? 0 : 1;
}

/** The workspace phase's report and budgets (list and detail latencies, then the exports). */
function reviewScaleReport(r: ReviewScale, slowdown: number) {
  console.log(
    `[bench] workspace on ${r.database} at ${r.size.applications} applications submitted (${r.size.sameDeck} sharing one deck), ${r.size.reviewers} reviewers, ${r.size.reviews} reviews, the reviewer holding ${r.reviewerAssigned} (seeded in ${r.seedSeconds} s), one request at a time:`,
  );
  for (const viewer of ['organiser', 'reviewer'] as const) {
    console.log(`[bench]   GET /api/organiser/submissions (pages, sorts, filters, search), ${viewer}`, r.list[viewer]);
    console.log(`[bench]   GET /api/organiser/submissions/:id, ${viewer}`, r.detail[viewer]);
  }
  const e = r.exportLoad;
  console.log(
    `[bench] exports: 4 at once of ${e.applications} applications (${e.exports.map((x) => `${x.status}, ${Math.round(x.bytes / 104857.6) / 10} MB`).join('; ')}) in ${e.seconds} s; RSS ${e.rssBeforeMB} MB before, ${e.rssPeakMB} MB peak (growth ${e.peakGrowthMB} MB); /api/health slowest ${e.healthSlowestMs} ms of ${e.healthChecks}`,
  );
  const health = scaledMs(HEALTH_DURING_EXPORTS_MS, slowdown);
  return {
    ...reviewScaleBudgets(r, slowdown),
    'all 4 exports answered 200': e.exports.every((x) => x.status === 200),
    'export memory growth < 64 MB': e.peakGrowthMB < 64,
    [`/api/health within ${health} ms during exports`]: e.healthSlowestMs <= health,
  };
}

async function main() {
  const started = Date.now();
  // First, alone on the machine: the real server at rest, as `npm start` runs it.
  const idle = await measureIdleServer(process.env.SITE_DIR ?? 'dist', IDLE_SECONDS * 1000);
  console.log('[bench] idle server (PGlite, built site), MB', idle);
  const { seconds, rounds } = throughputSettings;
  console.log(
    `[bench] ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}; best of ${rounds} × ${seconds} s, 50 connections; load average ${load()}`,
  );
  const { throughput, uploads } = await withServers(async (child, ready) => {
    const throughput = await measureThroughput(ready);
    reportThroughput(throughput);
    const uploads = await measureUploads(child, ready);
    console.log('[bench] 10 concurrent 10 MiB submissions', uploads);
    return { throughput, uploads };
  });
  const slowdown = slowdownOf(throughput.raw.reqPerSec);
  reportSlowdown(throughput.raw.reqPerSec, slowdown);
  const reviewScale = await measureReviewScale();
  const budgets = {
    'bare Hono >= 80% of raw': throughput.hono.reqPerSec / throughput.raw.reqPerSec >= 0.8,
    ...userDetailsBudgets(throughput, slowdown),
    'all 10 uploads stored': allUploadsStored(uploads),
    'upload memory growth < 64 MB': uploads.peakGrowthMB < 64,
    ...reviewScaleReport(reviewScale, slowdown),
    [`idle server RSS <= ${IDLE_BUDGET_MB} MB`]:
      idle.fresh.settledMB <= IDLE_BUDGET_MB && idle.restart.settledMB <= IDLE_BUDGET_MB,
    [`start-up peak RSS <= ${START_PEAK_BUDGET_MB} MB`]: [idle.fresh, idle.restart].every(
      (run) => run.startPeakMB <= START_PEAK_BUDGET_MB && run.hwmMB <= START_PEAK_BUDGET_MB,
    ),
  };
  console.log(
    `[bench] idle server (PGlite, built site), RSS ${IDLE_SECONDS} s after listening: ${idle.fresh.settledMB} MB on a fresh DATA_DIR (peak ${idle.fresh.peakMB}), ${idle.restart.settledMB} MB on a restart (peak ${idle.restart.peakMB}); start-up peak from the spawn: fresh ${idle.fresh.startPeakMB} MB (VmHWM ${idle.fresh.hwmMB}), restart ${idle.restart.startPeakMB} MB (VmHWM ${idle.restart.hwmMB}); load average now ${load()}`,
  );
  await finish(
    'api',
    {
      idleServer: idle,
      machine: machine(),
      ...throughputSettings,
      referenceRawReqPerSec: REFERENCE_RAW_REQ_PER_SEC,
      slowdown,
      throughput,
      uploads,
      reviewScale,
      totalSeconds: (Date.now() - started) / 1000,
    },
    budgets,
  );
}

/** The raw hello alone (best of the rounds), for the phase run on its own: the speed its budgets scale by. */
async function measureSlowdown(): Promise<number> {
  return withServers(async (_child, ready) => {
    const raw = (await loadAll(throughputTargets(ready).slice(0, 1))).raw!;
    const slowdown = slowdownOf(raw.reqPerSec);
    reportSlowdown(raw.reqPerSec, slowdown);
    return slowdown;
  });
}

/** The value given after `flag` on the command line, if any. */
const argAfter = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
};

/** `npm run bench:api -- --review-scale [--postgres] [--applications N]`: phase 3 alone, with its load average. */
async function reviewScaleOnly() {
  const loadBefore = load();
  const applications = Number(argAfter('--applications') ?? 5000);
  const postgres = process.argv.includes('--postgres') ? benchPostgresUrl() : undefined;
  const slowdown = await measureSlowdown();
  const reviewScale = await measureReviewScale(applications, postgres);
  const budgets = reviewScaleReport(reviewScale, slowdown);
  console.log(`[bench] load average before ${loadBefore}, after ${load()}`);
  await finish('api-review-scale', { machine: machine(), slowdown, reviewScale }, budgets);
}

/**
 * `npm run bench:api -- --deadline-rush [--applicants N] [--window-seconds S]`: the last minutes of a call on two
 * processes, Postgres and S3 (bench/deadline-rush.ts).
 */
async function deadlineRushOnly() {
  const loadBefore = load();
  const slowdown = await measureSlowdown();
  const rush = await measureDeadlineRush(
    benchPostgresUrl(),
    Number(argAfter('--applicants') ?? 1000),
    Number(argAfter('--window-seconds') ?? 600),
  );
  console.log('[bench] deadline rush', JSON.stringify(rush, null, 2));
  console.log(`[bench] load average before ${loadBefore}, after ${load()}`);
  await finish('api-deadline-rush', { machine: machine(), slowdown, rush }, deadlineRushBudgets(rush, slowdown));
}

/** `npm run bench:api -- --user-details`: phase 1 alone, with the load average before and after. */
async function userDetailsOnly() {
  const loadBefore = load();
  const throughput = await withServers((_child, ready) => measureThroughput(ready));
  reportThroughput(throughput);
  console.log(`[bench] load average before ${loadBefore}, after ${load()}`);
  const slowdown = slowdownOf(throughput.raw.reqPerSec);
  reportSlowdown(throughput.raw.reqPerSec, slowdown);
  await finish(
    'api-user-details',
    { machine: machine(), slowdown, throughput },
    userDetailsBudgets(throughput, slowdown),
  );
}

if (process.argv.includes('--review-scale')) await reviewScaleOnly();
else if (process.argv.includes('--deadline-rush')) await deadlineRushOnly();
else if (process.argv.includes('--user-details')) await userDetailsOnly();
else await main();
