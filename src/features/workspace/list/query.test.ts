import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../../../lib/organiser-api.ts';
import { SEARCH_PAUSE_MS, createListQuery } from './query.ts';

/**
 * The page's side, recorded: the address as it stands, every list load, every filter change, and the search's
 * timers, which the test runs or leaves pending by hand (no real time passes).
 */
function page(address = '', filtersByStatus = true) {
  const state = {
    address,
    loads: [] as ListQuery[],
    filterChanges: 0,
    timers: [] as { run: () => void; ms: number; cancelled: boolean }[],
  };
  const flow = createListQuery({
    readAddress: () => state.address,
    writeAddress: (search) => void (state.address = search),
    load: async (query) => void state.loads.push(query),
    filtersByStatus: () => filtersByStatus,
    filterChanged: () => void state.filterChanges++,
    later(run, ms) {
      const timer = { run, ms, cancelled: false };
      state.timers.push(timer);
      return () => void (timer.cancelled = true);
    },
  });
  const pendingTimers = () => state.timers.filter((t) => !t.cancelled);
  return { state, flow, pendingTimers };
}

describe("the list's query and the page's address", () => {
  it('starts from the address, defaults filled in, and loads the list for it', async () => {
    const { state, flow } = page('?status=SUBMITTED&stage=IDEA&sort=score&order=asc&page=3&q=krishi&other=1');
    await flow.start();
    const query = { sort: 'score', order: 'asc', page: 3, status: 'SUBMITTED', stage: 'IDEA', q: 'krishi' };
    expect(flow.$listQuery.get()).toEqual(query);
    expect(state.loads).toEqual([query]);
  });

  it('keeps a tag filter in the address, waiting for a pause in typing like the search', async () => {
    const { state, flow, pendingTimers } = page('?tag=fintech');
    await flow.start();
    expect(state.loads).toEqual([{ sort: 'date', order: 'desc', page: 1, tag: 'fintech' }]);
    flow.update({ tag: 'women-led' });
    expect(state.address).toBe('?tag=women-led');
    expect(state.filterChanges).toBe(1);
    expect(state.loads).toHaveLength(1);
    expect(pendingTimers().map((t) => t.ms)).toEqual([SEARCH_PAUSE_MS]);
    pendingTimers()[0]!.run();
    expect(state.loads.at(-1)).toEqual({ sort: 'date', order: 'desc', page: 1, tag: 'women-led' });
  });

  it('keeps a round filter in the address as a number, and loads the list at once for it', async () => {
    const { state, flow } = page('?round=2');
    await flow.start();
    expect(state.loads).toEqual([{ sort: 'date', order: 'desc', page: 1, round: 2 }]);
    flow.update({ round: 3 });
    expect(state.address).toBe('?round=3');
    expect(state.loads.at(-1)).toEqual({ sort: 'date', order: 'desc', page: 1, round: 3 });
    flow.update({ round: undefined });
    expect(state.address).toBe('');
  });

  it('leaves out, for a reviewer, the status, tag and round filters of an address an organiser shared', async () => {
    const { state, flow } = page('?status=SHORTLISTED&tag=fintech&round=2&q=krishi', false);
    await flow.start();
    expect(state.loads).toEqual([{ sort: 'date', order: 'desc', page: 1, q: 'krishi' }]);
    expect(state.address).toBe('?q=krishi');
  });

  it('starts from the defaults on a bare address', async () => {
    const { state, flow } = page('');
    await flow.start();
    expect(state.loads).toEqual([{ sort: 'date', order: 'desc', page: 1 }]);
  });

  it('writes each change into the address, leaving the defaults out', async () => {
    const { state, flow } = page('?page=4');
    await flow.start();
    flow.update({ status: 'SHORTLISTED' });
    expect(state.address).toBe('?status=SHORTLISTED');
    flow.update({ sort: 'score', page: 2 });
    expect(state.address).toBe('?status=SHORTLISTED&sort=score&page=2');
    flow.update({ status: undefined, sort: 'date' });
    expect(state.address).toBe('');
  });
});

describe('changing the list', () => {
  it('goes back to page 1 on any change but the page, and loads at once', async () => {
    const { state, flow } = page('?page=7');
    await flow.start();
    flow.update({ stage: 'MVP_READY' });
    expect(state.loads.at(-1)).toEqual({ sort: 'date', order: 'desc', page: 1, stage: 'MVP_READY' });
    flow.update({ page: 2 });
    expect(state.loads.at(-1)).toMatchObject({ page: 2, stage: 'MVP_READY' });
    flow.update({ order: 'asc' });
    expect(state.loads.at(-1)).toMatchObject({ page: 1, order: 'asc' });
    expect(state.loads).toHaveLength(4);
  });

  it('tells the bulk decision when the filter changes, and not on a page or a sort', async () => {
    const { state, flow } = page();
    await flow.start();
    flow.update({ page: 2 });
    flow.update({ sort: 'score' });
    expect(state.filterChanges).toBe(0);
    flow.update({ status: 'SUBMITTED' });
    flow.update({ stage: 'IDEA' });
    flow.update({ q: 'k' });
    flow.update({ round: 2 });
    expect(state.filterChanges).toBe(4);
  });

  it('searches only after a pause in typing: each keystroke puts the last one off', async () => {
    const { state, flow, pendingTimers } = page();
    await flow.start();
    flow.update({ q: 'k' });
    flow.update({ q: 'kr' });
    flow.update({ q: 'kri' });
    // Nothing asked yet; only the last keystroke's wait is still pending, and it is the search pause.
    expect(state.loads).toHaveLength(1);
    expect(pendingTimers().map((t) => t.ms)).toEqual([SEARCH_PAUSE_MS]);
    expect(SEARCH_PAUSE_MS).toBe(250);
    pendingTimers()[0]!.run();
    expect(state.loads).toEqual([
      { sort: 'date', order: 'desc', page: 1 },
      { sort: 'date', order: 'desc', page: 1, q: 'kri' },
    ]);
  });

  it('drops a pending search when another change loads the list at once with the words typed', async () => {
    const { state, flow, pendingTimers } = page();
    await flow.start();
    flow.update({ q: 'hawa' });
    flow.update({ status: 'SUBMITTED' });
    expect(pendingTimers()).toEqual([]);
    expect(state.loads.at(-1)).toEqual({ sort: 'date', order: 'desc', page: 1, q: 'hawa', status: 'SUBMITTED' });
  });
});
