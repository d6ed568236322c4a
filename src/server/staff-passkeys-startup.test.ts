import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApi, createTestApi, dbKind, describeApi } from './test/harness.ts';
import { startupLog } from './test/processes.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const startup = (env: Record<string, string>) => startupLog(api.databaseUrl, api.dataDir, env);

describeApi('the start-up log says whether staff passkeys are required', () => {
  it.skipIf(dbKind !== 'postgres')(
    'optional by default outside production, required when told',
    { timeout: 120_000 },
    async () => {
      expect(await startup({})).toContain(
        '[server] Staff passkeys: optional (STAFF_PASSKEYS=optional): staff without a passkey reach the workspace with an SMS code alone; once one registers a passkey, each of their sign-ins is confirmed with it',
      );
      expect(await startup({ STAFF_PASSKEYS: 'required' })).toContain(
        '[server] Staff passkeys: required (each organiser or reviewer sign-in is confirmed with a passkey)',
      );
    },
  );
});
