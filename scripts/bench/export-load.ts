/**
 * The workspace export under load, for `npm run bench:api`: four exports of every application at once (two people,
 * two each, CSV and JSON), read to the end over HTTP, while /api/health is asked every 100 ms. Reports the
 * server's RSS growth (sampled every 50 ms by `rss`) and the slowest health answer.
 */
import http from 'node:http';

export interface ExportLoad {
  applications: number;
  exports: { status: number; bytes: number; error?: string }[];
  seconds: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  peakGrowthMB: number;
  healthChecks: number;
  healthSlowestMs: number;
}

const TIMEOUT_MS = 120_000;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** GETs `path`, discarding the body as it arrives; answers the status and how many bytes came. */
function download(
  port: number,
  path: string,
  token?: string,
): Promise<{ status: number; bytes: number; error?: string }> {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        timeout: TIMEOUT_MS,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        let bytes = 0;
        res.on('data', (d: Buffer) => (bytes += d.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', (err) => resolve({ status: 0, bytes, error: err.message }));
      },
    );
    // Reported, not thrown: a broken download fails the budget instead of ending the run.
    req.on('error', (err) => resolve({ status: 0, bytes: 0, error: err.message }));
    req.on('timeout', () => req.destroy(new Error(`${path} took longer than ${TIMEOUT_MS} ms`)));
  });
}

export async function measureExportLoad(
  port: number,
  organisers: [string, string],
  applications: number,
  rss: () => Promise<number>,
): Promise<ExportLoad> {
  const before = await rss();
  let peak = before;
  const sampler = setInterval(() => void rss().then((r) => (peak = Math.max(peak, r))), 50);
  const health: number[] = [];
  let checking = true;
  const checks = (async () => {
    while (checking) {
      const t0 = performance.now();
      await download(port, '/api/health');
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const t0 = Date.now();
  try {
    const exports = await Promise.all(
      organisers.flatMap((token) => [
        download(port, '/api/organiser/export?format=csv', token),
        download(port, '/api/organiser/export?format=json', token),
      ]),
    );
    return {
      applications,
      exports,
      seconds: (Date.now() - t0) / 1000,
      rssBeforeMB: mb(before),
      rssPeakMB: mb(peak),
      peakGrowthMB: mb(peak - before),
      healthChecks: health.length,
      healthSlowestMs: Math.round(Math.max(...health)),
    };
  } finally {
    clearInterval(sampler);
    checking = false;
    await checks;
  }
}
