/**
 * Saving the draft to the account while other tabs or devices may too. Each save names the revision of the account's
 * draft it was made from; when another save came first, the server refuses it with that newer draft (409). The newer
 * draft is then merged field by field: what only the other side changed is taken into this form, what only this tab
 * changed is kept, and a field both changed keeps this tab's answer and is named to the user with the other's, so no
 * tab's answers are dropped unseen. The merge is saved again, made from the newer revision. One save is in flight at a
 * time, each made from the revision the last one answered, so a tab never conflicts with itself.
 */
import type { DraftRevision } from '../../../shared/api-types.ts';

type Answers = Record<string, string>;

/** What the account's draft was when this tab last loaded or saved it. */
export type DraftBase = Pick<DraftRevision, 'answers' | 'revision'>;

/** The outcome of one save: the new revision, the newer draft that refused it, or no answer worth acting on. */
export type DraftSaveOutcome = { saved: number } | { conflict: DraftBase } | { failed: true };

/** A field changed both here and elsewhere: this tab's answer was kept; `theirs` is the other's. */
interface Clash {
  name: string;
  theirs: string;
}

/** Field by field, against the draft both sides started from. */
export function mergeDrafts(base: Answers, mine: Answers, theirs: Answers) {
  const taken: Answers = {};
  const clashes: Clash[] = [];
  for (const name of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    const [b, m, t] = [base[name] ?? '', mine[name] ?? '', theirs[name] ?? ''];
    if (m === t || t === b) continue;
    if (m === b) taken[name] = t;
    else clashes.push({ name, theirs: t });
  }
  return { taken, clashes };
}

export interface DraftSyncEffects {
  /** PUT the answers, made from `baseRevision` (undefined: the account's draft could not be read). */
  send(answers: Answers, baseRevision: number | undefined): Promise<DraftSaveOutcome>;
  /**
   * Another save came first: `taken` are its answers this tab had not touched when it sent `sent`, `clashes` the
   * fields both changed. The form takes them in (where nothing was typed since) and saves its answers again.
   */
  merged(taken: Answers, clashes: Clash[], sent: Answers): void;
}

export function createDraftSync(effects: DraftSyncEffects) {
  let base: DraftBase | undefined;
  let waiting: Answers | undefined;
  let running: Promise<void> | undefined;

  async function run() {
    while (waiting) {
      const answers = waiting;
      waiting = undefined;
      const outcome = await effects.send(answers, base?.revision);
      if ('saved' in outcome) base = { revision: outcome.saved, answers };
      if ('conflict' in outcome) {
        const { taken, clashes } = mergeDrafts(base?.answers ?? {}, answers, outcome.conflict.answers);
        base = outcome.conflict;
        // A save typed meanwhile lacks the other side's answers: the form's next save, with them, replaces it.
        waiting = undefined;
        effects.merged(taken, clashes, answers);
      }
    }
    running = undefined;
  }

  return {
    /** The account's draft as the page loaded it (undefined when it could not be read). */
    start(loaded: DraftBase | undefined) {
      base = loaded;
    },
    /** Saves `answers` once the save under way (if any) has answered. */
    save(answers: Answers) {
      waiting = answers;
      running ??= run();
    },
  };
}
