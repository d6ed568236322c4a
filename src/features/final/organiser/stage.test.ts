import { describe, expect, it, vi } from 'vitest';
import type { OrganiserFinal } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import { type StageEffects, createStage } from './stage.ts';

const STAGE: OrganiserFinal = {
  final: { id: 4, name: 'Grand final', status: 'open', ranked: false },
  judges: [{ mobile: '9812345670', name: 'Meera Rao', scored: 1 }],
  pitches: [
    {
      id: 'a1',
      startupName: 'Kisan Cart',
      founderName: 'Asha',
      state: 'open',
      revealed: false,
      scored: 1,
      score: 7.5,
    },
  ],
};
const CLOSED: OrganiserFinal = { ...STAGE, pitches: [{ ...STAGE.pitches[0]!, state: 'closed' }] };

const effects = () => ({
  read: vi.fn<StageEffects['read']>(async () => ({ stage: STAGE })),
  act: vi.fn<StageEffects['act']>(async (_, apply) => {
    apply(CLOSED);
    return { ok: true, message: FINAL_MESSAGES.closed('Kisan Cart') };
  }),
});

describe('the organiser’s stage', () => {
  it('shows the stage read, then the one an action answers with', async () => {
    const fx = effects();
    const stage = createStage(fx);
    expect(stage.$stage.get()).toEqual({ phase: 'loading' });
    await stage.load();
    expect(stage.$stage.get()).toEqual({ phase: 'ready', stage: STAGE, stale: '' });
    const result = await stage.act({ kind: 'close', id: 'a1' });
    expect(result).toEqual({ ok: true, message: 'Kisan Cart’s pitch is closed' });
    expect(fx.act).toHaveBeenCalledWith({ kind: 'close', id: 'a1' }, expect.any(Function));
    expect(stage.$stage.get()).toEqual({ phase: 'ready', stage: CLOSED, stale: '' });
  });

  it('drops an ask that started before an action answered, so the older stage never comes back', async () => {
    const fx = effects();
    let answer: (value: { stage: OrganiserFinal }) => void = () => undefined;
    fx.read.mockImplementationOnce(() => new Promise((done) => (answer = done)));
    const stage = createStage(fx);
    const asking = stage.load();
    await stage.act({ kind: 'close', id: 'a1' });
    answer({ stage: STAGE });
    await asking;
    expect(stage.$stage.get()).toEqual({ phase: 'ready', stage: CLOSED, stale: '' });
  });

  it('keeps the last stage on a failed ask, saying it is not up to date, until an ask succeeds', async () => {
    const fx = effects();
    const stage = createStage(fx);
    await stage.load();
    fx.read.mockResolvedValueOnce({ error: 'Failed to fetch' });
    await stage.load();
    expect(stage.$stage.get()).toEqual({
      phase: 'ready',
      stage: STAGE,
      stale: FINAL_MESSAGES.stageStale('Failed to fetch'),
    });
    await stage.load();
    expect(stage.$stage.get()).toEqual({ phase: 'ready', stage: STAGE, stale: '' });
  });

  it('says the first read failed, and leaves the page alone without a session', async () => {
    const fx = effects();
    fx.read.mockResolvedValueOnce({ error: 'Only organisers can do this' });
    const stage = createStage(fx);
    await stage.load();
    expect(stage.$stage.get()).toEqual({
      phase: 'failed',
      message: FINAL_MESSAGES.stageFailed('Only organisers can do this'),
    });
    fx.read.mockResolvedValueOnce(undefined);
    await stage.load();
    expect(stage.$stage.get().phase).toBe('failed');
  });

  it('shows a refused action’s message and keeps the stage', async () => {
    const fx = effects();
    fx.act.mockResolvedValueOnce({ ok: false, message: FINAL_MESSAGES.noFinal });
    const stage = createStage(fx);
    await stage.load();
    expect(await stage.act({ kind: 'ranking', revealed: true })).toEqual({
      ok: false,
      message: FINAL_MESSAGES.noFinal,
    });
    expect(stage.$stage.get()).toEqual({ phase: 'ready', stage: STAGE, stale: '' });
  });
});
