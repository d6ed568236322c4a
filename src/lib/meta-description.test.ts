import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description.ts';

describe('metaDescription', () => {
  it('keeps a short text as it is, with its spaces tidied', () => {
    expect(metaDescription('  Eight  startups\npitch live. ')).toBe('Eight startups pitch live.');
  });

  it('cuts a long text at a word boundary and marks the cut', () => {
    const text = 'Priya has backed more than forty seed-stage companies across fintech and health.';
    const short = metaDescription(text, 40);
    expect(short).toBe('Priya has backed more than forty…');
    expect(short.length).toBeLessThanOrEqual(40);
  });

  it('never ends on punctuation before the ellipsis', () => {
    expect(metaDescription('One, two, three, four, five, six', 16)).toBe('One, two, three…');
  });

  it('cuts a single overlong word hard', () => {
    expect(metaDescription('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
