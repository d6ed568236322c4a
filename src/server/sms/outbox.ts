import { type BackgroundWorker, backgroundWorker } from '../background/worker.ts';
import type { Db } from '../db/client.ts';
import { logSafe } from '../log-safe.ts';
import { type SmsQueue, deliverDueSms, smsName } from './delivery.ts';
import type { SmsProvider } from './provider.ts';

/**
 * The process's sender of queued SMS (status messages, co-founder invites). Requests only wake it: the send runs in
 * the background, so an organiser's status change or an applicant's invite answers at once even while the gateway
 * hangs until its timeout.
 */
export type SmsOutbox = BackgroundWorker;

/** Messages of one queue one round sends at most before it looks again. */
const RUN_SIZE = 20;

/**
 * Each round sends what is due in every queue, one queue after the other, so a queue whose delivery fails does not
 * hold the others up. `now` and `dailyBudget` are read at each round.
 */
export function smsOutbox(
  db: Db,
  sms: SmsProvider,
  queues: readonly SmsQueue[],
  now: () => Date,
  dailyBudget: () => number,
): SmsOutbox {
  return backgroundWorker('[sms] SMS delivery run', async () => {
    let full = false;
    for (const queue of queues) {
      const sent = await deliverDueSms(db, sms, queue, now(), dailyBudget(), RUN_SIZE).catch((err) => {
        console.error(`[sms] ${smsName(queue)} delivery run failed: ${logSafe(err)}`);
        return 0;
      });
      // A full round may have left more due (a release queues one per application): go on until a round is short.
      if (sent === RUN_SIZE) full = true;
    }
    return full;
  });
}
