import { describe, expect, it } from 'vitest';
import { type BulkAdvanceEffects, createBulkAdvanceFlow } from './bulk-advance.ts';

/** A flow over a scripted choice and API, its calls recorded. */
function flowWith(chosen: { ids: string[]; total: number }, answers: Partial<BulkAdvanceEffects> = {}) {
  const record = { sent: [] as { roundId: number; ids: string[] }[], reloads: 0 };
  const flow = createBulkAdvanceFlow({
    chosen: () => chosen,
    advance: async (roundId, ids) => {
      record.sent.push({ roundId, ids });
      return { ok: true, message: `${ids.length} applications now in “Committee”` };
    },
    reload: async () => void record.reloads++,
    ...answers,
  });
  return { flow, record };
}

describe('carrying many applications from the list into a round', () => {
  it('carries the chosen applications into the chosen round and reloads the list', async () => {
    const { flow, record } = flowWith({ ids: ['a', 'b'], total: 2 });
    flow.choose(2);
    expect(await flow.carry()).toEqual({ ok: true, message: '2 applications now in “Committee”' });
    expect(record.sent).toEqual([{ roundId: 2, ids: ['a', 'b'] }]);
    expect(record.reloads).toBe(1);
    expect(flow.$write.get().result).toEqual({ ok: true, message: '2 applications now in “Committee”' });
  });

  it('sends nothing without a choice, without a round, or past one request’s limit, and says why', async () => {
    const none = flowWith({ ids: [], total: 0 });
    none.flow.choose(2);
    expect(await none.flow.carry()).toEqual({
      ok: false,
      message: 'Choose applications in the list, or every application matching the filter',
    });
    const roundless = flowWith({ ids: ['a'], total: 1 });
    expect(await roundless.flow.carry()).toEqual({
      ok: false,
      message: 'Choose the round to carry the applications into',
    });
    roundless.flow.choose(2);
    roundless.flow.choose(null);
    expect((await roundless.flow.carry())!.ok).toBe(false);
    const many = flowWith({ ids: [], total: 2500 });
    many.flow.choose(2);
    expect(await many.flow.carry()).toEqual({
      ok: false,
      message: '2500 applications match the filter; narrow it to at most 2000 to carry all of them into a round',
    });
    for (const { record } of [none, roundless, many]) expect(record.sent).toEqual([]);
  });

  it('shows a refusal and keeps the list as it is', async () => {
    const message = 'Every application is already in the first round';
    const { flow, record } = flowWith({ ids: ['a'], total: 1 }, { advance: async () => ({ ok: false, message }) });
    flow.choose(1);
    expect(await flow.carry()).toEqual({ ok: false, message });
    expect(record.reloads).toBe(0);
  });
});
