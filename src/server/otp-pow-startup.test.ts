import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApi, createTestApi, dbKind, describeApi } from './test/harness.ts';
import { startupLog } from './test/processes.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const startup = (env: Record<string, string>) => startupLog(api.databaseUrl, api.dataDir, env);

describeApi('the start-up log says whether sign-in asks for proof of work', () => {
  it.skipIf(dbKind !== 'postgres')(
    'on by default with its triggers, OFF with OTP_POW=off',
    { timeout: 120_000 },
    async () => {
      expect(await startup({ OTP_POW_IP_PER_HOUR: '4', OTP_POW_GLOBAL_PER_10MIN: '250' })).toContain(
        '[server] Sign-in proof of work: on (from 4 codes per IP per hour, or over 250 codes in one 10-minute window)',
      );
      expect(await startup({ OTP_POW: 'off' })).toContain(
        '[server] Sign-in proof of work: OFF (OTP_POW=off): every code is sent without one, for local load tests only',
      );
    },
  );
});
