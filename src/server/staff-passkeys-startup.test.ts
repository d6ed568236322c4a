import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApi, createTestApi, dbKind, describeApi } from './test/harness.ts';
import { startServer } from './test/processes.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

/** The start-up log of a server on this file's Postgres database (PGlite opens in one process only). */
async function startupLog(env: Record<string, string>): Promise<string> {
  const server = await startServer({
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: api.dataDir,
    SITE_DIR: path.join(api.dataDir, 'none'),
    ...env,
  });
  await server.stop();
  return server.output();
}

describeApi('the start-up log says whether staff passkeys are required', () => {
  it.skipIf(dbKind !== 'postgres')(
    'optional by default outside production, required when told',
    { timeout: 120_000 },
    async () => {
      expect(await startupLog({})).toContain(
        '[server] Staff passkeys: optional (STAFF_PASSKEYS=optional): staff reach the workspace with an SMS code alone',
      );
      expect(await startupLog({ STAFF_PASSKEYS: 'required' })).toContain(
        '[server] Staff passkeys: required (each organiser or reviewer sign-in is confirmed with a passkey)',
      );
    },
  );
});
