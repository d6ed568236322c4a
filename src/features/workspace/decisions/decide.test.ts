import { describe, expect, it } from 'vitest';
import type { MatchingIds } from '../../../shared/decision-schemas.ts';
import { createDecideFlow, type DecideEffects } from './decide.ts';

/** A flow whose API answers are scripted and whose calls are recorded. */
function flowWith(answers: Partial<DecideEffects> = {}) {
  const record = { set: [] as unknown[], reloads: 0, asked: [] as unknown[] };
  const effects: DecideEffects = {
    matching: async (filter) => {
      record.asked.push(filter);
      return { total: 3, ids: ['m1', 'm2', 'm3'] };
    },
    setDecisions: async (body) => {
      record.set.push(body);
      return { ok: true, message: `Pending decision set on ${body.ids.length} applications` };
    },
    reload: async () => void record.reloads++,
    ...answers,
  };
  return { flow: createDecideFlow(effects), record };
}

describe('a pending decision on many applications from the list', () => {
  it('sets the chosen rows, kept across pages, with the status and note, then clears the choice and reloads the list', async () => {
    const { flow, record } = flowWith();
    flow.togglePage(['a', 'b']);
    flow.togglePage(['c', 'd']);
    flow.toggle('d');
    expect(flow.count()).toBe(3);
    flow.setStatus('WAITLISTED');
    flow.setNote('We will write by Friday');
    expect(await flow.apply()).toEqual({ ok: true, message: 'Pending decision set on 3 applications' });
    expect(record.set).toEqual([{ ids: ['a', 'b', 'c'], status: 'WAITLISTED', note: 'We will write by Friday' }]);
    expect(record.reloads).toBe(1);
    expect(flow.$decide.get()).toMatchObject({ chosen: new Set(), matching: null, note: '', status: 'WAITLISTED' });
    expect(flow.$write.get().result).toEqual({ ok: true, message: 'Pending decision set on 3 applications' });
  });

  it('"this page" unticks the page when every row of it was ticked', () => {
    const { flow } = flowWith();
    flow.toggle('a');
    flow.togglePage(['a', 'b']);
    expect([...flow.$decide.get().chosen]).toEqual(['a', 'b']);
    flow.togglePage(['a', 'b']);
    expect([...flow.$decide.get().chosen]).toEqual([]);
  });

  it('counts every application matching the filter before applying, and sets exactly those', async () => {
    const { flow, record } = flowWith();
    flow.toggle('a');
    await flow.chooseMatching({ stage: 'IDEA', q: 'krishi' });
    expect(record.asked).toEqual([{ stage: 'IDEA', q: 'krishi' }]);
    expect(flow.$decide.get().matching).toEqual({ total: 3, ids: ['m1', 'm2', 'm3'], loading: false });
    expect(flow.count()).toBe(3);
    await flow.apply();
    expect(record.set).toEqual([{ ids: ['m1', 'm2', 'm3'], status: 'SHORTLISTED', note: '' }]);
  });

  it('goes back to the rows when one is ticked or the organiser says so; a late count is dropped', async () => {
    let answer: (m: MatchingIds) => void = () => undefined;
    const { flow } = flowWith({ matching: () => new Promise((resolve) => (answer = resolve)) });
    const asked = flow.chooseMatching({});
    expect(flow.$decide.get().matching).toEqual({ total: 0, ids: [], loading: true });
    flow.chooseRows();
    answer({ total: 9, ids: ['x'] });
    await asked;
    expect(flow.$decide.get().matching).toBeNull();
    const again = flow.chooseMatching({});
    answer({ total: 1, ids: ['x'] });
    await again;
    expect(flow.count()).toBe(1);
    flow.toggle('a');
    expect(flow.$decide.get()).toMatchObject({ matching: null, chosen: new Set(['a']) });
  });

  it('refuses without asking the server when nothing is chosen or too many match, and keeps a refused choice', async () => {
    const { flow, record } = flowWith({ matching: async () => ({ total: 2500, ids: [] }) });
    expect(await flow.apply()).toEqual({
      ok: false,
      message: 'Choose applications in the list, or every application matching the filter',
    });
    await flow.chooseMatching({});
    expect(await flow.apply()).toEqual({
      ok: false,
      message: '2500 applications match the filter; narrow it to at most 2000 to set a decision on all of them',
    });
    expect(record.set).toEqual([]);

    const refused = flowWith({
      setDecisions: async () => ({ ok: false, message: 'Some of these applications already have this status' }),
    });
    refused.flow.toggle('a');
    await refused.flow.apply();
    expect(refused.flow.$decide.get().chosen).toEqual(new Set(['a']));
    expect(refused.record.reloads).toBe(0);
    expect(refused.flow.$write.get().result).toEqual({
      ok: false,
      message: 'Some of these applications already have this status',
    });
  });

  it('shows why the matching applications could not be counted', async () => {
    const { flow } = flowWith({
      matching: async () => {
        throw new Error('Choose a status from the list');
      },
    });
    await flow.chooseMatching({ status: 'FAMOUS' });
    expect(flow.$decide.get().matching).toBeNull();
    expect(flow.$write.get().result).toEqual({ ok: false, message: 'Choose a status from the list' });
  });
});
