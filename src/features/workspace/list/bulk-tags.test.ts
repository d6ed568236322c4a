import { describe, expect, it } from 'vitest';
import type { BulkTagsRequest } from '../../../shared/tag-schemas.ts';
import { type BulkTagEffects, createBulkTagFlow } from './bulk-tags.ts';

/** A flow over a scripted choice and API, its calls recorded. */
function flowWith(chosen: { ids: string[]; total: number }, answers: Partial<BulkTagEffects> = {}) {
  const record = { sent: [] as BulkTagsRequest[], reloads: 0 };
  const flow = createBulkTagFlow({
    chosen: () => chosen,
    changeTags: async (body) => {
      record.sent.push(body);
      return { ok: true, message: `Tags changed on ${body.ids.length} applications` };
    },
    reload: async () => void record.reloads++,
    ...answers,
  });
  return { flow, record };
}

describe('tagging many applications from the list', () => {
  it('adds the tag, private when asked, to the chosen applications and reloads the list', async () => {
    const { flow, record } = flowWith({ ids: ['a', 'b'], total: 2 });
    flow.setName('fintech');
    flow.setPrivate(true);
    expect(await flow.add()).toEqual({ ok: true, message: 'Tags changed on 2 applications' });
    expect(record.sent).toEqual([{ ids: ['a', 'b'], add: [{ name: 'fintech', private: true }], remove: [] }]);
    expect(record.reloads).toBe(1);
    expect(flow.$write.get().result).toEqual({ ok: true, message: 'Tags changed on 2 applications' });
  });

  it('removes the tag by name', async () => {
    const { flow, record } = flowWith({ ids: ['a'], total: 1 });
    flow.setName('Discuss');
    await flow.remove();
    expect(record.sent).toEqual([{ ids: ['a'], add: [], remove: ['Discuss'] }]);
  });

  it('sends nothing without a choice or a name, or past one request’s limit, and says why', async () => {
    const none = flowWith({ ids: [], total: 0 });
    none.flow.setName('fintech');
    expect(await none.flow.add()).toEqual({
      ok: false,
      message: 'Choose applications in the list, or every application matching the filter',
    });
    const unnamed = flowWith({ ids: ['a'], total: 1 });
    unnamed.flow.setName('   ');
    expect(await unnamed.flow.add()).toEqual({ ok: false, message: 'Name a tag to add or remove' });
    const many = flowWith({ ids: [], total: 2500 });
    many.flow.setName('fintech');
    expect((await many.flow.add())!.ok).toBe(false);
    for (const { record } of [none, unnamed, many]) expect(record.sent).toEqual([]);
  });

  it('shows a refusal and keeps the list as it is', async () => {
    const message = 'Paani Labs would hold more than 20 tags: nothing was changed';
    const { flow, record } = flowWith({ ids: ['a'], total: 1 }, { changeTags: async () => ({ ok: false, message }) });
    flow.setName('fintech');
    expect(await flow.add()).toEqual({ ok: false, message });
    expect(record.reloads).toBe(0);
  });
});
