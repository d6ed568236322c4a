import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { type AutoAssignOutcome, createAutoAssign } from './auto-assign.ts';
import { type ExportFormat, createExport } from './export.ts';

/** A promise the test settles by hand. */
function held<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => ((settle = resolve), (fail = reject)));
  return { promise, settle, fail };
}

describe('the export buttons', () => {
  it('are busy while the server prepares the file, name the format under way, and say nothing once it is saved', async () => {
    const asked: ExportFormat[] = [];
    const download = held<void>();
    const flow = createExport({ download: (format) => (asked.push(format), download.promise) });
    const running = flow.download('csv');
    expect(flow.$write.get().busy).toBe(true);
    expect(flow.$format.get()).toBe('csv');
    // A second press while the first is under way sends nothing.
    expect(await flow.download('json')).toBeUndefined();
    download.settle();
    await running;
    expect(asked).toEqual(['csv']);
    expect(flow.$write.get()).toEqual({ busy: false, result: { ok: true, message: '' } });
  });

  it("says the server's refusal, or the status when it sent no message", async () => {
    const refusals = [
      new ApiRequestError(429, { message: 'Two of your exports are still running. Please wait for one to finish.' }),
      new ApiRequestError(502, {}),
    ];
    const flow = createExport({ download: () => Promise.reject(refusals.shift()) });
    await flow.download('json');
    expect(flow.$write.get().result).toEqual({
      ok: false,
      message: 'Two of your exports are still running. Please wait for one to finish.',
    });
    await flow.download('csv');
    expect(flow.$write.get()).toEqual({ busy: false, result: { ok: false, message: 'The export failed (502)' } });
  });

  it('says the network error when the server was not reached', async () => {
    const flow = createExport({ download: () => Promise.reject(new TypeError('Failed to fetch')) });
    await flow.download('csv');
    expect(flow.$write.get().result).toEqual({ ok: false, message: 'Failed to fetch' });
  });
});

describe('automatic assignment', () => {
  it('sends the two numbers, answers what it could not assign, and shows the figures again after', async () => {
    const sent: unknown[] = [];
    const events: string[] = [];
    const outcome: AutoAssignOutcome = {
      ok: true,
      message: '12 reviews assigned',
      unassignable: [{ id: 'app-3', startupName: 'Krishi', missing: 2, reason: 'Only 1 reviewer without a conflict' }],
    };
    const answer = held<AutoAssignOutcome>();
    const flow = createAutoAssign({
      assign: (body) => (sent.push(body), events.push('assigned'), answer.promise),
      reloadStats: async () => void events.push('figures'),
    });
    const running = flow.assign(3, 10);
    expect(flow.$write.get().busy).toBe(true);
    answer.settle(outcome);
    expect(await running).toEqual(outcome);
    expect(sent).toEqual([{ reviewsPerApplication: 3, maxPerReviewer: 10 }]);
    expect(events).toEqual(['assigned', 'figures']);
    expect(flow.$write.get()).toEqual({ busy: false, result: outcome });
  });

  it('limits the run to a tag when one is named, trimmed; an empty or blank field sends none', async () => {
    const sent: unknown[] = [];
    const flow = createAutoAssign({
      assign: async (body) => (sent.push(body), { ok: true, message: '2 reviews assigned', unassignable: [] }),
      reloadStats: async () => undefined,
    });
    await flow.assign(2, 5, '  round two ');
    await flow.assign(2, 5, '   ');
    await flow.assign(2, 5, '');
    expect(sent).toEqual([
      { reviewsPerApplication: 2, maxPerReviewer: 5, tag: 'round two' },
      { reviewsPerApplication: 2, maxPerReviewer: 5 },
      { reviewsPerApplication: 2, maxPerReviewer: 5 },
    ]);
  });

  it('leaves the figures alone when refused, and says why with nothing left out', async () => {
    let reloads = 0;
    const flow = createAutoAssign({
      assign: async () => ({ ok: false, message: 'Only organisers can do this', unassignable: [] }),
      reloadStats: async () => void reloads++,
    });
    await flow.assign(3, 10);
    expect(reloads).toBe(0);
    expect(flow.$write.get().result).toEqual({ ok: false, message: 'Only organisers can do this', unassignable: [] });
  });

  it('shows an effect that throws as its message, with nothing left out', async () => {
    const flow = createAutoAssign({
      assign: () => Promise.reject(new TypeError('Failed to fetch')),
      reloadStats: async () => undefined,
    });
    await flow.assign(3, 10);
    expect(flow.$write.get().result).toEqual({ ok: false, message: 'Failed to fetch', unassignable: [] });
  });
});
