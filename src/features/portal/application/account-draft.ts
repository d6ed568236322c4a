/**
 * The account's copy of the draft, kept in step with the form so another device can continue it: the answers, each
 * save made from the revision this tab last saw and merged when another tab or device saved first (draft-sync.ts), and
 * each accepted file saved or removed with it. Part of the application flow (./store.ts), which hands in its state and
 * effects.
 */
import { allFields } from './form.ts';
import { createDraftSync } from './draft-sync.ts';
import type { ApplicationEffects, ApplicationState } from './store.ts';

interface Context {
  effects: ApplicationEffects;
  get(): ApplicationState;
  patch(change: Partial<ApplicationState>): void;
}

export function createAccountDraft({ effects, get, patch }: Context) {
  const sync = createDraftSync({
    send: (answers, baseRevision) => {
      const token = effects.token();
      return token ? effects.draft.saveServer(token, answers, baseRevision) : Promise.resolve({ failed: true });
    },
    merged: (taken, clashes, sent) => {
      const { values, sections } = get();
      const next = { ...values };
      // Nothing typed into a field since it was sent: the other side's answer takes its place.
      for (const [name, value] of Object.entries(taken)) if (values[name] === sent[name]) next[name] = value;
      const label = (name: string) => allFields(sections).find((f) => f.name === name)?.label ?? name;
      // Said only when the other side brought something this tab lacks.
      const told = Object.keys(taken).length > 0 || clashes.length > 0;
      patch({
        values: next,
        ...(told && {
          draftMerged: {
            taken: Object.keys(taken).map(label),
            clashes: clashes.map((c) => ({ label: label(c.name), theirs: c.theirs })),
          },
        }),
      });
      effects.draft.schedule(next, sync.save);
    },
  });

  /**
   * An accepted file goes to the account's draft, so another device has it too; removing it removes it there.
   * Not while changing a submitted application, which is no draft.
   */
  async function keepFile(fieldName: string, file: File | undefined) {
    const token = effects.token();
    const { amending, draftFiles } = get();
    if (!token || amending) return;
    if (!file) {
      if (!draftFiles[fieldName]) return;
      const rest = { ...draftFiles };
      delete rest[fieldName];
      patch({ draftFiles: rest });
      return effects.draft.removeFile(token, fieldName);
    }
    if (await effects.draft.saveFile(token, fieldName, file)) {
      patch({ draftFiles: { ...get().draftFiles, [fieldName]: file.name } });
    }
  }

  return { start: sync.start, save: sync.save, keepFile };
}
