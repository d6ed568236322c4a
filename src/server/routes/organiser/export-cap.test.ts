/**
 * Exports a process runs at once, whoever asks: four, the fifth refused in memory before it claims
 * a slot in the database, and a place given back when an export ends.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORGANISER_MESSAGES } from '../../../shared/messages/organiser.ts';
import { slotLeases } from '../../db/schema.ts';
import { rolesFromLists } from '../../staff/roles.ts';
import { insertApplications } from '../../test/bulk-applications.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { get, signIn } from '../../test/requests.ts';

const SECOND_ORGANISER = '9000000003';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ roles: rolesFromLists([TEST_ORGANISER, SECOND_ORGANISER], [TEST_REVIEWER]) });
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

const exportAs = (token: string) => get(api, '/organiser/export?format=csv', { token });
const leases = async () => (await api.deps.db.select().from(slotLeases)).length;

describeApi('GET /api/organiser/export: four at once per process, whoever asks', () => {
  it('refuses a fifth export from a third person while four run, without claiming a slot, until one ends', async () => {
    await insertApplications(api.deps.db, 300, new Date(api.clock.now));
    const a = (await signIn(api, TEST_ORGANISER)).token;
    const b = (await signIn(api, SECOND_ORGANISER)).token;
    const c = (await signIn(api, TEST_REVIEWER)).token;
    // Two each: as many as one person may run.
    const running = [await exportAs(a), await exportAs(a), await exportAs(b), await exportAs(b)];
    expect(running.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await leases()).toBe(4);

    const refused = await exportAs(c);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ message: ORGANISER_MESSAGES.exportsBusyEveryone, retryAfter: 60 });
    expect(await leases()).toBe(4);

    // One read to the end and one abandoned: two places back.
    expect((await running[0]!.text()).trim().split('\r\n')).toHaveLength(301);
    await running[2]!.body!.cancel();
    await expect.poll(leases).toBe(2);
    const theirs = [await exportAs(c), await exportAs(c)];
    expect(theirs.map((r) => r.status)).toEqual([200, 200]);
    // Four run again: the first person, with one of theirs running, is refused by the process's bound too.
    const full = await exportAs(a);
    expect([full.status, (await full.json()).message]).toEqual([429, ORGANISER_MESSAGES.exportsBusyEveryone]);
    await Promise.all([...theirs, running[1]!, running[3]!].map((r) => r.text()));
  });
});
