/**
 * A release is one step across processes: two organisers (or one double click) releasing the same pending
 * decisions through two server processes on one Postgres make exactly one release, each applicant texted once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '../../../shared/messages/decisions.ts';
import { statusSms, submissionStatusChanges } from '../../db/schema.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { submitApplication, signInOrganiser } from '../../test/organiser-fixtures.ts';
import { type ServerProcess, postTo, startServer, waitForCode, intoStoredWindow } from '../../test/processes.ts';
import { postJson } from '../../test/requests.ts';

const onPostgres = dbKind === 'postgres';
let api: TestApi;
let servers: ServerProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  api = await createTestApi();
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-release-'));
  const env = {
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    ORGANISER_MOBILES: TEST_ORGANISER,
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
  await intoStoredWindow(api);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describeApi('releasing pending decisions from two processes at once', () => {
  it.skipIf(!onPostgres)(
    'releases once: one history row and one SMS per application',
    { timeout: 180_000 },
    async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push((await submitApplication(api, `970000000${i}`)).submissionId);
      const local = await signInOrganiser(api);
      await postJson(api, '/organiser/decisions', { ids: ids.slice(0, 4), status: 'ACCEPTED' }, { token: local });
      await postJson(api, '/organiser/decisions', { ids: ids.slice(4), status: 'REJECTED' }, { token: local });

      const [a, b] = servers as [ServerProcess, ServerProcess];
      expect((await postTo(a.url, '/api/otp', { mobile: TEST_ORGANISER })).status).toBe(200);
      const otp = await waitForCode(a.output, TEST_ORGANISER);
      const { token } = await (await postTo(b.url, '/api/verify-otp', { mobile: TEST_ORGANISER, otp })).json();
      const auth = { Authorization: `Bearer ${token}` };
      const expected = { expect: { ACCEPTED: 4, REJECTED: 2 } };
      const results = await Promise.all(
        [a, b, a, b].map((s) => postTo(s.url, '/api/organiser/decisions/release', expected, auth)),
      );
      const answers = await Promise.all(results.map(async (r) => [r.status, (await r.json()).message]));
      expect(answers.filter(([s]) => s === 200)).toEqual([[200, '6 decisions released']]);
      expect(answers.filter(([s]) => s !== 200)).toEqual(Array(3).fill([409, DECISION_MESSAGES.nothingPending]));

      expect(await api.deps.db.select().from(submissionStatusChanges)).toHaveLength(6);
      expect(await api.deps.db.select().from(statusSms)).toHaveLength(6);
      const texted = () =>
        servers.flatMap((s) =>
          s
            .output()
            .split('\n')
            .filter((l) => l.startsWith('[sms] Status to 970000000')),
        );
      // The outbox sends in the background: all six arrive, once each (a second sender would make it more).
      await expect.poll(() => texted().length, { timeout: 30_000 }).toBe(6);
      expect(new Set(texted()).size).toBe(6);
    },
  );
});
