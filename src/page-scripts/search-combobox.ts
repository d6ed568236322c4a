import { SEARCH_MESSAGES } from '../shared/messages/visitors.ts';
import { showToast } from '../lib/toast.ts';
import type { SearchFilter } from '../lib/search/filters.ts';

/** What the search boxes use of Pagefind's browser API (/pagefind/pagefind.js, written by the build). */
interface PagefindHit {
  url: string;
  meta: { title?: string };
  excerpt: string;
  filters: Record<string, string[]>;
}
interface Pagefind {
  options(options: { excerptLength: number; noWorker: boolean }): Promise<void>;
  init(): Promise<void>;
  search(term: string, options: SearchOptions): Promise<{ results: { data(): Promise<PagefindHit> }[] }>;
}
type SearchOptions = { filters?: Partial<Record<SearchFilter, string>> };

const BUNDLE = '/pagefind/pagefind.js';
/** Results listed at once; only these fragments are downloaded. */
const SHOWN = 6;

let pagefind: Promise<Pagefind> | undefined;

/** Loads the index's script once, on the first focus of a search box (nothing is downloaded before). */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ BUNDLE).then(async (module: Pagefind) => {
    // Pagefind's worker would download a second copy of its search code (12 KB gz) to keep a few
    // milliseconds of work off the main thread; an index of this size does not need it.
    await module.options({ excerptLength: 16, noWorker: true });
    await module.init();
    return module;
  });
  return pagefind;
}

async function find(term: string, filters: SearchOptions['filters']): Promise<PagefindHit[]> {
  if (!term) return [];
  // Only plain data: Pagefind hands the options to its worker.
  const { results } = await (await loadPagefind()).search(term, { filters });
  return Promise.all(results.slice(0, SHOWN).map((result) => result.data()));
}

/**
 * Makes a search form's input a combobox (WAI-ARIA 1.2 pattern with a listbox popup), once: results list
 * as the visitor types, arrow keys move through them, Enter opens the highlighted or first one, Escape
 * closes the list, resetting the form clears it. A query with no result resets the form, as the spec's
 * search did, and shows the form's `data-no-result-toast`, if any. `data-search-type` limits the results
 * to one type (the blog search: blog posts).
 */
export function attachSearch(form: HTMLFormElement): void {
  if (form.dataset.searchReady !== undefined) return;
  form.dataset.searchReady = '';
  const { searchType, noResultToast } = form.dataset;
  const options: SearchOptions = searchType ? { filters: { type: searchType } } : {};
  void loadPagefind().catch(() => undefined);
  const input = form.querySelector<HTMLInputElement>('[role="combobox"]')!;
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  let hits: PagefindHit[] = [];
  let active = -1;
  let latest: Promise<PagefindHit[]> = Promise.resolve([]);

  const setActive = (index: number) => {
    active = index;
    listbox
      .querySelectorAll('[role="option"]')
      .forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    if (index < 0) input.removeAttribute('aria-activedescendant');
    else input.setAttribute('aria-activedescendant', `${listbox.id}-${index}`);
  };

  const render = (found: PagefindHit[], term: string) => {
    hits = found;
    listbox.replaceChildren(
      ...found.map((hit, index) => {
        const option = document.createElement('li');
        option.id = `${listbox.id}-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        const title = document.createElement('span');
        title.className = 'search-option__title';
        title.textContent = hit.meta.title ?? hit.url;
        const kind = document.createElement('span');
        kind.className = 'search-option__kind';
        kind.textContent = hit.filters.type?.[0] ?? '';
        const excerpt = document.createElement('span');
        excerpt.className = 'search-option__excerpt';
        // Pagefind's excerpt is escaped page text with <mark> around the matched words.
        excerpt.innerHTML = hit.excerpt;
        option.append(title, kind, excerpt);
        option.addEventListener('click', () => location.assign(hit.url));
        return option;
      }),
    );
    active = -1;
    input.removeAttribute('aria-activedescendant');
    input.setAttribute('aria-expanded', String(found.length > 0));
    listbox.hidden = found.length === 0;
    status.textContent = term
      ? found.length
        ? SEARCH_MESSAGES.resultCount(found.length)
        : SEARCH_MESSAGES.noResult
      : '';
  };

  const clear = () => render([], '');

  input.addEventListener('input', () => {
    const term = input.value.trim();
    const search = find(term, options.filters).catch(() => []);
    latest = search;
    void search.then((found) => {
      if (latest === search) render(found, term);
    });
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      // Positions run -1 (the input itself) to the last result, and wrap around.
      const next = active + (event.key === 'ArrowDown' ? 1 : -1);
      setActive(next >= hits.length ? -1 : next < -1 ? hits.length - 1 : next);
    } else if (event.key === 'Escape' && hits.length > 0) {
      event.preventDefault();
      clear();
    }
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const found = await latest;
    const hit = found[active] ?? found[0];
    if (hit && input.value.trim()) {
      location.assign(hit.url);
      return;
    }
    form.reset();
    if (noResultToast) void showToast(noResultToast);
  });
  form.addEventListener('reset', clear);
  // Typed while this module was loading: list its results now.
  if (input.value.trim()) input.dispatchEvent(new Event('input'));
}
