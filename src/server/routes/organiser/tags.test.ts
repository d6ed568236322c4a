/**
 * Tags on applications: set and cleared on one, changed on many at once (all or nothing), their limits, private ones
 * read by their author alone, none by reviewers, the list filtered by one, the export's columns, and automatic
 * assignment limited to one.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submissionTags } from '../../db/schema.ts';
import { rolesFromLists } from '../../staff/roles.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { get, postJson, signIn } from '../../test/requests.ts';
import {
  type Applicant,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitThreeStartups,
} from '../../test/organiser-fixtures.ts';

const SECOND_ORGANISER = '9000000003';
const SECOND_REVIEWER = '9000000004';
let api: TestApi;
let organiser: string;
let colleague: string;
let reviewer: string;
let apps: Applicant[];

beforeAll(async () => {
  api = await createTestApi({
    roles: rolesFromLists([TEST_ORGANISER, SECOND_ORGANISER], [TEST_REVIEWER, SECOND_REVIEWER]),
  });
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  apps = await submitThreeStartups(api);
  organiser = await signInOrganiser(api);
  colleague = (await signIn(api, SECOND_ORGANISER)).token;
  reviewer = await signInReviewer(api);
});

const setTags = (i: number, tags: unknown, token = organiser) =>
  putJson(api, `/organiser/submissions/${apps[i]!.submissionId}/tags`, { tags }, token);
const bulk = (body: unknown, token = organiser) => postJson(api, '/organiser/submissions/tags', body, { token });
const ids = (...n: number[]) => n.map((i) => apps[i]!.submissionId);
/** The list as `token` reads it: each startup with its tags (in the list's order, newest first). */
const listed = async (query = '', token = organiser) => {
  const { status, body } = await getJson(api, `/organiser/submissions?${query}`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.submissions as { startupName: string; tags?: unknown }[]).map((r) => [r.startupName, r.tags]);
};

