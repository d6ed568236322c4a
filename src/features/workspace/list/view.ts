/** The applications list for a query, read through injected effects (see ../common/read.ts). */
import { atom } from 'nanostores';
import type { ListQuery, SubmissionList } from '../../../lib/organiser-api.ts';
import { readWith, type SessionEffects } from '../common/read.ts';

export interface ListState {
  phase: 'loading' | 'ready' | 'failed';
  rows: SubmissionList['submissions'];
  total: number;
  pageSize: number;
  counts: Partial<NonNullable<SubmissionList['counts']>>;
  /**
   * Whether the viewer reads statuses (the answer carries the counts per status: organisers); null until the first
   * answer. A reviewer's list has no status column, filter or counts.
   */
  readsStatus: boolean | null;
  message: string;
}

export interface ListEffects extends SessionEffects {
  listSubmissions(token: string, query: ListQuery): Promise<SubmissionList>;
}

export function createListView(effects: ListEffects) {
  const $listState = atom<ListState>({
    phase: 'loading',
    rows: [],
    total: 0,
    pageSize: 50,
    counts: {},
    readsStatus: null,
    message: '',
  });
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
      $listState.set({
        phase: 'ready',
        rows,
        total,
        pageSize,
        counts: counts ?? {},
        readsStatus: counts !== undefined,
        message: '',
      });
    } else $listState.set({ ...$listState.get(), phase: 'failed', rows: [], message: outcome.message });
  }

  return { $listState, load };
}
