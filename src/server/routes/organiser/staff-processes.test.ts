/**
 * Staff managed in the workspace across processes: two server processes on one Postgres, an organiser invites a
 * reviewer on one, who signs in on the other and is a reviewer there within the snapshot's age; removed on the first,
 * their session on the second ends at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/messages/session.ts';
import { STAFF_SNAPSHOT_MAX_AGE_MS } from '../../staff/roles.ts';
import { type TestApi, TEST_ORGANISER, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { type ServerProcess, postTo, startServer, waitForCode } from '../../test/processes.ts';

const onPostgres = dbKind === 'postgres';
const MEERA = '9812345670';
let api: TestApi;
let servers: ServerProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  api = await createTestApi();
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-staff-'));
  const env = {
    DATABASE_URL: api.databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    ORGANISER_MOBILES: TEST_ORGANISER,
    OTP_POW: 'off',
    STAFF_PASSKEYS: 'optional',
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signInOn(server: ServerProcess, mobile: string): Promise<string> {
  expect((await postTo(server.url, '/api/otp', { mobile })).status).toBe(200);
  const otp = await waitForCode(server.output, mobile);
  return ((await (await postTo(server.url, '/api/verify-otp', { mobile, otp })).json()) as { token: string }).token;
}
const call = (server: ServerProcess, p: string, token: string, init: RequestInit = {}) =>
  fetch(`${server.url}${p}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
const roleOn = async (server: ServerProcess, token: string) =>
  ((await (await call(server, '/api/user-details', token)).json()) as { user: { role: string } }).user.role;

describeApi('staff invited and removed across two server processes', () => {
  it.skipIf(!onPostgres)(
    'an invitation on one is honoured by the other within a second; a removal ends the session everywhere',
    { timeout: 180_000 },
    async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const organiser = await signInOn(a, TEST_ORGANISER);
      const meera = await signInOn(b, MEERA);
      expect(await roleOn(b, meera)).toBe('PARTICIPATOR');

      const body = JSON.stringify({ mobile: MEERA, role: 'REVIEWER', name: 'Meera Rao', sectors: [] });
      expect((await call(a, '/api/organiser/staff', organiser, { method: 'POST', body })).status).toBe(201);
      const invitedAt = performance.now();
      await expect
        .poll(() => roleOn(b, meera), { timeout: 3 * STAFF_SNAPSHOT_MAX_AGE_MS, interval: 50 })
        .toBe('REVIEWER');
      expect(performance.now() - invitedAt).toBeLessThan(2 * STAFF_SNAPSHOT_MAX_AGE_MS);
      expect((await call(b, '/api/organiser/queue/next', meera)).status).toBe(200);

      expect((await call(a, `/api/organiser/staff/${MEERA}`, organiser, { method: 'DELETE' })).status).toBe(200);
      const after = await call(b, '/api/organiser/queue/next', meera);
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ message: AUTH_MESSAGES.invalid });
    },
  );
});
