import { map } from 'nanostores';
import { type ListQuery, listSubmissions } from '../lib/organiser-api.ts';
import { createDecideFlow } from './organiser-decide.ts';
import { browserDecideEffects } from './organiser-decide-effects.ts';
import { createListView } from './organiser-list-view.ts';
import { browserSession } from './organiser-read-effects.ts';

/** The query keys kept in the page's address, so a view (filters, sort, page) can be shared or reloaded. */
const URL_KEYS = ['q', 'status', 'stage', 'sort', 'order', 'page'] as const;
const DEFAULTS: ListQuery = { sort: 'date', order: 'desc', page: 1 };

/** The list's filters, search, sort and page, as the address says and the organiser changes them. */
export const $listQuery = map<ListQuery>({ ...DEFAULTS });
const list = createListView({ ...browserSession, listSubmissions });
export const $listState = list.$listState;
let searchTimer: ReturnType<typeof setTimeout> | undefined;

/** The query the address holds (unknown values are left for the server to refuse with a message). */
function queryFromAddress(): ListQuery {
  const params = new URLSearchParams(location.search);
  const query: Record<string, unknown> = { ...DEFAULTS };
  for (const key of URL_KEYS) {
    const value = params.get(key);
    if (value) query[key] = key === 'page' ? Number(value) : value;
  }
  return query as ListQuery;
}

/** Writes the query into the address without a new history entry; defaults are left out to keep links short. */
function writeAddress(query: ListQuery): void {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '' && value !== DEFAULTS[key]) params.set(key, String(value));
  }
  const search = params.toString() ? `?${params}` : '';
  if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}`);
}

/** Fetches the list for the query as it now is. */
const loadList = () => list.load($listQuery.get());

/** Pending decisions set from the list; once set, the list loads again to show them on their rows. */
export const listDecisions = createDecideFlow(browserDecideEffects(loadList));

/** First load: the query from the address. */
export function startList(): Promise<void> {
  $listQuery.set(queryFromAddress());
  return loadList();
}

/**
 * Changes filters, sort or page and reloads at once; the search box waits for a pause in typing. Any change but the
 * page's goes back to page 1: page 7 of other filters means nothing.
 */
export function updateQuery(patch: Partial<ListQuery>): void {
  const next = { ...$listQuery.get(), ...('page' in patch ? {} : { page: 1 }), ...patch };
  $listQuery.set(next);
  writeAddress(next);
  // "Every application matching the filter" meant the filter as it was.
  if ('q' in patch || 'status' in patch || 'stage' in patch) listDecisions.chooseRows();
  clearTimeout(searchTimer);
  if ('q' in patch) searchTimer = setTimeout(() => void loadList(), 250);
  else void loadList();
}
