/**
 * The tags of one application on its page (organisers): the shared ones and the organiser's own private ones, a tag
 * added or one removed, each change saved at once as the whole list (PUT /api/organiser/submissions/:id/tags), the
 * list then as the server answers it. A name the server would refuse is refused here first with the server's words
 * (src/shared/messages/tags.ts), so nothing is sent. The save is injected, so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import { TAG_LIMITS, TAG_MESSAGES } from '../../../shared/messages/tags.ts';
import type { Tag } from '../../../shared/tag-schemas.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

/** A save's outcome: with the tags the organiser now reads when it worked. */
export type TagSaveOutcome = WriteResult & { tags?: Tag[] };

export interface TagEditorEffects {
  saveTags(tags: Tag[]): Promise<TagSaveOutcome>;
}

/** The tag being typed, and whether it is to be the organiser's own. */
export interface TagDraft {
  name: string;
  private: boolean;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why `name` cannot join `tags`, or '' when it can. */
function refusalOf(tags: Tag[], name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > TAG_LIMITS.nameLength) return TAG_MESSAGES.name;
  if (tags.some((t) => sameName(t.name, trimmed))) return TAG_MESSAGES.duplicate(trimmed);
  if (tags.length >= TAG_LIMITS.perApplication) return TAG_MESSAGES.tooMany;
  return '';
}

/** One change to the tags: a tag added, or one removed by name. */
type TagChange = { add: TagDraft } | { remove: string };

export function createTagEditor(effects: TagEditorEffects, initial: Tag[]) {
  const $tags = atom<Tag[]>(initial);
  const $draft = atom<TagDraft>({ name: '', private: false });
  const write = createWrite(async (change: TagChange): Promise<TagSaveOutcome> => {
    const tags = $tags.get();
    let next: Tag[];
    if ('add' in change) {
      const refusal = refusalOf(tags, change.add.name);
      if (refusal) return { ok: false, message: refusal };
      next = [...tags, { name: change.add.name.trim(), private: change.add.private }];
    } else {
      next = tags.filter((t) => !sameName(t.name, change.remove));
    }
    const outcome = await effects.saveTags(next);
    if (outcome.ok) $tags.set(outcome.tags ?? next);
    return outcome;
  });

  return {
    $tags,
    $draft,
    $write: write.$write,
    setName: (name: string) => $draft.set({ ...$draft.get(), name }),
    setPrivate: (value: boolean) => $draft.set({ ...$draft.get(), private: value }),
    /** Adds the draft and saves; the draft's name is emptied once saved, kept to correct when refused. */
    async add(): Promise<TagSaveOutcome | undefined> {
      const outcome = await write.run({ add: $draft.get() });
      if (outcome?.ok) $draft.set({ ...$draft.get(), name: '' });
      return outcome;
    },
    /** Removes the tag named `name` (as the organiser reads it) and saves the rest. */
    remove: (name: string) => write.run({ remove: name }),
  };
}
