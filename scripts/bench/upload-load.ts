/** bench:api's upload phase: 10 concurrent 10 MiB submissions, and the servers' memory while they arrive. */
import type { ChildProcess } from 'node:child_process';
import { type Memory, type Ready, ask } from './servers-process.ts';
import { submitDeck } from './submit-deck.ts';

const MiB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;
/** What each bench user's application says: the upload phase measures the deck, not the answers. */
const BENCH_VALUES: Record<string, string> = {
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

/** Bench users 1-10 each submit a 10 MiB deck at once; the servers' memory is sampled every 50 ms meanwhile. */
export async function measureUploads(child: ChildProcess, ready: Ready) {
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
  const statuses = await Promise.all(
    ready.tokens.slice(1, 11).map((t) => submitDeck(ready.app, t, ready, BENCH_VALUES, file)),
  );
  const uploadMs = Date.now() - t0;
  clearInterval(poll);
  const after = await ask<Memory>(child, { type: 'memory', gc: true, count: true });
  return {
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
}

/** Whether every upload was stored, once each. */
export const allUploadsStored = (u: Awaited<ReturnType<typeof measureUploads>>) =>
  u.statuses.every((s) => s === 201) && u.stored === 10;
