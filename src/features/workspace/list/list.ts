/**
 * /organiser's list as the browser runs it: the query kept in the page's address (query.ts), the list read with the
 * session (view.ts), the pending decisions and tags set from it, and the organiser's saved views of it.
 */
import { listSubmissions } from '../../../lib/organiser-api.ts';
import { createDecideFlow } from '../decisions/decide.ts';
import { browserDecideEffects } from '../decisions/decide-effects.ts';
import { createListQuery } from './query.ts';
import { createListView } from './view.ts';
import { browserSession } from '../common/read-effects.ts';
import { $token, $user } from '../../../stores/auth.ts';
import { changeTags, deleteView, getSavedViews, saveView } from '../../../lib/tags-api.ts';
import { createBulkTagFlow } from './bulk-tags.ts';
import { type ViewQuery, createSavedViews } from './saved-views.ts';
import { sendWrite } from '../common/send.ts';

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

/** Tags added to or removed from the applications the decision's choice holds. */
export const listTags = createBulkTagFlow({
  chosen() {
    const { chosen, matching } = listDecisions.$decide.get();
    return matching ? matching : { ids: [...chosen], total: chosen.size };
  },
  changeTags: (body) => sendWrite((token) => changeTags(token, body)),
  reload: query.load,
});

/** The organiser's saved views, opened into the list's query. */
export const listViews = createSavedViews({
  list: async () => (await getSavedViews($token.get() ?? '')).views,
  save: (body) => sendWrite((token) => saveView(token, body)),
  remove: (id) => sendWrite((token) => deleteView(token, id)),
  current: () => {
    const { q, status, stage, tag, sort, order } = query.$listQuery.get();
    return { q, status, stage, tag, sort, order } as ViewQuery;
  },
  open: (view) => query.update(view),
});
