/**
 * Deadlines are honoured by whichever process notices first, once: two server processes on one Postgres, each
 * sweeping on its timer, find three places lapse at the same moment and promote exactly one waitlisted application
 * into each, each texted once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, placeConfirmations, submissions } from '../../db/schema.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { type Applicant, signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';
import { decide, systemChanges } from '../../test/place-fixtures.ts';
import { type ServerProcess, startServer } from '../../test/processes.ts';

const onPostgres = dbKind === 'postgres';
let api: TestApi;
let servers: ServerProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  // The servers keep real time: so does this file's API, so the deadlines it sets are in their future.
  api = await createTestApi({ now: () => new Date() });
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-places-'));
  const env = {
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    ORGANISER_MOBILES: TEST_ORGANISER,
    PLACES_SWEEP_INTERVAL_MS: '100',
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describeApi('deadlines passing while two processes run', () => {
  it.skipIf(!onPostgres)(
    'promote one application per lapsed place, each texted once',
    { timeout: 180_000 },
    async () => {
      const accepted: Applicant[] = [];
      const waiting: Applicant[] = [];
      for (let i = 0; i < 3; i++) accepted.push(await submitApplication(api, `971000000${i}`));
      for (let i = 0; i < 4; i++) waiting.push(await submitApplication(api, `972000000${i}`));
      const organiser = await signInOrganiser(api);
      for (const w of waiting) await decide(api, organiser, w.submissionId, 'WAITLISTED');
      for (const a of accepted) await decide(api, organiser, a.submissionId, 'ACCEPTED');

      // The three deadlines pass at once, under both processes' timers.
      await api.deps.db
        .update(placeConfirmations)
        .set({ confirmBy: sql`now() - interval '1 minute'` })
        .where(isNull(placeConfirmations.answer));

      const promoted = waiting.slice(0, 3);
      const statuses = async () =>
        Promise.all(
          waiting.map(
            async (w) =>
              (await api.deps.db.select().from(submissions).where(eq(submissions.id, w.submissionId)))[0]!.status,
          ),
        );
      await expect.poll(statuses, { timeout: 30_000 }).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'WAITLISTED']);
      const texted = () =>
        servers.flatMap((s) =>
          s
            .output()
            .split('\n')
            .filter(
              (l) =>
                l.includes('Action required') && promoted.some((p) => l.startsWith(`[sms] Status to ${p.mobile}:`)),
            ),
        );
      await expect.poll(() => texted().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      // Several more sweeps by both: nothing more happens. (Their waitlist SMS went out too: the acceptances are counted.)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(texted()).toHaveLength(3);
      expect(
        texted()
          .map((l) => /Status to (\d{10})/.exec(l)![1])
          .sort(),
      ).toEqual(promoted.map((p) => p.mobile).sort());
      expect(await systemChanges(api)).toHaveLength(3);
      const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.actor, 'system'));
      expect(entries.filter((e) => e.action === 'place.lapsed')).toHaveLength(3);
      expect(entries.filter((e) => e.action === 'place.handed-on')).toHaveLength(3);
    },
  );
});
