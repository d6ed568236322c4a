import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('shows whole-dollar plans without cents', () => {
    expect(formatPrice(19)).toBe('$19');
    expect(formatPrice(99)).toBe('$99');
  });

  it('shows the spec prices with cents as they are', () => {
    expect(formatPrice(35.99)).toBe('$35.99');
    expect(formatPrice(199.99)).toBe('$199.99');
  });

  it('never drops the cents of a price that has them', () => {
    expect(formatPrice(20.5)).toBe('$20.50');
  });
});
