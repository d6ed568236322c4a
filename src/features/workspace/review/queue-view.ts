/** The review queue's progress and next application, read through injected effects (see ../common/read.ts). */
import { atom } from 'nanostores';
import type { QueueNext } from '../../../shared/organiser-schemas.ts';
import { readWith, type SessionEffects } from '../common/read.ts';

export type QueueState =
  { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; queue: QueueNext };

export interface QueueEffects extends SessionEffects {
  getQueueNext(token: string): Promise<QueueNext>;
  /** Opens an application (the detail store's load). */
  open(id: string): Promise<void>;
}

export function createQueueView(effects: QueueEffects) {
  const $queue = atom<QueueState>({ phase: 'loading' });

  /**
   * Asks for the next application and opens it. The open application stays on screen until the next one has
   * arrived, so the form is never taken down under the reviewer's keyboard.
   */
  async function next(): Promise<void> {
    const outcome = await readWith(effects, async (token) => {
      const queue = await effects.getQueueNext(token);
      if (queue.submissionId) await effects.open(queue.submissionId);
      return queue;
    });
    if (!outcome) return;
    $queue.set(
      outcome.phase === 'ready'
        ? { phase: 'ready', queue: outcome.value }
        : { phase: 'failed', message: outcome.message },
    );
  }

  return { $queue, next };
}
