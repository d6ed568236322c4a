import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../../shared/saved-view-schemas.ts';
import { type ViewQuery, createSavedViews } from './saved-views.ts';

/** Saved views over a scripted server holding `views` and a list whose filter is `current`. */
function viewsWith(current: ViewQuery) {
  const server: SavedView[] = [];
  const record = { opened: [] as ViewQuery[] };
  const flow = createSavedViews({
    list: async () => [...server],
    save: async ({ name, query }) => {
      server.push({ id: server.length + 1, name, query });
      return { ok: true, message: `View “${name}” saved` };
    },
    remove: async (id) => {
      server.splice(
        server.findIndex((v) => v.id === id),
        1,
      );
      return { ok: true, message: 'View deleted' };
    },
    current: () => current,
    open: (query) => void record.opened.push(query),
  });
  return { flow, record, server };
}

describe("an organiser's saved views", () => {
  it('saves the filter as it is, without empty values, and lists it', async () => {
    const { flow, server } = viewsWith({ q: '', tag: 'fintech', status: 'SUBMITTED', sort: 'date', order: 'desc' });
    await flow.start();
    flow.setName('Fintech to discuss');
    expect(await flow.save()).toEqual({ ok: true, message: 'View “Fintech to discuss” saved' });
    expect(server[0]!.query).toEqual({ tag: 'fintech', status: 'SUBMITTED', sort: 'date', order: 'desc' });
    expect(flow.$views.get()).toEqual({ views: server, name: '' });
  });

  it('opens a view with every filter it does not name cleared', async () => {
    const { flow, record } = viewsWith({ sort: 'date', order: 'desc' });
    flow.open({ id: 1, name: 'ideas', query: { stage: 'IDEA', sort: 'score', order: 'asc' } });
    expect(record.opened).toEqual([
      { q: undefined, status: undefined, tag: undefined, stage: 'IDEA', sort: 'score', order: 'asc' },
    ]);
  });

  it('deletes a view and lists the rest', async () => {
    const { flow } = viewsWith({ sort: 'date', order: 'desc' });
    flow.setName('one');
    await flow.save();
    flow.setName('two');
    await flow.save();
    await flow.remove(1);
    expect(flow.$views.get().views.map((v) => v.name)).toEqual(['two']);
  });
});
