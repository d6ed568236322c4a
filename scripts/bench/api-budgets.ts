/** bench:api's budgets that depend on the machine's speed, scaled to this run's (machine-speed.ts). */
import { REFERENCE_RAW_REQ_PER_SEC, scaledMs } from './machine-speed.ts';
import { OFFERED_PER_SEC, type Throughput } from './throughput.ts';
import { DETAIL_P95_BUDGET_MS, LIST_P95_BUDGET_MS, type ReviewScale } from './review-scale.ts';
import type { DeadlineRush } from './deadline-rush.ts';

/**
 * Latency budgets at the reference machine's speed (bench/machine-speed.ts scales them to this run's): an
 * authenticated call's p99 at OFFERED_PER_SEC, and the health check's slowest answer while 4 exports run.
 */
const USER_DETAILS_P99_MS = 25;
export const HEALTH_DURING_EXPORTS_MS = 200;
/**
 * GET /api/user-details' saturated throughput as a share of the raw hello's: 0.045-0.09 on the AMD VMs on record,
 * 0.03-0.04 on the Intel ones (docs/benchmarks.md), whose WebAssembly runs slower beside an equally fast hello.
 */
const USER_DETAILS_MIN_RATIO = 0.04;
/** The user-details budgets: its throughput as a share of the raw hello's, its p99 at the offered rate. */
export const userDetailsBudgets = ({ raw, details, detailsAtRate }: Throughput, slowdown: number) => ({
  [`user-details >= ${USER_DETAILS_MIN_RATIO * 100}% of raw req/s`]:
    details.reqPerSec / raw.reqPerSec >= USER_DETAILS_MIN_RATIO,
  [`user-details p99 <= ${scaledMs(USER_DETAILS_P99_MS, slowdown)} ms at ${OFFERED_PER_SEC} req/s offered`]:
    detailsAtRate.p99ms <= scaledMs(USER_DETAILS_P99_MS, slowdown),
  'user-details no errors': details.errors === 0 && detailsAtRate.errors === 0,
});

export const reviewScaleBudgets = (r: ReviewScale, slowdown: number) => {
  const list = scaledMs(LIST_P95_BUDGET_MS, slowdown);
  const detail = scaledMs(DETAIL_P95_BUDGET_MS, slowdown);
  const at = `${r.size.applications.toLocaleString('en')} applications on ${r.database}`;
  return Object.fromEntries(
    (['organiser', 'reviewer'] as const).flatMap((viewer) => [
      [`list p95 <= ${list} ms at ${at} (${viewer})`, r.list[viewer].p95ms <= list && r.list[viewer].errors === 0],
      [
        `one application p95 <= ${detail} ms at ${at} (${viewer})`,
        r.detail[viewer].p95ms <= detail && r.detail[viewer].errors === 0,
      ],
    ]),
  );
};

export function reportSlowdown(rawReqPerSec: number, slowdown: number) {
  console.log(
    `[bench] raw hello ${rawReqPerSec} req/s against the reference ${REFERENCE_RAW_REQ_PER_SEC}: latency budgets × ${slowdown}`,
  );
}

/** The deadline rush's latency budgets at the reference speed: a submission's p99, and the slowest health and list. */
const RUSH_SUBMISSION_P99_MS = 2000;
const RUSH_HEALTH_MS = 200;
const RUSH_LIST_MS = 300;

/** Nothing lost (every application answered 201 and is stored with its deck, of the size sent), and the latencies. */
export const deadlineRushBudgets = (r: DeadlineRush, slowdown: number) => {
  const all = r.applicants;
  return {
    [`all ${all} submissions answered 201`]: r.submissions.statuses['201'] === all,
    [`all ${all} stored, each deck in the bucket at the size sent`]:
      r.stored.applications === all && r.stored.deckRows === all && r.stored.sizesMatch === all,
    [`submission p99 <= ${scaledMs(RUSH_SUBMISSION_P99_MS, slowdown)} ms`]:
      r.submissions.p99ms <= scaledMs(RUSH_SUBMISSION_P99_MS, slowdown),
    [`/api/health within ${scaledMs(RUSH_HEALTH_MS, slowdown)} ms during the rush`]:
      r.health.failed === 0 && r.health.slowestMs <= scaledMs(RUSH_HEALTH_MS, slowdown),
    [`organiser's list within ${scaledMs(RUSH_LIST_MS, slowdown)} ms during the rush`]:
      r.list.failed === 0 && r.list.slowestMs <= scaledMs(RUSH_LIST_MS, slowdown),
  };
};
