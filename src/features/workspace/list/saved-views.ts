/**
 * The organiser's saved views beside the list's filters: read once, saved under a name from the filter as it is, opened
 * (the filter set again) and deleted. Effects are injected, so the rules are tested without a browser.
 */
import { atom } from 'nanostores';
import type { SavedView } from '../../../shared/saved-view-schemas.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

export type ViewQuery = SavedView['query'];

export interface SavedViewEffects {
  /** The organiser's views; throws when they cannot be read. */
  list(): Promise<SavedView[]>;
  save(body: { name: string; query: ViewQuery }): Promise<WriteResult>;
  remove(id: number): Promise<WriteResult>;
  /** The list's filter as it is now. */
  current(): ViewQuery;
  /** Sets the list's filter to a view's (every filter the view leaves out cleared). */
  open(query: ViewQuery): void;
}

/** The list's filters a view sets; one it leaves out is cleared when it opens. */
const FILTERS = ['q', 'status', 'stage', 'tag'] as const;

export function createSavedViews(effects: SavedViewEffects) {
  const $views = atom<{ views: SavedView[]; name: string }>({ views: [], name: '' });
  const refresh = async () => $views.set({ ...$views.get(), views: await effects.list() });
  const write = createWrite(async (act: () => Promise<WriteResult>) => {
    const result = await act();
    if (result.ok) await refresh();
    return result;
  });

  /** The filter as it is, without empty values and the page: what a view keeps. */
  function filterNow(): ViewQuery {
    return Object.fromEntries(
      Object.entries(effects.current()).filter(([, v]) => v !== undefined && v !== ''),
    ) as ViewQuery;
  }

  return {
    $views,
    $write: write.$write,
    start: () => refresh().catch(() => undefined),
    setName: (name: string) => $views.set({ ...$views.get(), name }),
    save: () =>
      write.run(async () => {
        const result = await effects.save({ name: $views.get().name, query: filterNow() });
        if (result.ok) $views.set({ ...$views.get(), name: '' });
        return result;
      }),
    remove: (id: number) => write.run(() => effects.remove(id)),
    open(view: SavedView) {
      const cleared = Object.fromEntries(FILTERS.map((key) => [key, undefined]));
      effects.open({ ...cleared, ...view.query } as ViewQuery);
    },
  };
}

export type SavedViewsFlow = ReturnType<typeof createSavedViews>;
