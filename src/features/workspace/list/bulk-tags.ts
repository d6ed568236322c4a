/**
 * Tagging many applications from the list: the same choice as the bulk decision (rows ticked, or every application
 * matching the filter), a tag's name, whether it is private, then "Add" or "Remove". The rules live here; the list
 * renders them. Effects (what is chosen, the API, reloading the list) are injected, so it is tested without a browser.
 */
import { atom } from 'nanostores';
import { TAG_MESSAGES } from '../../../shared/messages/tags.ts';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace.ts';
import { MAX_DECISION_IDS } from '../../../shared/organiser-labels.ts';
import type { BulkTagsRequest } from '../../../shared/tag-schemas.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

export interface BulkTagEffects {
  /** The applications chosen now: their ids, and how many there are (past one request's limit, no ids). */
  chosen(): { ids: string[]; total: number };
  changeTags(body: BulkTagsRequest): Promise<WriteResult>;
  /** After a change: the list again, so its rows show the tags. */
  reload(): Promise<void>;
}

export interface BulkTagState {
  name: string;
  private: boolean;
}

export function createBulkTagFlow(effects: BulkTagEffects) {
  const $tag = atom<BulkTagState>({ name: '', private: false });
  const write = createWrite(async (change: 'add' | 'remove') => {
    const { ids, total } = effects.chosen();
    const { name, private: own } = $tag.get();
    if (total > MAX_DECISION_IDS)
      return { ok: false, message: WORKSPACE_MESSAGES.tooManyMatching(total, MAX_DECISION_IDS) };
    if (ids.length === 0) return { ok: false, message: WORKSPACE_MESSAGES.chooseRows };
    if (!name.trim()) return { ok: false, message: TAG_MESSAGES.nothingToChange };
    const result = await effects.changeTags(
      change === 'add' ? { ids, add: [{ name, private: own }], remove: [] } : { ids, add: [], remove: [name] },
    );
    if (result.ok) await effects.reload();
    return result;
  });
  return {
    $tag,
    $write: write.$write,
    setName: (name: string) => $tag.set({ ...$tag.get(), name }),
    setPrivate: (value: boolean) => $tag.set({ ...$tag.get(), private: value }),
    add: () => write.run('add'),
    remove: () => write.run('remove'),
  };
}

export type BulkTagFlow = ReturnType<typeof createBulkTagFlow>;
