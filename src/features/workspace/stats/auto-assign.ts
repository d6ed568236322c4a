/**
 * /organiser/stats: automatic assignment of reviewers, to every application or only those carrying a tag, a write
 * (stores/write.ts) that also answers the applications it could not give enough reviewers, and reloads the figures so
 * each reviewer's progress shows the new load. Effects (the API with the session, the figures) are injected, so the flow is tested without a browser.
 */
import type { AutoAssignRequest, AutoAssignResult } from '../../../shared/organiser-schemas.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

export type AutoAssignOutcome = WriteResult & { unassignable: AutoAssignResult['unassignable'] };

export interface AutoAssignEffects {
  assign(body: AutoAssignRequest): Promise<AutoAssignOutcome>;
  /** After an assignment that worked: the figures again. */
  reloadStats(): Promise<void>;
}

export function createAutoAssign(effects: AutoAssignEffects) {
  const write = createWrite(
    async (reviewsPerApplication: number, maxPerReviewer: number, tag?: string): Promise<AutoAssignOutcome> => {
      // No tag, or an empty field: every application, as the API takes a body without `tag`.
      const only = tag?.trim();
      const outcome = await effects.assign({ reviewsPerApplication, maxPerReviewer, ...(only ? { tag: only } : {}) });
      if (outcome.ok) await effects.reloadStats();
      return outcome;
    },
    (message) => ({ ok: false, message, unassignable: [] }),
  );
  return { $write: write.$write, assign: write.run };
}
