import { describe, expect, it } from 'vitest';
import type { SubmissionList } from '../../../lib/organiser-api.ts';
import { ENDED, refused, session } from '../common/test-session.ts';
import { createListView } from './view.ts';

describe('the applications list', () => {
  const page = (name: string) =>
    ({ submissions: [{ id: name }], total: 1, pageSize: 50, counts: { SUBMITTED: 1 } }) as unknown as SubmissionList;

  it('is loading while asked, then shows the rows, the total and the counts', async () => {
    const view = createListView({ ...session().effects, listSubmissions: async () => page('a') });
    const loading = view.load({ page: 1 });
    expect(view.$listState.get().phase).toBe('loading');
    await loading;
    expect(view.$listState.get()).toEqual({
      phase: 'ready',
      rows: [{ id: 'a' }],
      total: 1,
      pageSize: 50,
      counts: { SUBMITTED: 1 },
      readsStatus: true,
      message: '',
    });
  });

  it('knows from a reviewer’s answer, which carries no counts, that they read no statuses', async () => {
    const { counts: _counts, ...reviewers } = page('a');
    const view = createListView({ ...session().effects, listSubmissions: async () => reviewers });
    expect(view.$listState.get().readsStatus).toBeNull();
    await view.load({ page: 1 });
    expect(view.$listState.get()).toMatchObject({ phase: 'ready', counts: {}, readsStatus: false });
  });

  it("drops an older query's answer arriving after a newer one's", async () => {
    const pending = new Map<string, (list: SubmissionList) => void>();
    const view = createListView({
      ...session().effects,
      listSubmissions: (_token, query) => new Promise((resolve) => pending.set(String(query.q), resolve)),
    });
    const older = view.load({ q: 'old' });
    const newer = view.load({ q: 'new' });
    pending.get('new')?.(page('new'));
    await newer;
    pending.get('old')?.(page('old'));
    await older;
    expect(view.$listState.get().rows).toEqual([{ id: 'new' }]);
  });

  it('failed: no rows and the message (a filter the server refuses); a 401 ends the session', async () => {
    const failing = createListView({
      ...session().effects,
      listSubmissions: () => Promise.reject(refused(400, 'Unknown status filter')),
    });
    await failing.load({ page: 1 });
    expect(failing.$listState.get()).toMatchObject({ phase: 'failed', rows: [], message: 'Unknown status filter' });

    const { effects, ended } = session();
    const ending = createListView({ ...effects, listSubmissions: () => Promise.reject(refused(401, ENDED)) });
    await ending.load({ page: 1 });
    expect(ended).toEqual([ENDED]);
  });
});
