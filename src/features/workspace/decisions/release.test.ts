import { describe, expect, it } from 'vitest';
import { createReleaseFlow, type ReleaseEffects } from './release.ts';

const DIGEST = 'a'.repeat(64);

function flowWith(answers: Partial<ReleaseEffects> = {}) {
  const record = { released: [] as unknown[], cleared: [] as string[], changed: 0 };
  const effects: ReleaseEffects = {
    clear: async (id) => {
      record.cleared.push(id);
      return { ok: true, message: 'Pending decision cleared' };
    },
    release: async (expect) => {
      record.released.push(expect);
      return { ok: true, message: '3 decisions released' };
    },
    changed: () => void record.changed++,
    ...answers,
  };
  return { flow: createReleaseFlow(effects), record };
}

describe('releasing the pending decisions', () => {
  it('releases the counts and the digest previewed behind the confirmation, then closes it and loads the preview again', async () => {
    const { flow, record } = flowWith();
    flow.confirm();
    expect(flow.$confirming.get()).toBe(true);
    await flow.release({ counts: { ACCEPTED: 2, REJECTED: 1 }, digest: DIGEST });
    expect(record.released).toEqual([{ expect: { ACCEPTED: 2, REJECTED: 1 }, previewDigest: DIGEST }]);
    expect(flow.$confirming.get()).toBe(false);
    expect(record.changed).toBe(1);
    expect(flow.$write.get()).toEqual({ busy: false, result: { ok: true, message: '3 decisions released' } });
  });

  it('sends the feedback reasons only when the organiser ticked it, and unticks it once released', async () => {
    const { flow, record } = flowWith();
    expect(flow.$withFeedback.get()).toBe(false);
    flow.setWithFeedback(true);
    await flow.release({ counts: { REJECTED: 1 }, digest: DIGEST });
    expect(record.released).toEqual([{ expect: { REJECTED: 1 }, previewDigest: DIGEST, withFeedback: true }]);
    expect(flow.$withFeedback.get()).toBe(false);
  });

  it('says what is pending now when the counts changed since the preview', async () => {
    const { flow } = flowWith({
      release: async () => ({
        ok: false,
        message: 'The pending decisions changed since the preview. Check the new counts and release again.',
        counts: { SHORTLISTED: 4, REJECTED: 1 },
      }),
    });
    await flow.release({ counts: { SHORTLISTED: 3 }, digest: DIGEST });
    expect(flow.$write.get().result).toEqual({
      ok: false,
      message:
        'The pending decisions changed since the preview. Check the new counts and release again. Now pending: 4 Shortlisted, 1 Not selected.',
    });
    const none = flowWith({ release: async () => ({ ok: false, message: 'Changed.', counts: {} }) });
    await none.flow.release({ counts: { SHORTLISTED: 3 }, digest: DIGEST });
    expect(none.flow.$write.get().result?.message).toBe('Changed. Now pending: none.');
  });

  it('clears one decision and loads the preview again; cancel closes the confirmation without a write', async () => {
    const { flow, record } = flowWith();
    flow.confirm();
    flow.cancel();
    expect(flow.$confirming.get()).toBe(false);
    expect(record.changed).toBe(0);
    await flow.clear('app-1');
    expect(record.cleared).toEqual(['app-1']);
    expect(record.changed).toBe(1);
    expect(flow.$write.get().result).toEqual({ ok: true, message: 'Pending decision cleared' });
  });
});
