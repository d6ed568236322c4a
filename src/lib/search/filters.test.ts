import { describe, expect, it } from 'vitest';
import { filterNames, unknownFilters } from './filters.ts';

describe('filterNames', () => {
  it("reads every form of Pagefind's attribute: name, name:value, name[attribute], several by commas", () => {
    expect(filterNames('category')).toEqual(['category']);
    expect(filterNames('type:Blog post')).toEqual(['type']);
    expect(filterNames('tag[content]')).toEqual(['tag']);
    expect(filterNames('author[data-author], year:2022')).toEqual(['author', 'year']);
    expect(filterNames('tag:Funding\\, seed, type:Blog post')).toEqual(['tag', 'type']);
  });
});

describe('unknownFilters', () => {
  it('accepts the declared filters however they are written', () => {
    const source = [
      '<li data-pagefind-filter="category">{category}</li>',
      "<p data-pagefind-filter='type:Speaker'></p>",
      '<meta data-pagefind-filter="tag[content], category[data-c]" content="Seed" />',
      '<main data-pagefind-filter={searchType ? `type:${searchType}` : undefined}>',
    ].join('\n');
    expect(unknownFilters(source)).toEqual([]);
  });

  it('names the line of each unknown filter, in any attribute form', () => {
    const source = [
      '<i data-pagefind-filter="categroy">a</i>',
      "<i data-pagefind-filter='tag, year:2025'></i>",
      '<meta data-pagefind-filter="author[content]" />',
      '<main data-pagefind-filter={`kind:${kind}`}>',
    ].join('\n');
    expect(unknownFilters(source)).toEqual([
      { line: 1, message: 'data-pagefind-filter names an unknown search filter "categroy"' },
      { line: 2, message: 'data-pagefind-filter names an unknown search filter "year"' },
      { line: 3, message: 'data-pagefind-filter names an unknown search filter "author"' },
      { line: 4, message: 'data-pagefind-filter names an unknown search filter "kind"' },
    ]);
  });

  it('refuses an expression whose filter name cannot be read', () => {
    expect(unknownFilters('<main\n  data-pagefind-filter={name}>')).toEqual([
      { line: 2, message: 'data-pagefind-filter must name its filter in a string, e.g. "tag"' },
    ]);
  });
});
