/**
 * An open-loop load: requests sent at a fixed offered rate whatever the server answers, each timed from the moment it
 * was due, not from when it could be sent. A fixed number of always-busy connections (autocannon's way) only says how
 * long the queue is at saturation, so its p99 restates throughput; autocannon's `overallRate` sends each second's
 * requests in one burst. This spreads them evenly, so the p99 is what a client sees at that rate.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface OpenLoopRun {
  offeredPerSec: number;
  requests: number;
  /** Requests that answered anything but 2xx, failed or took longer than the timeout. */
  errors: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
}

const TIMEOUT_MS = 10_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** `perSecond` GETs of `url` for `seconds`, over kept-alive connections opened as the load needs them. */
export async function openLoop(
  url: string,
  headers: Record<string, string>,
  perSecond: number,
  seconds: number,
): Promise<OpenLoopRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(perSecond * seconds);
  const intervalMs = 1000 / perSecond;
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent, headers, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 300) errors++;
          else latencies.push(performance.now() - dueAt);
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request that has come due since the last tick goes now, timed from its due moment: a late timer costs
    // the measurement, never hides a slow server.
    while (sent < total && start + sent * intervalMs <= now) pending.push(send(start + sent++ * intervalMs));
    await sleep(1);
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    offeredPerSec: perSecond,
    requests: total,
    errors,
    p50ms: round1(percentile(latencies, 50)),
    p99ms: round1(percentile(latencies, 99)),
    maxMs: round1(latencies.at(-1) ?? NaN),
  };
}
