/**
 * The API's latency budgets are set for a reference machine; a slower or busier machine gets them scaled by how much
 * slower it answered a raw `node:http` hello in the same run (bench:api's first phase measures it, interleaved with
 * the requests it compares). Across the runs in docs/benchmarks.md the raw hello ran at 15,000–88,000 req/s on the
 * same class of VM, and GET /api/user-details' p99 times the raw req/s stayed within 1.0–1.6 million: latencies
 * scale with it. A machine faster than the reference keeps the budgets as written.
 */
export const REFERENCE_RAW_REQ_PER_SEC = 50_000;

/** How many times slower than the reference this run's raw hello was, never below 1. */
export const slowdownOf = (rawReqPerSec: number) =>
  Math.round(Math.max(1, REFERENCE_RAW_REQ_PER_SEC / rawReqPerSec) * 100) / 100;

/** A latency budget at this run's speed. */
export const scaledMs = (budgetMs: number, slowdown: number) => Math.round(budgetMs * slowdown);
