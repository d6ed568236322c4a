import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tabs.ts';

describe('tabIndexForKey', () => {
  it('steps with the arrows and wraps at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('ArrowDown', 1, 3)).toBe(2);
    expect(tabIndexForKey('ArrowUp', 1, 3)).toBe(0);
  });

  it('mirrors left and right in right-to-left pages', () => {
    expect(tabIndexForKey('ArrowRight', 1, 3, true)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3, true)).toBe(2);
    expect(tabIndexForKey('ArrowDown', 1, 3, true)).toBe(2);
  });

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('Enter', 0, 3)).toBeUndefined();
  });
});
