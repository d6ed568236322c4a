import { logSafe } from '../log-safe.ts';

/**
 * The process's sender of status SMS and co-founder invite SMS. Requests only wake it: the send runs in the
 * background, so an organiser's status change or an applicant's invite answers at once even while the gateway hangs
 * until its timeout.
 */
export interface StatusSmsOutbox {
  /** Starts a delivery run now, or one more right after the run in progress (which may predate the new row). */
  wake(): void;
  /** Resolves once no run is in progress or due (tests; shutdown, so no send is cut off halfway). */
  idle(): Promise<void>;
}

/** Messages one delivery run sends at most before it looks again. */
const RUN_SIZE = 20;

/** Sends the messages of one kind that are due, at most `limit`; answers how many went out. */
export type DeliverDueSms = (now: Date, dailyBudget: number, limit: number) => Promise<number>;

/** The outbox of status and invite SMS; the delivery of each is given, so the gateway knows nothing of either. */
export function statusSmsOutbox(
  deliverStatus: DeliverDueSms,
  deliverInvites: DeliverDueSms,
  now: () => Date,
  dailyBudget: () => number,
): StatusSmsOutbox {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    do {
      again = false;
      const sent = await deliverStatus(now(), dailyBudget(), RUN_SIZE).catch((err) => {
        console.error(`[sms] Status SMS delivery run failed: ${logSafe(err)}`);
        return 0;
      });
      const invites = await deliverInvites(now(), dailyBudget(), RUN_SIZE).catch((err) => {
        console.error(`[sms] Invite SMS delivery run failed: ${logSafe(err)}`);
        return 0;
      });
      // A full run may have left more due (a release queues one per application): go on until a run is short.
      if (sent === RUN_SIZE || invites === RUN_SIZE) again = true;
    } while (again);
    running = undefined;
  };
  return {
    wake() {
      if (running) again = true;
      else running = run();
    },
    async idle() {
      while (running) await running;
    },
  };
}

/**
 * Wakes the outbox every minute, for retries and for messages another process's death left (the deck text reader
 * too); returns a stop function.
 */
export function wakeEvery(outbox: Pick<StatusSmsOutbox, 'wake'>, everyMs = 60_000): () => void {
  const timer = setInterval(() => outbox.wake(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
