/** The review queue in the browser: see organiser-queue-view.ts. */
import { getQueueNext } from '../lib/organiser-api.ts';
import { loadApplication } from './organiser-application.ts';
import { createQueueView } from './organiser-queue-view.ts';
import { browserSession } from './organiser-read-effects.ts';

const queue = createQueueView({ ...browserSession, getQueueNext, open: loadApplication });
/** The review queue: the caller's progress and the application open in it (see $application). */
export const $queue = queue.$queue;
export const nextInQueue = queue.next;
