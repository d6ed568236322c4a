import { type BackgroundWorker, backgroundWorker } from '../background/worker.ts';
import type { Db } from '../db/client.ts';
import { deliverDueEmail } from '../email/outbox.ts';
import type { EmailProvider } from '../email/provider.ts';
import { logSafe } from '../log-safe.ts';
import { type SmsLimits, type SmsQueue, deliverDueSms, smsName } from './delivery.ts';
import type { SmsProvider } from './provider.ts';

/**
 * The process's sender of queued messages, every channel (SMS: status messages, co-founder invites; e-mail). Requests
 * only wake it: the send runs in the background, so an organiser's status change or an applicant's invite answers at
 * once even while a gateway hangs until its timeout.
 */
export type SmsOutbox = BackgroundWorker;

/** Messages of one queue one round sends at most before it looks again. */
const RUN_SIZE = 20;

/**
 * Each round sends what is due in every SMS queue, one after the other, then the e-mails, so a queue whose delivery
 * fails does not hold the others up. `now` and `limits` are read at each round.
 */
export function smsOutbox(
  db: Db,
  channels: { sms: SmsProvider; email: EmailProvider },
  queues: readonly SmsQueue[],
  now: () => Date,
  limits: () => SmsLimits,
): SmsOutbox {
  return backgroundWorker('[sms] Message delivery run', async () => {
    let full = false;
    const rounds = [
      ...queues.map((queue) => ({
        name: `[sms] ${smsName(queue)}`,
        run: () => deliverDueSms(db, channels.sms, queue, now(), limits(), RUN_SIZE),
      })),
      { name: '[email] E-mail', run: () => deliverDueEmail(db, channels.email, now(), RUN_SIZE) },
    ];
    for (const round of rounds) {
      const sent = await round.run().catch((err) => {
        console.error(`${round.name} delivery run failed: ${logSafe(err)}`);
        return 0;
      });
      // A full round may have left more due (a release queues one per application): go on until a round is short.
      if (sent === RUN_SIZE) full = true;
    }
    return full;
  });
}
