/**
 * /organiser's list as the browser runs it: the query kept in the page's address (query.ts), the list read with the
 * session (view.ts), the pending decisions and tags set from it, applications carried into a later review round, and
 * the organiser's saved views of it.
 */
import { atom } from 'nanostores';
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
import { readWith } from '../common/read.ts';
import { advanceIntoRound, getRounds } from '../../../lib/rounds-api.ts';
import type { Round } from '../../../shared/round-schemas.ts';
import { createBulkAdvanceFlow } from './bulk-advance.ts';

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

/** The applications the decision's choice holds: tagged and carried into a round too. */
function chosenApplications() {
  const { chosen, matching } = listDecisions.$decide.get();
  return matching ? matching : { ids: [...chosen], total: chosen.size };
}

/** Tags added to or removed from the applications the decision's choice holds. */
export const listTags = createBulkTagFlow({
  chosen: chosenApplications,
  changeTags: (body) => sendWrite((token) => changeTags(token, body)),
  reload: query.load,
});

/** The review rounds (organisers only): the round filter's choices and where applications are carried. */
export const $listRounds = atom<Round[]>([]);

/** Reads the rounds once an organiser's list is in; a failed read leaves the choices empty (the list still works). */
export async function loadListRounds(): Promise<void> {
  const outcome = await readWith(browserSession, getRounds);
  if (outcome?.phase === 'ready') $listRounds.set(outcome.value.rounds);
}

/** The applications the decision's choice holds, carried into a later round; the rounds read again for their counts. */
export const listAdvance = createBulkAdvanceFlow({
  chosen: chosenApplications,
  advance: (roundId, ids) => sendWrite((token) => advanceIntoRound(token, roundId, ids)),
  reload: async () => {
    await Promise.all([query.load(), loadListRounds()]);
  },
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
