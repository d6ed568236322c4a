import { describe, expect, it } from 'vitest';
import { createWrite, type WriteResult } from './write.ts';

/** An effect the test answers by hand, recording what it was called with. */
function scripted() {
  const calls: string[] = [];
  let answer: (result: WriteResult) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const effect = (what: string) =>
    new Promise<WriteResult>((resolve, reject) => {
      calls.push(what);
      answer = resolve;
      fail = reject;
    });
  return { calls, effect, answer: (r: WriteResult) => answer(r), fail: (e: Error) => fail(e) };
}

describe('a write with a busy button and a status line', () => {
  it('is busy while the effect runs, then shows its result, and keeps the last result through the next write', async () => {
    const s = scripted();
    const write = createWrite(s.effect);
    expect(write.$write.get()).toEqual({ busy: false, result: null });
    const first = write.run('review');
    expect(write.$write.get()).toEqual({ busy: true, result: null });
    s.answer({ ok: true, message: 'Review saved' });
    expect(await first).toEqual({ ok: true, message: 'Review saved' });
    expect(write.$write.get()).toEqual({ busy: false, result: { ok: true, message: 'Review saved' } });
    const second = write.run('again');
    expect(write.$write.get()).toEqual({ busy: true, result: { ok: true, message: 'Review saved' } });
    s.answer({ ok: false, message: 'Score every criterion' });
    await second;
    expect(write.$write.get().result).toEqual({ ok: false, message: 'Score every criterion' });
  });

  it('ignores a second run while one is under way: one request per click, however many clicks', async () => {
    const s = scripted();
    const write = createWrite(s.effect);
    const first = write.run('one');
    expect(await write.run('two')).toBeUndefined();
    s.answer({ ok: true, message: 'Saved' });
    await first;
    expect(s.calls).toEqual(['one']);
  });

  it('shows an effect that throws as its message and is no longer busy', async () => {
    const s = scripted();
    const write = createWrite(s.effect);
    const run = write.run('x');
    s.fail(new Error('The file could not be loaded (500)'));
    expect(await run).toEqual({ ok: false, message: 'The file could not be loaded (500)' });
    expect(write.$write.get()).toEqual({
      busy: false,
      result: { ok: false, message: 'The file could not be loaded (500)' },
    });
    write.clear();
    expect(write.$write.get()).toEqual({ busy: false, result: null });
  });

  it('forgets a result once the form shows something else, and says nothing of a write started before that', async () => {
    const s = scripted();
    const write = createWrite(s.effect);
    write.about('application 1');
    await Promise.all([write.run('review'), s.answer({ ok: true, message: 'Review saved' })]);
    write.about('application 1');
    expect(write.$write.get().result).toEqual({ ok: true, message: 'Review saved' });
    write.about('application 2');
    expect(write.$write.get()).toEqual({ busy: false, result: null });

    // "Save and next": the next application opens while the save is still under way.
    const saving = write.run('review');
    write.about('application 3');
    s.answer({ ok: true, message: 'Review saved' });
    expect(await saving).toEqual({ ok: true, message: 'Review saved' });
    expect(write.$write.get()).toEqual({ busy: false, result: null });
  });
});
