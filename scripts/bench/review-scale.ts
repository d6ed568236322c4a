/**
 * The workspace at the scale of a real call, for `npm run bench:api`: a fresh embedded database (PGlite in a temporary
 * DATA_DIR, as `npm start` runs it), or with `postgres` a fresh database on that server, seeded as `npm run seed:demo`
 * seeds it, through the product's write path (5,000 applications submitted, four in five with a deck of their own and
 * its text, 1,500 of them, every third, sharing one deck: a duplicate group; 40 reviewers, 3 assigned per application,
 * 375 each, and 15,000 reviews saved), served by the real app in a child process run with `npm start`'s flags. The parent asks, one request at a time, for list pages (filters, sorts, search, deep
 * pages) and for single applications, as an organiser (every application; the detail with its "may reveal the team"
 * check over the deck text, conflicts and assignees) and as a reviewer holding their 375 assigned applications (the
 * assignment and conflict scope on every row), and reports p50/p95/max of each against the budgets: list p95 <= 150
 * ms, one application p95 <= 50 ms. Then four exports of every application at once by two organisers, with the
 * server's memory growth and the slowest /api/health meanwhile (export-load.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/server/app.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { bootstrap } from '../../src/server/bootstrap.ts';
import { users } from '../../src/server/db/schema.ts';
import { demoReviewerMobiles, seedDemo } from '../../src/server/demo/seed-demo.ts';
import { parseEnv } from '../../src/server/env.ts';
import { loadSite } from '../../src/server/static/site-index.ts';
import { type ExportLoad, measureExportLoad } from './export-load.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { statusKb } from './idle-server.ts';
import { forkAsServed } from './servers-process.ts';

/** The size of a real call; `applications` scales the rest (a smaller run proves the phase works). */
const reviewScaleOf = (applications: number) => ({
  applications,
  reviewers: 40,
  reviews: applications * 3,
  sameDeck: Math.round(applications * 0.3),
});
type Size = ReturnType<typeof reviewScaleOf>;
export const LIST_P95_BUDGET_MS = 150;
export const DETAIL_P95_BUDGET_MS = 50;
const REQUESTS = 200;
/** Two organisers: each may run two exports at once, and the export phase runs four. */
const ORGANISERS = ['9000000000', '9000000001'] as const;

interface Ready {
  port: number;
  organiser: string;
  secondOrganiser: string;
  reviewer: string;
  /** Applications to open as the organiser (any) and as the reviewer (among theirs). */
  organiserIds: string[];
  reviewerIds: string[];
  /** How many applications are assigned to the reviewer. */
  reviewerAssigned: number;
  seedSeconds: number;
}

interface Latency {
  requests: number;
  p50ms: number;
  p95ms: number;
  maxMs: number;
  errors: number;
  /** The median of each distinct request (its query string), slowest first: what a missed p95 comes from. */
  medianByQuery: Record<string, number>;
}

interface ByViewer {
  organiser: Latency;
  reviewer: Latency;
}

export interface ReviewScale {
  database: 'pglite' | 'postgres';
  size: Size;
  seedSeconds: number;
  reviewerAssigned: number;
  list: ByViewer;
  detail: ByViewer;
  /** Four exports of every application at once, after the timings. */
  exportLoad: ExportLoad;
}

/** The child: bootstrap on a temporary DATA_DIR (or database), seed, sign the two staff in, serve the app. */
async function serveSeeded(size: Size, postgresAdminUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-review-scale-'));
  const postgres = postgresAdminUrl ? await freshPostgres(postgresAdminUrl, 'review_scale') : undefined;
  const reviewerMobiles = demoReviewerMobiles(size.reviewers);
  const reviewerMobile = reviewerMobiles[0]!;
  const env = parseEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    ORGANISER_MOBILES: ORGANISERS.join(','),
    REVIEWER_MOBILES: reviewerMobiles.join(','),
    // One staff member asks 400 times within a minute here: the per-person limit (300) is not what is measured.
    WORKSPACE_REQUESTS_PER_MINUTE: '100000',
    SITE_DIR: process.env.SITE_DIR ?? 'dist',
  });
  const { deps, shutdown } = await bootstrap(env);
  const t0 = Date.now();
  await seedDemo(deps, size);
  const seedSeconds = (Date.now() - t0) / 1000;
  const now = new Date();
  const [organiserUser, secondOrganiserUser] = await deps.db
    .insert(users)
    .values(
      ORGANISERS.map((mobile, i) => ({ mobile, name: `Bench Organiser ${i + 1}`, createdAt: now, updatedAt: now })),
    )
    .returning();
  const [reviewerUser] = await deps.db
    .select()
    .from(users)
    .where(sql`${users.mobile} = ${reviewerMobile}`);
  const idsOf = async (query: ReturnType<typeof sql>) =>
    ((await deps.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const organiserIds = await idsOf(sql`select id from submissions order by md5(id) limit ${REQUESTS}`);
  const assigned = await idsOf(
    sql`select submission_id as id from review_assignments where reviewer_mobile = ${reviewerMobile} order by md5(submission_id)`,
  );
  const app = createApp({ site: await loadSite(env.SITE_DIR), api: deps });
  const server = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as http.Server));
  });
  const stop = async () => {
    server.close();
    await shutdown();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('disconnect', () => void stop());
  process.on('message', (m: { type: string }) => void (m.type === 'stop' && stop()));
  const ready: Ready = {
    port: (server.address() as AddressInfo).port,
    organiser: await createSession(deps.db, organiserUser!.id, now),
    secondOrganiser: await createSession(deps.db, secondOrganiserUser!.id, now),
    reviewer: await createSession(deps.db, reviewerUser!.id, now),
    organiserIds,
    reviewerIds: assigned.slice(0, REQUESTS),
    reviewerAssigned: assigned.length,
    seedSeconds,
  };
  process.send!(ready);
}

