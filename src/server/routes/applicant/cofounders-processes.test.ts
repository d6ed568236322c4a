/**
 * The invite SMS rule across real server processes on one Postgres: the wait for one number, the number's week and
 * the inviter's daily cap are each claimed in the database, so requests reaching two processes at once never pass them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { istDay } from '../../../shared/india-time.ts';
import { COFOUNDER_MESSAGES } from '../../../shared/messages/cofounders.ts';
import { cofounderInvites, inviteRecipients, inviteSmsDays, inviteSmsNumbers } from '../../db/schema.ts';
import { INVITE_SMS_PER_APPLICANT_PER_DAY } from '../../cofounders/invite-sms-quota.ts';
import { type TestApi, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { type ServerProcess, startServer } from '../../test/processes.ts';
import { submitApplication } from '../../test/organiser-fixtures.ts';

const onPostgres = dbKind === 'postgres';
const RAVI = '9812345678';
let api: TestApi;
let servers: ServerProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  // The servers keep real time: so does this file's API, so the sessions it makes are valid on them.
  api = await createTestApi({ now: () => new Date() });
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'launchpad-invites-'));
  const env = { DATABASE_URL: api.databaseUrl, DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'no-site') };
  servers = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => api.reset());

/** Sends each call to one of the two processes in turn, all at once; [status, message] each. */
async function acrossProcesses(token: string, calls: { path: string; body?: unknown }[]) {
  const responses = await Promise.all(
    calls.map(({ path: p, body }, i) =>
      fetch(`${servers[i % 2]!.url}/api${p}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      }),
    ),
  );
  return Promise.all(
    responses.map(async (r) => [r.status, ((await r.json()) as { message: string }).message] as const),
  );
}

describeApi('invite SMS claimed across two server processes on one Postgres', () => {
  it.skipIf(!onPostgres)('queues one of ten resends of one invite sent at once', { timeout: 120_000 }, async () => {
    const { token } = await submitApplication(api, '9876543210');
    const [first] = await acrossProcesses(token, [{ path: '/cofounders', body: { mobile: RAVI, role: 'CTO' } }]);
    expect(first![0]).toBe(201);
    // The last SMS went out more than the wait ago.
    await api.deps.db.update(inviteSmsNumbers).set({ lastQueuedAt: sql`now() - interval '61 seconds'` });
    const results = await acrossProcesses(
      token,
      Array.from({ length: 10 }, () => ({ path: `/cofounders/${RAVI}/resend` })),
    );
    expect(results.filter(([s]) => s === 200)).toHaveLength(1);
    expect(results.filter(([s]) => s === 429)).toHaveLength(9);
    const [row] = await api.deps.db.select().from(inviteRecipients);
    expect(row!.received).toBe(2);
  });

  it.skipIf(!onPostgres)(
    'lets one of three invites through when one SMS of the applicant’s day is left',
    { timeout: 120_000 },
    async () => {
      const { token } = await submitApplication(api, '9876543210');
      await api.deps.db
        .insert(inviteSmsDays)
        .values({ inviterMobile: '9876543210', day: istDay(new Date()), sent: INVITE_SMS_PER_APPLICANT_PER_DAY - 1 });
      const results = await acrossProcesses(
        token,
        ['9812345671', '9812345672', '9812345673'].map((mobile) => ({
          path: '/cofounders',
          body: { mobile, role: 'CTO' },
        })),
      );
      expect(results.filter(([s]) => s === 201)).toHaveLength(1);
      expect(results.filter(([s]) => s === 429).map(([, m]) => m)).toEqual([
        COFOUNDER_MESSAGES.smsApplicantDailyCap(INVITE_SMS_PER_APPLICANT_PER_DAY),
        COFOUNDER_MESSAGES.smsApplicantDailyCap(INVITE_SMS_PER_APPLICANT_PER_DAY),
      ]);
      expect(await api.deps.db.select().from(cofounderInvites)).toHaveLength(1);
    },
  );
});
