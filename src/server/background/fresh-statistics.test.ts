import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dbKind, createTestApi, type TestApi } from '../test/harness.ts';
import { insertApplications } from '../test/bulk-applications.ts';
import { refreshStatistics, startFreshStatistics } from './fresh-statistics.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  // What earlier writes left to analyse (the template's own rows, the reset) is analysed before each test starts.
  await refreshStatistics(api.deps.db);
});

/** The planner's idea of how many rows `table` has: -1 until it is first analysed. */
async function plannerRows(table: string): Promise<number> {
  const result = await api.deps.db.execute<{ n: number }>(
    sql`select reltuples::int as n from pg_class where relname = ${table}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

// The embedded database only: Postgres' autovacuum analyses on its own, and may do so in the middle of a test.
describe.skipIf(dbKind !== 'pglite')('fresh statistics on the embedded database', () => {
  it('analyses the tables that grew past a tenth, and only those', async () => {
    await insertApplications(api.deps.db, 400, new Date());
    expect(await refreshStatistics(api.deps.db)).toEqual(expect.arrayContaining(['submissions', 'users']));
    expect(await plannerRows('submissions')).toBe(400);
    // 30 more rows are under 50 + a tenth of 400: the statistics stand.
    await api.deps.db.execute(sql`delete from submissions where id in (select id from submissions limit 30)`);
    expect(await refreshStatistics(api.deps.db)).not.toContain('submissions');
    expect(await plannerRows('submissions')).toBe(400);
    expect(await refreshStatistics(api.deps.db)).toEqual([]);
  });

  it('the background worker analyses them when it starts', async () => {
    await insertApplications(api.deps.db, 300, new Date());
    const stop = startFreshStatistics(api.deps.db);
    await stop();
    expect(await plannerRows('submissions')).toBe(300);
    expect(await plannerRows('users')).toBe(300);
  });
});
