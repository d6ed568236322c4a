/**
 * Bulk tagging racing on the same applications (Postgres: each request on its own connection; PGlite runs one
 * statement at a time, so nothing races there). Each tag is stored once per application and set (the unique index on
 * the lowered name), and the 20-per-application cap holds whichever request commits first: requests adding different
 * names touch no common row, so only the tags' lock (tags/tag-writes.ts) makes the second count the first's tags.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissionTags } from '../../db/schema.ts';
import { rolesFromLists } from '../../staff/roles.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, dbKind, describeApi } from '../../test/harness.ts';
import { postJson, signIn } from '../../test/requests.ts';
import { type Applicant, putJson, signInOrganiser, submitThreeStartups } from '../../test/organiser-fixtures.ts';

const onPostgres = dbKind === 'postgres';
const SECOND_ORGANISER = '9000000003';
let api: TestApi;
let organiser: string;
let colleague: string;
let apps: Applicant[];

beforeAll(async () => {
  api = await createTestApi({ roles: rolesFromLists([TEST_ORGANISER, SECOND_ORGANISER], [TEST_REVIEWER]) });
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  apps = await submitThreeStartups(api);
  organiser = await signInOrganiser(api);
  colleague = (await signIn(api, SECOND_ORGANISER)).token;
});

const ids = () => apps.map((a) => a.submissionId);
const bulk = (body: unknown, token: string) => postJson(api, '/organiser/submissions/tags', body, { token });
/** Every stored tag as "startup: name (owner)", the owner '' for shared ones. */
async function stored(): Promise<string[]> {
  const names = new Map(apps.map((a, i) => [a.submissionId, ['Krishi Sense', 'Paani Labs', 'Dhoop Energy'][i]]));
  const rows = await api.deps.db.select().from(submissionTags).orderBy(asc(submissionTags.name));
  return rows.map((r) => `${names.get(r.submissionId)}: ${r.name} (${r.ownerMobile})`).sort();
}

describeApi('bulk tagging racing on the same applications', () => {
  it.skipIf(!onPostgres)(
    'stores each tag once per application and set, however many identical requests race',
    { timeout: 120_000 },
    async () => {
      const body = { ids: ids(), add: [{ name: 'discuss' }, { name: 'call back', private: true }] };
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => bulk(body, i % 2 ? colleague : organiser)));
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
      const each = (startup: string) => [
        `${startup}: call back (${SECOND_ORGANISER})`,
        `${startup}: call back (${TEST_ORGANISER})`,
        `${startup}: discuss ()`,
      ];
      expect(await stored()).toEqual([...each('Dhoop Energy'), ...each('Krishi Sense'), ...each('Paani Labs')].sort());
    },
  );

  it.skipIf(!onPostgres)(
    'lets one of two racing requests through when both would pass 20 tags, and refuses the other whole',
    { timeout: 120_000 },
    async () => {
      // Paani Labs holds 18 shared tags. The two requests add different names (so no row of one waits on the other's):
      // either alone fits, one after the other would make 21 there, so the second to take the lock is refused whole.
      const eighteen = Array.from({ length: 18 }, (_, i) => ({ name: `t${String(i).padStart(2, '0')}` }));
      const fill = () =>
        putJson(api, `/organiser/submissions/${apps[1]!.submissionId}/tags`, { tags: eighteen }, organiser);
      for (let round = 0; round < 5; round++) {
        expect((await fill()).status).toBe(200);
        const added = {
          mine: [`fintech ${round}`, `women-led ${round}`],
          theirs: [`climate ${round}`],
        };
        const [mine, theirs] = await Promise.all([
          bulk({ ids: ids(), add: added.mine.map((name) => ({ name })) }, organiser),
          bulk({ ids: ids(), add: added.theirs.map((name) => ({ name })) }, colleague),
        ]);
        expect([mine.status, theirs.status].sort()).toEqual([200, 400]);
        const refused = mine.status === 400 ? mine : theirs;
        expect(await refused.json()).toEqual({
          message: 'Paani Labs would hold more than 20 tags: nothing was changed',
        });
        const [won, lost] = mine.status === 200 ? [added.mine, added.theirs] : [added.theirs, added.mine];
        const tags = await stored();
        for (const startup of ['Krishi Sense', 'Paani Labs', 'Dhoop Energy']) {
          for (const name of won) expect(tags).toContain(`${startup}: ${name} ()`);
          for (const name of lost) expect(tags).not.toContain(`${startup}: ${name} ()`);
        }
        expect(tags.filter((t) => t.startsWith('Paani Labs: '))).toHaveLength(18 + won.length);
      }
    },
  );
});
