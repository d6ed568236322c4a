import { describe, expect, it } from 'vitest';
import { keepView, keptView } from './kept-view.ts';
import { FINAL_VIEW, fakeStorage } from './test-support.ts';

describe('the stage kept on the judge’s phone', () => {
  it('gives back the view last kept, to that judge only', () => {
    const storage = fakeStorage();
    keepView(storage, '9000000001', FINAL_VIEW);
    keepView(storage, '9000000001', { ...FINAL_VIEW, pitches: FINAL_VIEW.pitches.slice(1) });
    expect(keptView(storage, '9000000001')?.pitches.map((p) => p.startupName)).toEqual(['Paani', 'Dhoop']);
    expect(keptView(storage, '9000000002')).toBeUndefined();
    expect([...storage.map.keys()]).toEqual(['finalView:9000000001']);
  });

  it('keeps a stage without a final too', () => {
    const storage = fakeStorage();
    keepView(storage, '9000000001', { final: null, pitches: [] });
    expect(keptView(storage, '9000000001')).toEqual({ final: null, pitches: [] });
  });

  it.each([
    '{"pitches":',
    '"a view"',
    '{"final":null}',
    '{"final":{"id":"7"},"pitches":[]}',
    '{"final":null,"pitches":[1]}',
  ])('reads %s, which is not a view, as none', (stored) => {
    expect(keptView(fakeStorage({ 'finalView:9000000001': stored }), '9000000001')).toBeUndefined();
  });

  it('goes without the copy when the phone refuses to store it', () => {
    const full = {
      ...fakeStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => keepView(full, '9000000001', FINAL_VIEW)).not.toThrow();
    expect(keptView(full, '9000000001')).toBeUndefined();
  });
});
