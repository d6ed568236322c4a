/**
 * /organiser/final: the stage as the organiser runs it. The page asks for it every two seconds while in view; an
 * action (a pitch opened or closed, a score revealed or hidden, the ranking shown or hidden) answers with the stage as
 * it now stands, which replaces the one shown at once. A failed ask keeps the last stage up with a line saying it is
 * not up to date. Effects (the API with the session) are injected, so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import type { OrganiserFinal } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import type { WriteResult } from '../../../stores/write.ts';

export type StageAction =
  | { kind: 'open' | 'close'; id: string }
  | { kind: 'reveal'; id: string; revealed: boolean }
  | { kind: 'ranking'; revealed: boolean };

export type StageState =
  | { phase: 'loading' }
  /** `stale`: the latest ask failed (its message); the stage shown is the last one read. */
  | { phase: 'ready'; stage: OrganiserFinal; stale: string }
  | { phase: 'failed'; message: string };

export interface StageEffects {
  /** The stage, or the message of a failed read; undefined without a session (the effects end it on a 401). */
  read(): Promise<{ stage: OrganiserFinal } | { error: string } | undefined>;
  /** Sends the action; `apply` is given the stage its answer carries, before the result comes back. */
  act(action: StageAction, apply: (stage: OrganiserFinal) => void): Promise<WriteResult>;
}

export function createStage(effects: StageEffects) {
  const $stage = atom<StageState>({ phase: 'loading' });
  /** Bumped by every ask and every answer applied: an ask that started before an action's answer is dropped. */
  let latest = 0;

  const apply = (stage: OrganiserFinal) => {
    latest++;
    $stage.set({ phase: 'ready', stage, stale: '' });
  };

  async function load(): Promise<void> {
    const ticket = ++latest;
    const answer = await effects.read();
    if (!answer || ticket !== latest) return;
    if ('stage' in answer) return $stage.set({ phase: 'ready', stage: answer.stage, stale: '' });
    const shown = $stage.get();
    $stage.set(
      shown.phase === 'ready'
        ? { ...shown, stale: FINAL_MESSAGES.stageStale(answer.error) }
        : { phase: 'failed', message: FINAL_MESSAGES.stageFailed(answer.error) },
    );
  }

  const act = (action: StageAction): Promise<WriteResult> => effects.act(action, apply);

  return { $stage, load, act };
}
