/**
 * Carrying applications from the list into a later review round: the same choice as the bulk decision (rows ticked,
 * or every application matching the filter), a round, then "Carry into the round". The rules live here; the list
 * renders them. Effects (what is chosen, the API, reloading the list) are injected, so it is tested without a browser.
 */
import { atom } from 'nanostores';
import { ROUND_MESSAGES } from '../../../shared/messages/rounds.ts';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace.ts';
import { MAX_DECISION_IDS } from '../../../shared/organiser-labels.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

export interface BulkAdvanceEffects {
  /** The applications chosen now: their ids, and how many there are (past one request's limit, no ids). */
  chosen(): { ids: string[]; total: number };
  advance(roundId: number, ids: string[]): Promise<WriteResult>;
  /** After applications were carried: the list again (filtered by that round, it now holds them). */
  reload(): Promise<void>;
}

export function createBulkAdvanceFlow(effects: BulkAdvanceEffects) {
  /** The round chosen to carry the applications into (null until one is). */
  const $target = atom<number | null>(null);
  const write = createWrite(async () => {
    const { ids, total } = effects.chosen();
    const target = $target.get();
    if (total > MAX_DECISION_IDS) return { ok: false, message: ROUND_MESSAGES.tooManyToCarry(total, MAX_DECISION_IDS) };
    if (ids.length === 0) return { ok: false, message: WORKSPACE_MESSAGES.chooseRows };
    if (target === null) return { ok: false, message: ROUND_MESSAGES.chooseRound };
    const result = await effects.advance(target, ids);
    if (result.ok) await effects.reload();
    return result;
  });
  return {
    $target,
    $write: write.$write,
    choose: (roundId: number | null) => $target.set(roundId),
    carry: () => write.run(),
  };
}

export type BulkAdvanceFlow = ReturnType<typeof createBulkAdvanceFlow>;
