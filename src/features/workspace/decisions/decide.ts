/**
 * Setting one pending decision on many applications at once: the rows chosen (across pages), or every
 * application matching the list's filter (resolved to ids by the server, so the organiser sees the count before
 * applying, and the decision lands on exactly the applications counted). The state and every rule live here;
 * the list renders it. Effects (the API, reloading the list) are injected, so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import type { MatchingIds } from '../../../shared/decision-schemas.ts';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace.ts';
import { type DecisionStatus, MAX_DECISION_IDS } from '../../../shared/organiser-labels.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

/** The list's filters the "every matching application" choice was made for. */
export interface MatchingFilter {
  q?: string;
  status?: string;
  stage?: string;
  tag?: string;
  round?: number;
}

export interface DecideEffects {
  /** Ids of every application matching `filter` (none past the limit of one request, but always the count). */
  matching(filter: MatchingFilter): Promise<MatchingIds>;
  setDecisions(body: { ids: string[]; status: DecisionStatus; note: string }): Promise<WriteResult>;
  /** After a decision is set: the list again, so its rows show the pending decisions. */
  reload(): Promise<void>;
}

export interface DecideState {
  /** Rows ticked, by id; kept across pages and filters until a decision is set. */
  chosen: ReadonlySet<string>;
  /** "Every application matching the filter": its count and ids once the server answered; null when rows rule. */
  matching: { total: number; ids: string[]; loading: boolean } | null;
  status: DecisionStatus;
  note: string;
}

const INITIAL: DecideState = { chosen: new Set(), matching: null, status: 'SHORTLISTED', note: '' };

export function createDecideFlow(effects: DecideEffects) {
  const $decide = atom<DecideState>(INITIAL);
  const patch = (next: Partial<DecideState>) => $decide.set({ ...$decide.get(), ...next });
  let matchingAsked = 0;

  /** The ids a decision would be set on now. */
  const targets = (): string[] => {
    const { chosen, matching } = $decide.get();
    return matching ? matching.ids : [...chosen];
  };

  const write = createWrite(async () => {
    const ids = targets();
    const { status, note, matching } = $decide.get();
    if (matching && matching.total > MAX_DECISION_IDS)
      return { ok: false, message: WORKSPACE_MESSAGES.tooManyMatching(matching.total, MAX_DECISION_IDS) };
    if (ids.length === 0) return { ok: false, message: WORKSPACE_MESSAGES.chooseRows };
    const result = await effects.setDecisions({ ids, status, note });
    if (result.ok) {
      patch({ chosen: new Set(), matching: null, note: '' });
      await effects.reload();
    }
    return result;
  });

  /** Ticks or unticks one row; choosing rows leaves the "every matching" choice. */
  function toggle(id: string) {
    const chosen = new Set($decide.get().chosen);
    if (!chosen.delete(id)) chosen.add(id);
    patch({ chosen, matching: null });
  }

  /** "Choose every application on this page": ticks them all, or unticks them all when all were ticked. */
  function togglePage(ids: readonly string[]) {
    const chosen = new Set($decide.get().chosen);
    const all = ids.length > 0 && ids.every((id) => chosen.has(id));
    for (const id of ids) {
      if (all) chosen.delete(id);
      else chosen.add(id);
    }
    patch({ chosen, matching: null });
  }

  /** Every application matching `filter`: the server counts and lists them; a later answer replaces an earlier. */
  async function chooseMatching(filter: MatchingFilter) {
    const asked = ++matchingAsked;
    patch({ matching: { total: 0, ids: [], loading: true } });
    write.clear();
    try {
      const found = await effects.matching(filter);
      if (asked === matchingAsked) patch({ matching: { ...found, loading: false } });
    } catch (error) {
      if (asked !== matchingAsked) return;
      patch({ matching: null });
      write.$write.set({
        busy: false,
        result: { ok: false, message: error instanceof Error ? error.message : WORKSPACE_MESSAGES.unreachable },
      });
    }
  }

  /** Back from "every matching" to the rows ticked; also when the filter changes under a matching choice. */
  function chooseRows() {
    matchingAsked++;
    if ($decide.get().matching) patch({ matching: null });
  }

  return {
    $decide,
    $write: write.$write,
    toggle,
    togglePage,
    chooseMatching,
    chooseRows,
    setStatus: (status: DecisionStatus) => patch({ status }),
    setNote: (note: string) => patch({ note }),
    /** How many applications a decision would reach now. */
    count: () => $decide.get().matching?.total ?? $decide.get().chosen.size,
    apply: () => write.run(),
  };
}

export type DecideFlow = ReturnType<typeof createDecideFlow>;
