import { describe, expect, it } from 'vitest';
import { laterPages, pageCount, pageHref, pageItems, paginationModel, PER_PAGE, type PageLink } from './pagination.ts';

/** Compact picture of the links: numbers, the current one in brackets, gaps as '…'. */
const picture = (links: PageLink[]) =>
  links.map((link) => (link.kind === 'gap' ? '…' : link.current ? `[${link.page}]` : String(link.page))).join(' ');

describe('pageCount', () => {
  it('splits the spec lists into their pages', () => {
    expect(pageCount(33, PER_PAGE.gallery)).toBe(4);
    expect(pageCount(18, PER_PAGE.blogSidebar)).toBe(5);
    expect(pageCount(18, PER_PAGE.blogGrid)).toBe(3);
  });

  it('keeps one page for an empty list and rejects nonsense', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(-1, 9)).toThrow(RangeError);
  });
});

describe('pageItems', () => {
  const items = Array.from({ length: 33 }, (_, i) => i + 1);

  it('returns the slice of each page, the last one short', () => {
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 2, 9)[0]).toBe(10);
    expect(pageItems(items, 4, 9)).toEqual([28, 29, 30, 31, 32, 33]);
  });

  it('refuses a page that does not exist', () => {
    expect(() => pageItems(items, 5, 9)).toThrow(RangeError);
    expect(() => pageItems(items, 0, 9)).toThrow(RangeError);
  });
});

describe('pageHref and laterPages', () => {
  it('puts page 1 at the list itself and later pages under it', () => {
    expect(pageHref('/gallery', 1)).toBe('/gallery');
    expect(pageHref('/gallery', 3)).toBe('/gallery/3');
  });

  it('lists the pages that need their own route', () => {
    expect(laterPages(4)).toEqual([2, 3, 4]);
    expect(laterPages(1)).toEqual([]);
  });
});

describe('paginationModel', () => {
  it('shows every page when there are five or fewer, with the ends disabled', () => {
    const first = paginationModel(1, 5);
    expect(picture(first.links)).toBe('[1] 2 3 4 5');
    expect(first.previous).toBeNull();
    expect(first.next).toBe(2);

    const last = paginationModel(5, 5);
    expect(picture(last.links)).toBe('1 2 3 4 [5]');
    expect(last.previous).toBe(4);
    expect(last.next).toBeNull();
  });

  it('disables both ends on a single page', () => {
    expect(paginationModel(1, 1)).toEqual({
      links: [{ kind: 'page', page: 1, current: true }],
      previous: null,
      next: null,
    });
  });

  it('centres a window of five on the current page with two margin pages either side', () => {
    expect(picture(paginationModel(6, 12).links)).toBe('… 4 5 [6] 7 8 …');
  });

  it('slides the window at the ends so five pages still show', () => {
    expect(picture(paginationModel(1, 12).links)).toBe('[1] 2 3 4 5 …');
    expect(picture(paginationModel(2, 12).links)).toBe('1 [2] 3 4 5 …');
    expect(picture(paginationModel(11, 12).links)).toBe('… 8 9 10 [11] 12');
    expect(picture(paginationModel(12, 12).links)).toBe('… 8 9 10 11 [12]');
  });

  it('never shows more than five page links', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationModel(current, total).links.filter((link) => link.kind === 'page');
        expect(pages.length).toBe(Math.min(5, total));
        expect(pages.filter((link) => link.kind === 'page' && link.current)).toHaveLength(1);
      }
    }
  });

  it('rejects a current page outside the list', () => {
    expect(() => paginationModel(0, 3)).toThrow(RangeError);
    expect(() => paginationModel(4, 3)).toThrow(RangeError);
  });
});
