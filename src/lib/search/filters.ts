/**
 * The search's filters: the only names a page may declare with `data-pagefind-filter` and a search box may
 * ask for. The build fails on any other name written in src/ or content/ (see unknownFilters), so a typo
 * cannot leave a filter empty.
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

/**
 * The filter names one `data-pagefind-filter` value declares, in Pagefind's syntax: `name` (the element's text
 * is the value), `name:value` or `name[attribute]`, several separated by commas (a comma in a value is `\,`).
 */
export function filterNames(value: string): string[] {
  return value
    .split(/(?<!\\),/)
    .map((part) => part.split(/[:[]/)[0]!.trim())
    .filter((name) => name !== '');
}

/** Where a source file writes the attribute, and its value: quoted, or an expression in braces. */
const ATTRIBUTE = /data-pagefind-filter\s*=\s*(?:"([^"]*)"|'([^']*)'|\{)/g;
/** A string literal of an expression; a template literal is read up to its first `${`. */
const LITERAL = /"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\$])*)/g;

/** The expression from `start` (just after its `{`) to its closing brace. */
function braced(source: string, start: number): string {
  let depth = 1;
  for (let at = start; at < source.length; at++) {
    if (source[at] === '{') depth++;
    if (source[at] === '}' && --depth === 0) return source.slice(start, at);
  }
  return source.slice(start);
}

/** A filter declaration a source file should not have: its line and what is wrong. */
export interface FilterProblem {
  line: number;
  message: string;
}

/**
 * Every `data-pagefind-filter` written in a source file (.astro, .mdx, .tsx) that names a filter other than
 * SEARCH_FILTERS. An expression (`{…}`) is read from its string literals (`type:${searchType}` names `type`);
 * one without a literal name cannot be checked, and is refused too.
 */
export function unknownFilters(source: string): FilterProblem[] {
  const declared = new Set<string>(SEARCH_FILTERS);
  const problems: FilterProblem[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const line = source.slice(0, match.index).split('\n').length;
    const quoted = match[1] ?? match[2];
    const names =
      quoted !== undefined
        ? filterNames(quoted)
        : [...braced(source, match.index + match[0].length).matchAll(LITERAL)].flatMap((literal) =>
            filterNames(literal[1] ?? literal[2] ?? literal[3] ?? ''),
          );
    if (names.length === 0) {
      problems.push({ line, message: 'data-pagefind-filter must name its filter in a string, e.g. "tag"' });
    }
    for (const name of new Set(names.filter((candidate) => !declared.has(candidate)))) {
      problems.push({ line, message: `data-pagefind-filter names an unknown search filter "${name}"` });
    }
  }
  return problems;
}
