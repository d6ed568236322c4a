import { describe, expect, it } from 'vitest';
import { inFlightBound } from './in-flight.ts';

describe('a bound of two in flight per key', () => {
  it('refuses a third job of a key at once, not another key’s, and takes one again when one leaves', () => {
    const bound = inFlightBound(2);
    const first = bound.tryEnter('10.0.0.1');
    const second = bound.tryEnter('10.0.0.1');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(bound.tryEnter('10.0.0.1')).toBeNull();
    expect(bound.tryEnter('10.0.0.2')).not.toBeNull();
    first!.leave();
    // Leaving twice gives back one place only.
    first!.leave();
    expect(bound.tryEnter('10.0.0.1')).not.toBeNull();
    expect(bound.tryEnter('10.0.0.1')).toBeNull();
  });

  it('gives a key its whole bound again once every job of it has left', () => {
    const bound = inFlightBound(2);
    const places = [bound.tryEnter('k'), bound.tryEnter('k')];
    for (const p of places) p!.leave();
    expect([bound.tryEnter('k'), bound.tryEnter('k'), bound.tryEnter('k')].map(Boolean)).toEqual([true, true, false]);
  });
});
