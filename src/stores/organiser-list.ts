import { atom, map } from 'nanostores';
import type { ListQuery, SubmissionList } from '../lib/organiser-api.ts';
import { listSubmissions } from '../lib/organiser-api.ts';
import { $token } from './auth.ts';
import { endSession, isUnauthorized } from './user-details.ts';

export interface ListState {
  phase: 'loading' | 'ready' | 'failed';
  rows: SubmissionList['submissions'];
  message: string;
}

/** The list's filters, search and sort, as the organiser set them. */
export const $listQuery = map<ListQuery>({ sort: 'date', order: 'desc' });
export const $listState = atom<ListState>({ phase: 'loading', rows: [], message: '' });

let latest = 0;
let searchTimer: ReturnType<typeof setTimeout> | undefined;

/** Fetches the list for the current query; an older answer arriving late is dropped. */
export async function loadList(): Promise<void> {
  const token = $token.get();
  if (!token) return;
  const ticket = ++latest;
  $listState.set({ ...$listState.get(), phase: 'loading' });
  try {
    const { submissions } = await listSubmissions(token, $listQuery.get());
    if (ticket === latest) $listState.set({ phase: 'ready', rows: submissions, message: '' });
  } catch (error) {
    if (isUnauthorized(error)) return endSession(error.data.message);
    if (ticket === latest)
      $listState.set({ phase: 'failed', rows: [], message: error instanceof Error ? error.message : String(error) });
  }
}

/** Changes filters or sort and reloads at once; the search box waits for a pause in typing. */
export function updateQuery(patch: Partial<ListQuery>): void {
  $listQuery.set({ ...$listQuery.get(), ...patch });
  clearTimeout(searchTimer);
  if ('q' in patch) searchTimer = setTimeout(() => void loadList(), 250);
  else void loadList();
}
