/**
 * Times requests to a server while a test floods it, from a worker thread: the test's own thread is busy sending the
 * flood and reading its answers, and timing from there would count that wait as the server's.
 */
import { Worker } from 'node:worker_threads';

export interface Sample {
  status: number;
  ms: number;
}

/** The worker: GETs each url in turn, pausing `pauseMs` between rounds, until told to stop (at least `minRounds`). */
const SAMPLER = `
const { parentPort, workerData } = require('node:worker_threads');
let stopping = false;
parentPort.on('message', () => { stopping = true; });
(async () => {
  const out = Object.fromEntries(workerData.urls.map((u) => [u, []]));
  for (let round = 0; round < workerData.minRounds || !stopping; round++) {
    for (const u of workerData.urls) {
      const started = performance.now();
      const r = await fetch(u);
      await r.arrayBuffer();
      out[u].push({ status: r.status, ms: performance.now() - started });
    }
    await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
  }
  parentPort.postMessage(out);
})();
`;

/** Starts timing GETs of `urls`; `stop()` answers every sample, by url. */
export function sampleLatency(urls: string[], { minRounds = 5, pauseMs = 20 } = {}) {
  const worker = new Worker(SAMPLER, { eval: true, workerData: { urls, minRounds, pauseMs } });
  const samples = new Promise<Record<string, Sample[]>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop(): Promise<Record<string, Sample[]>> {
      worker.postMessage('stop');
      const out = await samples;
      await worker.terminate();
      return out;
    },
  };
}

/** `n=…, median …, p95 …, max … ms` of `samples`, for the figures a test prints. */
export function summary(samples: Sample[]): string {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  return `n=${sorted.length} median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}
