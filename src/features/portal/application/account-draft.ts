/**
 * The account's copy of the draft, kept in step with the form so another device can continue it: the answers, each
 * save made from the revision this tab last saw and merged when another tab or device saved first (draft-sync.ts), and
 * each accepted file saved or removed with it. Only a new application has a draft: once the page has left that form
 * (submitted, or changing the submitted application), a late answer changes nothing.
 */
import type { WritableAtom } from 'nanostores';
import { allFields } from './form.ts';
import { createDraftSync } from './draft-sync.ts';
import type { AccountDraft, ApplicationEffects } from './flow-context.ts';
import { isNewApplication, type ApplicationState } from './state.ts';

export function createAccountDraft(effects: ApplicationEffects, $application: WritableAtom<ApplicationState>) {
  const sync = createDraftSync({
    send: (answers, baseRevision) => {
      const token = effects.token();
      return token ? effects.draft.saveServer(token, answers, baseRevision) : Promise.resolve({ failed: true });
    },
    merged: (taken, clashes, sent) => {
      const form = $application.get();
      if (!isNewApplication(form)) return;
      const next = { ...form.values };
      // Nothing typed into a field since it was sent: the other side's answer takes its place.
      for (const [name, value] of Object.entries(taken)) if (form.values[name] === sent[name]) next[name] = value;
      const label = (name: string) => allFields(form.sections).find((f) => f.name === name)?.label ?? name;
      // Said only when the other side brought something this tab lacks.
      const told = Object.keys(taken).length > 0 || clashes.length > 0;
      $application.set({
        ...form,
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

  /** An accepted file goes to the account's draft, so another device has it too; removing it removes it there. */
  async function keepFile(fieldName: string, file: File | undefined) {
    const token = effects.token();
    const form = $application.get();
    if (!token || !isNewApplication(form)) return;
    if (!file) {
      if (!form.draftFiles[fieldName]) return;
      const rest = { ...form.draftFiles };
      delete rest[fieldName];
      $application.set({ ...form, draftFiles: rest });
      return effects.draft.removeFile(token, fieldName);
    }
    if (!(await effects.draft.saveFile(token, fieldName, file))) return;
    const now = $application.get();
    if (isNewApplication(now)) $application.set({ ...now, draftFiles: { ...now.draftFiles, [fieldName]: file.name } });
  }

  const accountDraft: AccountDraft = { start: sync.start, save: sync.save, keepFile };
  return accountDraft;
}
