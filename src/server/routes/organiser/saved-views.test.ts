/** Saved views: each organiser keeps filters under names, reopens them, replaces and deletes them; nobody else reads them. */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { rolesFromLists } from '../../staff/roles.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { postJson, signIn } from '../../test/requests.ts';
import { getJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';

const SECOND_ORGANISER = '9000000003';
let api: TestApi;
let organiser: string;
let colleague: string;

beforeAll(async () => {
  api = await createTestApi({ roles: rolesFromLists([TEST_ORGANISER, SECOND_ORGANISER], [TEST_REVIEWER]) });
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
  colleague = (await signIn(api, SECOND_ORGANISER)).token;
});

const save = (body: unknown, token = organiser) => postJson(api, '/organiser/views', body, { token });
const views = async (token = organiser) => (await getJson(api, '/organiser/views', token)).body.views;
const remove = (id: number | string, token = organiser) =>
  api.app.request(`/api/organiser/views/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

describeApi('saved views', () => {
  it('saves a filter under a name, lists it by name to its organiser only, and replaces it under the same name', async () => {
    const res = await save({ name: ' Fintech to discuss ', query: { tag: 'fintech', status: 'SUBMITTED', q: '' } });
    expect(res.status).toBe(201);
    const { view, message } = (await res.json()) as { view: { id: number }; message: string };
    expect(message).toBe('View “Fintech to discuss” saved');
    expect((await save({ name: 'all ideas', query: { stage: 'IDEA', sort: 'score', order: 'asc' } })).status).toBe(201);
    expect(await views()).toEqual([
      { id: expect.any(Number), name: 'all ideas', query: { stage: 'IDEA', sort: 'score', order: 'asc' } },
      {
        id: view.id,
        name: 'Fintech to discuss',
        query: { tag: 'fintech', status: 'SUBMITTED', sort: 'date', order: 'desc' },
      },
    ]);
    expect(await views(colleague)).toEqual([]);
    expect((await save({ name: 'FINTECH TO DISCUSS', query: { tag: 'women-led' } })).status).toBe(201);
    const replaced = (await views()).find((v: { id: number }) => v.id === view.id);
    expect(replaced).toEqual({
      id: view.id,
      name: 'FINTECH TO DISCUSS',
      query: { tag: 'women-led', sort: 'date', order: 'desc' },
    });
  });

  it('deletes its organiser’s view; another organiser’s is not found', async () => {
    const { view } = (await (await save({ name: 'mine', query: {} })).json()) as { view: { id: number } };
    const theirs = await remove(view.id, colleague);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ message: 'No such saved view' });
    expect((await remove('nope')).status).toBe(404);
    const res = await remove(view.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'View deleted' });
    expect(await views()).toEqual([]);
  });

  it('refuses an empty or long name, a query the list would refuse, and a 51st view', async () => {
    const refused = async (body: unknown, message: string) => {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    };
    await refused({ name: ' ', query: {} }, "A view's name is 1 to 40 characters");
    await refused({ name: 'x'.repeat(41), query: {} }, "A view's name is 1 to 40 characters");
    await refused({ name: 'bad', query: { tag: 'x'.repeat(31) } }, 'A tag is 1 to 30 characters');
    for (let i = 0; i < 50; i++) expect((await save({ name: `view ${i}`, query: {} })).status).toBe(201);
    await refused({ name: 'one more', query: {} }, 'You can keep at most 50 saved views: delete one first');
    expect(await views()).toHaveLength(50);
  });

  it('is for organisers only', async () => {
    const reviewer = await signInReviewer(api);
    expect((await getJson(api, '/organiser/views', reviewer)).status).toBe(403);
    expect((await save({ name: 'x', query: {} }, reviewer)).status).toBe(403);
  });
});
