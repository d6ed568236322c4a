/** bench:api's upload phase: 10 concurrent 10 MiB submissions, and the servers' memory while they arrive. */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { type Memory, type Ready, ask } from './servers-process.ts';

const MiB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;
const UPLOAD_TIMEOUT_MS = 60_000;

/** One multipart submission streamed over HTTP: fields part plus a PDF. */
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
  const statuses = await Promise.all(ready.tokens.slice(1, 11).map((t) => submit(ready.app, t, ready, file)));
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
