import { describe, expect, it } from 'vitest';
import { undeclaredFilters } from './filters.ts';

describe('undeclaredFilters', () => {
  it('accepts the declared filters, with or without an inline value', () => {
    const html = '<li data-pagefind-filter="category">Funding</li><p data-pagefind-filter="type:Speaker"></p>';
    expect(undeclaredFilters(html)).toEqual([]);
  });

  it('names each undeclared filter once', () => {
    const html =
      '<i data-pagefind-filter="categroy">a</i><i data-pagefind-filter="categroy">b</i><i data-pagefind-filter="year:2025"></i>';
    expect(undeclaredFilters(html)).toEqual(['categroy', 'year']);
  });
});
