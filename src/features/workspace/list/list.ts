/**
 * /organiser's list as the browser runs it: the query kept in the page's address (query.ts),
 * the list read with the session (view.ts), and the pending decisions set from it.
 */
import { listSubmissions } from '../../../lib/organiser-api.ts';
import { createDecideFlow } from '../decisions/decide.ts';
import { browserDecideEffects } from '../decisions/decide-effects.ts';
import { createListQuery } from './query.ts';
import { createListView } from './view.ts';
import { browserSession } from '../common/read-effects.ts';
import { $user } from '../../../stores/auth.ts';

const list = createListView({ ...browserSession, listSubmissions });
export const $listState = list.$listState;

const query = createListQuery({
  readAddress: () => location.search,
  writeAddress(search) {
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  },
  load: list.load,
  filtersByStatus: () => $user.get()?.role === 'ORGANISER',
  // "Every application matching the filter" meant the filter as it was.
  filterChanged: () => listDecisions.chooseRows(),
  later(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
});
export const $listQuery = query.$listQuery;
export const startList = query.start;
export const updateQuery = query.update;

/** Pending decisions set from the list; once set, the list loads again to show them on their rows. */
export const listDecisions = createDecideFlow(browserDecideEffects(query.load));
