/** The applications list for a query, read through injected effects (see ../common/read.ts). */
import { atom } from 'nanostores';
import type { ListQuery, SubmissionList } from '../../../lib/organiser-api.ts';
import { readWith, type SessionEffects } from '../common/read.ts';

export interface ListState {
  phase: 'loading' | 'ready' | 'failed';
  rows: SubmissionList['submissions'];
  total: number;
  pageSize: number;
  counts: Partial<SubmissionList['counts']>;
  message: string;
}

export interface ListEffects extends SessionEffects {
  listSubmissions(token: string, query: ListQuery): Promise<SubmissionList>;
}

export function createListView(effects: ListEffects) {
  const $listState = atom<ListState>({ phase: 'loading', rows: [], total: 0, pageSize: 50, counts: {}, message: '' });
  let latest = 0;

  /** Fetches the list for `query`; an older answer arriving after a newer query's is dropped. */
  async function load(query: ListQuery): Promise<void> {
    if (!effects.token()) return;
    const ticket = ++latest;
    $listState.set({ ...$listState.get(), phase: 'loading' });
    const outcome = await readWith(effects, (token) => effects.listSubmissions(token, query));
    if (!outcome || ticket !== latest) return;
    if (outcome.phase === 'ready') {
      const list = outcome.value;
      const { submissions: rows, total, pageSize, counts } = list;
      $listState.set({ phase: 'ready', rows, total, pageSize, counts, message: '' });
    } else $listState.set({ ...$listState.get(), phase: 'failed', rows: [], message: outcome.message });
  }

  return { $listState, load };
}
