/** The review queue in the browser: see queue-view.ts. */
import { getQueueNext } from '../../../lib/organiser-api.ts';
import { loadApplication } from './application.ts';
import { createQueueView } from './queue-view.ts';
import { browserSession } from '../common/read-effects.ts';

const queue = createQueueView({ ...browserSession, getQueueNext, open: loadApplication });
/** The review queue: the caller's progress and the application open in it (see $application). */
export const $queue = queue.$queue;
export const nextInQueue = queue.next;
