/**
 * The search's filters: the only names a page may declare with `data-pagefind-filter` and a search box may
 * ask for. The build fails on any other name (see undeclaredFilters), so a typo cannot leave a filter empty.
 */
export const SEARCH_FILTERS = ['type', 'category', 'tag'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** Values of the `type` filter: what a result is, shown beside its title. */
export const RESULT_TYPES = {
  post: 'Blog post',
  speaker: 'Speaker',
  session: 'Session',
  faq: 'FAQ',
  page: 'Page',
} as const;
export type ResultType = (typeof RESULT_TYPES)[keyof typeof RESULT_TYPES];

const FILTER_ATTRIBUTE = /data-pagefind-filter="([^"]*)"/g;

/** The filter names `html` declares that are not in SEARCH_FILTERS (`name` or `name:value` attributes). */
export function undeclaredFilters(html: string): string[] {
  const declared = new Set<string>(SEARCH_FILTERS);
  const names = [...html.matchAll(FILTER_ATTRIBUTE)].map((match) => match[1]!.split(':')[0]!.trim());
  return [...new Set(names.filter((name) => !declared.has(name)))];
}
