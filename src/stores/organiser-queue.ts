import { atom } from 'nanostores';
import { ApiRequestError } from '../lib/api-client.ts';
import { getQueueNext } from '../lib/organiser-api.ts';
import type { QueueNext } from '../shared/organiser-schemas.ts';
import { $token } from './auth.ts';
import { loadApplication } from './organiser-application.ts';
import { endSession, isUnauthorized } from './user-details.ts';

export type QueueState =
  { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; queue: QueueNext };

/** The review queue: the caller's progress and the application open in it (see $application). */
export const $queue = atom<QueueState>({ phase: 'loading' });

/**
 * Asks for the next application and opens it. The open application stays on screen until the next one has
 * arrived, so the form is never taken down under the reviewer's keyboard.
 */
export async function nextInQueue(): Promise<void> {
  const token = $token.get();
  if (!token) return;
  try {
    const queue = await getQueueNext(token);
    if (queue.submissionId) await loadApplication(queue.submissionId);
    $queue.set({ phase: 'ready', queue });
  } catch (error) {
    if (isUnauthorized(error)) return endSession(error.data.message);
    const message = error instanceof ApiRequestError || error instanceof Error ? error.message : String(error);
    $queue.set({ phase: 'failed', message });
  }
}
