/**
 * Pagination maths for the static list pages (gallery, blog grid, blog sidebar). Page 1 lives at the
 * list's own address and page n at `{base}/{n}`, so every page can be shared and crawled.
 */

/** Items per page (docs/spec.md §9). */
export const PER_PAGE = { gallery: 9, blogSidebar: 4, blogGrid: 6 } as const;

/**
 * The spec's "2 margin pages, 5 pages displayed": at most five numbered links, the current page with
 * up to two neighbours on either side. Near the ends the window slides so five links still show.
 */
const PAGE_WINDOW = { marginPages: 2, pagesDisplayed: 5 } as const;

/** One entry of the numbered list: a page link, or a gap standing for skipped pages. */
export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; side: 'start' | 'end' };

export interface PaginationModel {
  links: PageLink[];
  /** The page "previous" leads to, or null on the first page (the control is disabled there). */
  previous: number | null;
  /** The page "next" leads to, or null on the last page. */
  next: number | null;
}

/** How many pages a list of `totalItems` needs; an empty list still has its (empty) first page. */
export function pageCount(totalItems: number, perPage: number): number {
  assertWhole(perPage, 'perPage', 1);
  assertWhole(totalItems, 'totalItems', 0);
  return Math.max(1, Math.ceil(totalItems / perPage));
}

/** The items shown on `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  assertPage(page, pageCount(items.length, perPage));
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Address of `page` of the list at `base` (e.g. '/gallery'): page 1 is the list itself. */
export function pageHref(base: string, page: number): string {
  assertWhole(page, 'page', 1);
  return page === 1 ? base : `${base}/${page}`;
}

/** Pages 2..total, the ones that need a route of their own. */
export function laterPages(total: number): number[] {
  assertWhole(total, 'total', 1);
  return Array.from({ length: total - 1 }, (_, i) => i + 2);
}

/** The numbered links, gaps and previous/next targets for page `current` of `total`. */
export function paginationModel(current: number, total: number, window = PAGE_WINDOW): PaginationModel {
  assertWhole(total, 'total', 1);
  assertPage(current, total);
  const shown = Math.min(window.pagesDisplayed, total);
  const first = Math.min(Math.max(1, current - window.marginPages), total - shown + 1);
  const last = first + shown - 1;

  const links: PageLink[] = [];
  if (first > 1) links.push({ kind: 'gap', side: 'start' });
  for (let page = first; page <= last; page++) links.push({ kind: 'page', page, current: page === current });
  if (last < total) links.push({ kind: 'gap', side: 'end' });

  return {
    links,
    previous: current > 1 ? current - 1 : null,
    next: current < total ? current + 1 : null,
  };
}

function assertWhole(value: number, name: string, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

function assertPage(page: number, total: number): void {
  if (!Number.isInteger(page) || page < 1 || page > total) {
    throw new RangeError(`page must be between 1 and ${total}, got ${page}`);
  }
}
