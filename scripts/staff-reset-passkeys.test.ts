/** `npm run staff:reset-passkeys <mobile>` against Postgres (the embedded PGlite is one process's alone). */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { auditLog, sessions, staffPasskeys } from '../src/server/db/schema.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, dbKind, describeApi } from '../src/server/test/harness.ts';
import { registerPasskey, testAuthenticator } from '../src/server/test/passkeys.ts';
import { signIn } from '../src/server/test/requests.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ staffPasskeys: 'required' });
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const resetPasskeys = (mobile: string) =>
  run(process.execPath, ['scripts/staff-reset-passkeys.ts', mobile], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: api.databaseUrl, DATA_DIR: api.dataDir, ORGANISER_MOBILES: TEST_ORGANISER },
  });

describeApi('npm run staff:reset-passkeys', () => {
  it.skipIf(dbKind !== 'postgres')(
    'removes the last organiser’s passkeys, ends their sessions and audits it',
    { timeout: 120_000 },
    async () => {
      const { token } = await signIn(api, TEST_ORGANISER);
      expect((await registerPasskey(api, token, testAuthenticator(api))).status).toBe(200);
      const { stdout } = await resetPasskeys(`+91 ${TEST_ORGANISER}`);
      expect(stdout).toContain(`Removed 1 passkey of ${TEST_ORGANISER} and ended their sessions`);
      expect(await api.deps.db.select().from(staffPasskeys)).toHaveLength(0);
      expect(await api.deps.db.select().from(sessions)).toHaveLength(0);
      const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'passkeys.removed'));
      expect(entry).toMatchObject({ actor: 'system', target: TEST_ORGANISER, details: { removed: 1 } });
    },
  );

  it.skipIf(dbKind !== 'postgres')(
    'refuses a number that is not staff, changing nothing',
    { timeout: 120_000 },
    async () => {
      const { token } = await signIn(api, TEST_ORGANISER);
      expect((await registerPasskey(api, token, testAuthenticator(api))).status).toBe(200);
      await expect(resetPasskeys('9876543210')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('9876543210 is not in ORGANISER_MOBILES or REVIEWER_MOBILES'),
      });
      expect(await api.deps.db.select().from(staffPasskeys)).toHaveLength(1);
    },
  );
});
