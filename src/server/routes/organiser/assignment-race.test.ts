/**
 * Automatic assignment run at once from two server processes on one Postgres never double-assigns: the assignment
 * lock makes each run count loads after the one before it, and the primary key refuses a pair twice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REVIEWERS, assignmentPairs, createAssignmentApi, submitMany } from '../../test/assignment-fixtures.ts';
import { type TestApi, TEST_ORGANISER, dbKind, describeApi } from '../../test/harness.ts';
import { type ServerProcess, postTo, startServer, waitForCode, intoStoredWindow } from '../../test/processes.ts';

const onPostgres = dbKind === 'postgres';
let api: TestApi;
let servers: ServerProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  api = await createAssignmentApi();
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-assign-'));
  const env = {
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    ORGANISER_MOBILES: TEST_ORGANISER,
    REVIEWER_MOBILES: REVIEWERS.join(','),
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
  await intoStoredWindow(api);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describeApi('automatic assignment from two processes at once', () => {
  it.skipIf(!onPostgres)(
    'assigns each application exactly its reviews and no reviewer beyond the cap',
    { timeout: 180_000 },
    async () => {
      const apps = await submitMany(api, 12);
      const [a, b] = servers as [ServerProcess, ServerProcess];
      expect((await postTo(a.url, '/api/otp', { mobile: TEST_ORGANISER })).status).toBe(200);
      const otp = await waitForCode(a.output, TEST_ORGANISER);
      const { token } = await (await postTo(b.url, '/api/verify-otp', { mobile: TEST_ORGANISER, otp })).json();
      // 12 applications x 2 reviews = 24 = 3 reviewers x 8: a double count anywhere breaks a cap or a count. Runs
      // asking 1 and 2 reviews interleave: from one snapshot they would pick different reviewers for an application.
      const bodies = [
        { reviewsPerApplication: 1, maxPerReviewer: 4 },
        { reviewsPerApplication: 2, maxPerReviewer: 8 },
      ];
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postTo(servers[i % 2]!.url, '/api/organiser/assignments/auto', bodies[Math.floor(i / 2) % 2], {
            Authorization: `Bearer ${token}`,
          }),
        ),
      );
      const answers = await Promise.all(results.map(async (r) => [r.status, await r.json()] as const));
      expect(answers.map(([status]) => status)).toEqual(Array(6).fill(200));
      expect(answers.reduce((n, [, json]) => n + json.assigned, 0)).toBe(24);
      const pairs = await assignmentPairs(api);
      expect(pairs).toHaveLength(24);
      for (const app of apps) expect(pairs.filter((p) => p.startsWith(`${app.submissionId} `))).toHaveLength(2);
      for (const mobile of REVIEWERS) expect(pairs.filter((p) => p.endsWith(` ${mobile}`))).toHaveLength(8);
    },
  );
});