/** Times `paths` one after the other (after a warm-up of the first ten), as the staff member of `token`. */
async function time(port: number, paths: string[], token: string): Promise<Latency> {
  const call = async (p: string, token: string) => {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, ok: res.status === 200 };
  };
  for (const p of paths.slice(0, 10)) await call(p, token);
  const runs = [];
  for (const p of paths) runs.push({ ...(await call(p, token)), query: p.split('?')[1] ?? '' });
  const byQuery = Map.groupBy(runs, (r) => r.query);
  const medianByQuery =
    byQuery.size > 1 && byQuery.size < runs.length
      ? [...byQuery]
          .map(([query, of]) => [query || '(default)', quantile(of, 0.5)] as const)
          .sort((a, b) => b[1] - a[1])
      : [];
  return {
    requests: runs.length,
    p50ms: quantile(runs, 0.5),
    p95ms: quantile(runs, 0.95),
    maxMs: quantile(runs, 1),
    errors: runs.filter((r) => !r.ok).length,
    medianByQuery: Object.fromEntries(medianByQuery),
  };
}

/** The `q` quantile of the runs' times, in ms to one decimal. */
function quantile(runs: { ms: number }[], q: number): number {
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  return Math.round(ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)]! * 10) / 10;
}

/** The list queries a workspace asks: default, deep pages, sorts by score, filters and a search. */
const LIST_QUERIES = [
  '',
  'page=2',
  'page=60',
  'sort=score&order=desc',
  'sort=score&order=asc&page=10',
  'status=SUBMITTED&page=5',
  'stage=IDEA',
  'q=solar',
  'q=founder%2042',
  'pageSize=200&page=3',
];

/**
 * Seeds `applications` (5,000 unless a smaller run is asked for) in a fresh PGlite, or in a fresh database on the
 * Postgres server of `postgresAdminUrl`, and times the list and the detail.
 */
export async function measureReviewScale(applications = 5000, postgresAdminUrl?: string): Promise<ReviewScale> {
  const size = reviewScaleOf(applications);
  // npm start's flags (scripts/serve.sh): PGlite's WebAssembly on the baseline compiler only; Postgres without.
  const child = forkAsServed(
    import.meta.filename,
    ['--review-scale-server', JSON.stringify({ size, postgresAdminUrl })],
    postgresAdminUrl ? ['--expose-gc'] : ['--expose-gc', '--liftoff-only'],
  );
  try {
    const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
    const lists = (queries: string[]) =>
      Array.from({ length: REQUESTS }, (_, i) => `/api/organiser/submissions?${queries[i % queries.length]}`);
    // A reviewer may not filter by status (403: the total would tell them): their list asks the other queries.
    const reviewerQueries = LIST_QUERIES.filter((q) => !q.startsWith('status='));
    const details = (ids: string[]) => ids.map((id) => `/api/organiser/submissions/${id}`);
    return {
      database: postgresAdminUrl ? 'postgres' : 'pglite',
      size,
      seedSeconds: ready.seedSeconds,
      reviewerAssigned: ready.reviewerAssigned,
      list: {
        organiser: await time(ready.port, lists(LIST_QUERIES), ready.organiser),
        reviewer: await time(ready.port, lists(reviewerQueries), ready.reviewer),
      },
      detail: {
        organiser: await time(ready.port, details(ready.organiserIds), ready.organiser),
        reviewer: await time(ready.port, details(ready.reviewerIds), ready.reviewer),
      },
      exportLoad: await measureExportLoad(ready.port, [ready.organiser, ready.secondOrganiser], size.applications, () =>
        statusKb(child.pid!, 'VmRSS').then((kb) => kb * 1024),
      ),
    };
  } finally {
    child.send({ type: 'stop' });
    await new Promise((r) => child.once('exit', r));
  }
}

const serverArg = process.argv.indexOf('--review-scale-server');
if (serverArg !== -1) {
  const { size, postgresAdminUrl } = JSON.parse(process.argv[serverArg + 1]!) as {
    size: Size;
    postgresAdminUrl?: string;
  };
  await serveSeeded(size, postgresAdminUrl);
}