describeApi('tags on applications', () => {
  it('sets, trims and clears the tags of one application, shared with every organiser', async () => {
    const res = await setTags(0, [{ name: '  fintech ' }, { name: 'Women-led', private: false }]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      tags: [
        { name: 'fintech', private: false },
        { name: 'Women-led', private: false },
      ],
      message: 'Tags saved',
    });
    expect(await listed('', colleague)).toContainEqual([
      'Krishi Sense',
      [
        { name: 'fintech', private: false },
        { name: 'Women-led', private: false },
      ],
    ]);
    expect((await setTags(0, [])).status).toBe(200);
    expect(await api.deps.db.select().from(submissionTags)).toEqual([]);
  });

  it('keeps a private tag from every other organiser, and from their saves', async () => {
    expect((await setTags(0, [{ name: 'discuss', private: true }, { name: 'fintech' }])).status).toBe(200);
    expect((await listed('', colleague)).find(([n]) => n === 'Krishi Sense')![1]).toEqual([
      { name: 'fintech', private: false },
    ]);
    // The colleague saves what they read, plus their own private tag: the first organiser's stays.
    await setTags(0, [{ name: 'fintech' }, { name: 'discuss', private: true }], colleague);
    expect((await listed('')).find(([n]) => n === 'Krishi Sense')![1]).toEqual([
      { name: 'fintech', private: false },
      { name: 'discuss', private: true },
    ]);
    const rows = await api.deps.db.select().from(submissionTags);
    expect(rows.map((r) => [r.name, r.ownerMobile]).sort()).toEqual([
      ['discuss', TEST_ORGANISER],
      ['discuss', SECOND_ORGANISER],
      ['fintech', ''],
    ]);
    expect(await listed('tag=discuss', colleague)).toHaveLength(1);
    await setTags(0, [{ name: 'fintech' }], colleague);
    expect(await listed('tag=DISCUSS', colleague)).toEqual([]);
    expect(await listed('tag=discuss')).toHaveLength(1);
  });

  it('shows one application’s tags to organisers, each their own private ones, and none to reviewers', async () => {
    await setTags(0, [{ name: 'fintech' }, { name: 'discuss', private: true }]);
    await setTags(0, [{ name: 'fintech' }, { name: 'call back', private: true }], colleague);
    const detail = async (token: string) =>
      (await getJson(api, `/organiser/submissions/${apps[0]!.submissionId}`, token)).body.submission;
    expect((await detail(organiser)).tags).toEqual([
      { name: 'fintech', private: false },
      { name: 'discuss', private: true },
    ]);
    expect((await detail(colleague)).tags).toEqual([
      { name: 'fintech', private: false },
      { name: 'call back', private: true },
    ]);
    expect(
      (await getJson(api, `/organiser/submissions/${apps[1]!.submissionId}`, organiser)).body.submission.tags,
    ).toEqual([]);
    const assigned = await putJson(
      api,
      `/organiser/submissions/${apps[0]!.submissionId}/assignees/${TEST_REVIEWER}`,
      {},
      organiser,
    );
    expect(assigned.status).toBe(200);
    expect(await detail(reviewer)).not.toHaveProperty('tags');
  });

  it('refuses names too long or empty, one name twice whatever its case, and more than 20', async () => {
    const refused = async (tags: unknown, message: string) => {
      const res = await setTags(0, tags);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    };
    await refused([{ name: 'x'.repeat(31) }], 'A tag is 1 to 30 characters');
    await refused([{ name: '   ' }], 'A tag is 1 to 30 characters');
    await refused(
      [{ name: 'Fintech' }, { name: 'fintech ', private: true }],
      '“fintech” is on the list twice (tags ignore upper and lower case)',
    );
    await refused(
      Array.from({ length: 21 }, (_, i) => ({ name: `t${i}` })),
      'An application can hold at most 20 tags',
    );
    await refused('fintech', 'Send the tags as a list of {name, private}');
    expect((await setTags(0, [{ name: 'x'.repeat(30) }])).status).toBe(200);
  });

  it('answers 404 for an unknown application, and 403 to reviewers', async () => {
    const unknown = await putJson(
      api,
      '/organiser/submissions/00000000-0000-4000-8000-000000000000/tags',
      { tags: [] },
      organiser,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No application with this id' });
    expect((await setTags(0, [{ name: 'fintech' }], reviewer)).status).toBe(403);
    expect((await bulk({ ids: ids(0), add: [{ name: 'fintech' }] }, reviewer)).status).toBe(403);
  });

  it('shows reviewers no tag and refuses them a filter by one', async () => {
    await setTags(0, [{ name: 'fintech' }, { name: 'discuss', private: true }]);
    const { body } = await getJson(api, '/organiser/submissions', reviewer);
    for (const row of body.submissions) expect(row).not.toHaveProperty('tags');
    const filtered = await getJson(api, '/organiser/submissions?tag=fintech', reviewer);
    expect(filtered).toEqual({
      status: 403,
      body: { message: 'Reviewers do not see tags, so the list cannot be filtered by tag' },
    });
    const csv = await (await get(api, '/organiser/export?format=csv', { token: reviewer })).text();
    expect(csv).not.toMatch(/fintech|discuss|privateTags/);
  });

  it('tags many applications at once, leaving a name already there, and removes one from all', async () => {
    await setTags(1, [{ name: 'FINTECH' }]);
    const res = await bulk({ ids: ids(0, 1), add: [{ name: 'fintech' }, { name: 'call back', private: true }] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Tags changed on 2 applications' });
    expect(await listed('tag=fintech')).toEqual([
      [
        'Paani Labs',
        [
          { name: 'FINTECH', private: false },
          { name: 'call back', private: true },
        ],
      ],
      [
        'Krishi Sense',
        [
          { name: 'fintech', private: false },
          { name: 'call back', private: true },
        ],
      ],
    ]);
    expect((await bulk({ ids: ids(0, 1, 2), remove: ['Fintech'] })).status).toBe(200);
    expect(await listed('tag=fintech')).toEqual([]);
    expect(await listed('tag=call%20back')).toHaveLength(2);
  });

  it('changes nothing when one application would pass 20 tags or no longer exists', async () => {
    await setTags(
      1,
      Array.from({ length: 20 }, (_, i) => ({ name: `t${i}` })),
    );
    const over = await bulk({ ids: ids(0, 1), add: [{ name: 'fintech' }] });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ message: 'Paani Labs would hold more than 20 tags: nothing was changed' });
    expect(await listed('tag=fintech')).toEqual([]);
    const gone = await bulk({ ids: [...ids(0), '00000000-0000-4000-8000-000000000000'], add: [{ name: 'fintech' }] });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      message: 'Some of the chosen applications no longer exist: nothing was changed',
    });
    expect(await listed('tag=fintech')).toEqual([]);
    const empty = await bulk({ ids: ids(0) });
    expect(await empty.json()).toEqual({ message: 'Name a tag to add or remove' });
  });

  it('resolves "every application matching the filter" by tag', async () => {
    await bulk({ ids: ids(0, 2), add: [{ name: 'shortlist?' }] });
    expect((await getJson(api, '/organiser/decisions/matching?tag=Shortlist%3F', organiser)).body).toEqual({
      total: 2,
      ids: ids(0, 2),
    });
  });

  it('exports the shared tags and the exporting organiser’s private ones in CSV and JSON', async () => {
    await setTags(0, [{ name: 'fintech' }, { name: 'women-led' }, { name: 'discuss', private: true }]);
    const json = (await (await get(api, '/organiser/export?format=json', { token: organiser })).json()) as Record<
      string,
      unknown
    >[];
    const row = json.find((r) => r.submissionId === apps[0]!.submissionId)!;
    expect([row.tags, row.privateTags]).toEqual(['fintech; women-led', 'discuss']);
    const theirs = (await (await get(api, '/organiser/export?format=json', { token: colleague })).json()) as Record<
      string,
      unknown
    >[];
    const seen = theirs.find((r) => r.submissionId === apps[0]!.submissionId)!;
    expect([seen.tags, seen.privateTags]).toEqual(['fintech; women-led', '']);
    const csv = await (await get(api, '/organiser/export?format=csv', { token: organiser })).text();
    const [header, ...lines] = csv.trim().split('\n');
    const columns = header!.split(',');
    expect(columns).toContain('tags');
    expect(columns).toContain('privateTags');
    expect(lines.find((l) => l.includes(apps[0]!.submissionId))).toContain('fintech; women-led,discuss');
  });

  it('limits automatic assignment to the applications carrying a tag', async () => {
    await bulk({ ids: ids(0, 2), add: [{ name: 'round two', private: true }] });
    const run = (body: unknown, token = organiser) => postJson(api, '/organiser/assignments/auto', body, { token });
    const res = await run({ reviewsPerApplication: 1, maxPerReviewer: 5, tag: 'Round Two' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ assigned: 2, unassignable: [], message: '2 reviews assigned' });
    const detail = async (i: number) =>
      (await getJson(api, `/organiser/submissions/${apps[i]!.submissionId}`, organiser)).body.submission.assignees;
    expect((await detail(0)).length).toBe(1);
    expect(await detail(1)).toEqual([]);
    expect((await detail(2)).length).toBe(1);
    // Another organiser does not read the private tag: their run limited to it fills nothing.
    expect(
      await (await run({ reviewsPerApplication: 2, maxPerReviewer: 5, tag: 'round two' }, colleague)).json(),
    ).toMatchObject({
      assigned: 0,
    });
    // Without the tag, the rest is filled.
    expect(await (await run({ reviewsPerApplication: 1, maxPerReviewer: 5 })).json()).toMatchObject({ assigned: 1 });
  });
});
