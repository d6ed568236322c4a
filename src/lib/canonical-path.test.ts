import { describe, expect, it } from 'vitest';
import { canonicalDetailPath } from './canonical-path.ts';

describe('canonicalDetailPath', () => {
  it('reads padded and slash-ended ids as integers', () => {
    expect(canonicalDetailPath('/speakers-detail/01')).toBe('/speakers-detail/1');
    expect(canonicalDetailPath('/speakers-detail/001')).toBe('/speakers-detail/1');
    expect(canonicalDetailPath('/speakers-detail/1/')).toBe('/speakers-detail/1');
    expect(canonicalDetailPath('/blog-single/007')).toBe('/blog-single/7');
    expect(canonicalDetailPath('/event-detail/02/003/')).toBe('/event-detail/2/3');
  });

  it('leaves canonical addresses, non-numeric ids and other pages alone', () => {
    expect(canonicalDetailPath('/speakers-detail/1')).toBeUndefined();
    expect(canonicalDetailPath('/speakers-detail/99')).toBeUndefined();
    expect(canonicalDetailPath('/speakers-detail/1a')).toBeUndefined();
    expect(canonicalDetailPath('/event-detail/01')).toBeUndefined();
    expect(canonicalDetailPath('/gallery/02')).toBeUndefined();
  });
});
