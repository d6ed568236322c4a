/**
 * Four staff exporting at once from one real server process, on PGlite and on Postgres: a fifth
 * export is refused while they run, and the health check answers throughout. The latencies are printed for
 * docs/benchmarks.md ("Floods"); EXPORT_FLOOD_APPLICATIONS sets how many applications each export reads (1,000 by
 * default, 5,000 for the figures there).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORGANISER_MESSAGES } from '../../../shared/messages/organiser.ts';
import { openDatabase } from '../../db/client.ts';
import { insertApplications } from '../../test/bulk-applications.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { sampleLatency, summary } from '../../test/latency-sampler.ts';
import { type ServerProcess, postTo, startServer, waitForCode } from '../../test/processes.ts';

const APPLICATIONS = Number(process.env.EXPORT_FLOOD_APPLICATIONS ?? 1000);
const STAFF = ['9000000011', '9000000012', '9000000013', '9000000014'];
let api: TestApi | undefined;
let server: ServerProcess;
let dataDir = '';
const tokens: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-exports-'));
  if (dbKind === 'postgres') {
    api = await createTestApi();
    await insertApplications(api.deps.db, APPLICATIONS, new Date());
  } else {
    // PGlite belongs to one process: filled before the server opens it.
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await insertApplications(database.db, APPLICATIONS, new Date());
    await database.close();
  }
  server = await startServer({
    TRUST_PROXY: '1',
    ...(api ? { DATABASE_URL: api.databaseUrl } : {}),
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    ORGANISER_MOBILES: STAFF.join(','),
    OTP_POW: 'off',
  });
  for (const [i, mobile] of STAFF.entries()) {
    const from = { 'X-Forwarded-For': `198.51.100.${i + 1}` };
    expect((await postTo(server.url, '/api/otp', { mobile }, from)).status).toBe(200);
    const otp = await waitForCode(server.output, mobile);
    tokens.push((await (await postTo(server.url, '/api/verify-otp', { mobile, otp }, from)).json()).token);
  }
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const exportAs = (token: string) =>
  fetch(`${server.url}/api/organiser/export?format=csv`, { headers: { Authorization: `Bearer ${token}` } });

describeApi('four staff exporting at once from one server process', () => {
  it('refuses a fifth export and answers the health check throughout', { timeout: 300_000 }, async () => {
    const started = performance.now();
    const running = await Promise.all(tokens.map(exportAs));
    expect(running.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const fifth = await exportAs(tokens[0]!);
    expect([fifth.status, (await fifth.json()).message]).toEqual([429, ORGANISER_MESSAGES.exportsBusyEveryone]);

    const health = `${server.url}/api/health`;
    const sampler = sampleLatency([health], { pauseMs: 50 });
    const csvs = await Promise.all(running.map((r) => r.text()));
    const samples = (await sampler.stop())[health]!;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[exports] ${dbKind}: 4 × ${APPLICATIONS} applications in ${seconds} s; health ${summary(samples)}; load ${loadavg()[0]!.toFixed(2)}`,
    );
    // A header and one line per application in each.
    expect(csvs.map((csv) => csv.trim().split('\r\n').length)).toEqual(Array(4).fill(APPLICATIONS + 1));
    expect([...new Set(samples.map((x) => x.status))]).toEqual([200]);
  });
});
