/**
 * /organiser: the list's query (filters, search, sort, page) as the address holds it and the organiser changes it.
 * The address is read once at start and kept in step without new history entries, so a view can be shared or
 * reloaded; the search box waits for a pause in typing; any change but the page's goes back to page 1. Effects (the
 * address, the timer, the list's load) are injected, so the rules are tested without a browser.
 */
import { map } from 'nanostores';
import type { ListQuery } from '../../../lib/organiser-api.ts';

/** The query keys kept in the page's address. */
const URL_KEYS = ['q', 'status', 'stage', 'tag', 'round', 'sort', 'order', 'page'] as const;
const DEFAULTS: ListQuery = { sort: 'date', order: 'desc', page: 1 };
/** How long the search (and the tag filter, typed too) waits after the last keystroke before it asks the server. */
export const SEARCH_PAUSE_MS = 250;

export interface ListQueryEffects {
  /** The address's query string, e.g. '?status=SUBMITTED&page=2'. */
  readAddress(): string;
  /** Puts `search` ('' or '?…') in the address in place of the current one, without a new history entry. */
  writeAddress(search: string): void;
  /** Fetches the list for `query`. */
  load(query: ListQuery): Promise<void>;
  /**
   * Whether the signed-in staff member may filter by status, tag and round (organisers). A reviewer reads none of them,
   * and the server refuses them those filters, so one in an address they were given (an organiser's shared view) is
   * left out.
   */
  filtersByStatus(): boolean;
  /** The filter changed: a bulk choice of every application matching the old one no longer holds. */
  filterChanged(): void;
  /** Runs `run` after `ms`; answers a function that cancels it. */
  later(run: () => void, ms: number): () => void;
}

/** The query an address holds (unknown values are left for the server to refuse with a message). */
function queryFrom(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = { ...DEFAULTS };
  for (const key of URL_KEYS) {
    const value = params.get(key);
    if (value) query[key] = key === 'page' || key === 'round' ? Number(value) : value;
  }
  return query as ListQuery;
}

/** The address of a query; defaults are left out to keep links short. */
function addressOf(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '' && value !== DEFAULTS[key]) params.set(key, String(value));
  }
  return params.toString() ? `?${params}` : '';
}

export function createListQuery(effects: ListQueryEffects) {
  const $listQuery = map<ListQuery>({ ...DEFAULTS });
  let cancelSearch: (() => void) | undefined;

  /** Fetches the list for the query as it now is. */
  const load = () => effects.load($listQuery.get());

  /** First load: the query from the address (without a filter the viewer may not use, also in the address). */
  function start(): Promise<void> {
    const asked = queryFrom(effects.readAddress());
    const { status, tag, round, ...unfiltered } = asked;
    const query = (status || tag || round) && !effects.filtersByStatus() ? unfiltered : asked;
    $listQuery.set(query);
    if (query !== asked) effects.writeAddress(addressOf(query));
    return load();
  }

  /** Changes filters, sort or page and loads the list again: at once, or after a pause in the search box. */
  function update(patch: Partial<ListQuery>): void {
    const next = { ...$listQuery.get(), ...('page' in patch ? {} : { page: 1 }), ...patch };
    $listQuery.set(next);
    effects.writeAddress(addressOf(next));
    if ('q' in patch || 'status' in patch || 'stage' in patch || 'tag' in patch || 'round' in patch)
      effects.filterChanged();
    cancelSearch?.();
    cancelSearch = undefined;
    if ('q' in patch || 'tag' in patch) cancelSearch = effects.later(() => void load(), SEARCH_PAUSE_MS);
    else void load();
  }

  return { $listQuery, start, update, load };
}
