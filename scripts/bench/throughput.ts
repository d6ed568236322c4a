/**
 * bench:api's first phase: a raw node:http hello, a bare Hono route and an authenticated GET /api/user-details, each
 * saturated by 50 connections (throughput), then user-details at a fixed offered rate (its latency, open-loop.ts).
 */
import autocannon from 'autocannon';
import { type OpenLoopRun, openLoop } from './open-loop.ts';
import type { Ready } from './servers-process.ts';

/** One measured load run: what autocannon reports for a target. */
type Run = { reqPerSec: number; p99ms: number; p50ms: number; errors: number; requests: number };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The offered rate user-details' p99 is measured at (docs/budgets.md), and for how long. */
export const OFFERED_PER_SEC = 500;
const OFFERED_SECONDS = 10;

export const throughputSettings = { seconds: SECONDS, rounds: ROUNDS };

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

type Target = { name: string; url: string; headers?: Record<string, string> };
export type Measured = Run & { rounds: Run[] };

/**
 * Each target gets a 2 s warm-up (JIT, database caches), then ROUNDS measured runs, interleaved with
 * the other targets so a burst of outside load hits all of them alike. The best round per target is
 * reported (the least disturbed one); every round is kept in the JSON.
 */
export async function loadAll(targets: Target[]): Promise<Record<string, Measured>> {
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

/** Phase 1's targets: a raw hello, a bare Hono route, and the first bench user's GET /api/user-details. */
export const throughputTargets = (ready: Ready) => [
  { name: 'raw', url: `http://127.0.0.1:${ready.raw}/` },
  { name: 'hono', url: `http://127.0.0.1:${ready.hono}/` },
  {
    name: 'details',
    url: `http://127.0.0.1:${ready.app}/api/user-details`,
    headers: { Authorization: `Bearer ${ready.tokens[0]}` },
  },
];

export interface Throughput {
  raw: Measured;
  hono: Measured;
  details: Measured;
  /** user-details at OFFERED_PER_SEC, after the saturated rounds (so warm). */
  detailsAtRate: OpenLoopRun;
}

/** The whole phase: the three saturated targets, then user-details at the offered rate. */
export async function measureThroughput(ready: Ready): Promise<Throughput> {
  const { raw, hono, details } = (await loadAll(throughputTargets(ready))) as Record<
    'raw' | 'hono' | 'details',
    Measured
  >;
  const target = throughputTargets(ready)[2]!;
  const detailsAtRate = await openLoop(target.url, target.headers!, OFFERED_PER_SEC, OFFERED_SECONDS);
  return { raw, hono, details, detailsAtRate };
}

/** The phase's lines of the report. */
export function reportThroughput({ raw, hono, details, detailsAtRate }: Throughput) {
  for (const [name, r] of [
    ['raw node:http hello', raw],
    ['bare Hono route', hono],
    ['GET /api/user-details (PGlite)', details],
  ] as const) {
    const rounds = r.rounds.map((x) => `${x.reqPerSec}/${x.p99ms}`).join(', ');
    console.log(
      `[bench] ${name}, 50 connections: best ${r.reqPerSec} req/s (${Math.round((r.reqPerSec / raw.reqPerSec) * 1000) / 10}% of raw), p50 ${r.p50ms} ms, p99 ${r.p99ms} ms; rounds (req/s/p99) ${rounds}`,
    );
  }
  const a = detailsAtRate;
  console.log(
    `[bench] GET /api/user-details (PGlite) at ${a.offeredPerSec} req/s offered: ${a.requests} requests, p50 ${a.p50ms} ms, p99 ${a.p99ms} ms, max ${a.maxMs} ms, ${a.errors} errors`,
  );
}
