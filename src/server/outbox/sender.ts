import type { PgBoss } from 'pg-boss';
import { type BackgroundWorker, backgroundWorker } from '../background/worker.ts';
import type { Db } from '../db/client.ts';
import type { EmailProvider } from '../email/provider.ts';
import { logSafe } from '../log-safe.ts';
import { queueDueEmail, runEmailJobs } from './email-jobs.ts';
import { queueDueSms, runSmsJobs } from './sms-jobs.ts';
import { type SmsLimits, type SmsQueue, smsName } from '../sms/delivery.ts';
import type { SmsProvider } from '../sms/provider.ts';

/**
 * The process's sender of queued messages, every channel (SMS: status messages, co-founder invites; e-mail), on pg-boss
 * queues (outbox/boss.ts). Requests only wake it: the send runs in the background, so an organiser's status change or
 * an applicant's invite answers at once even while a gateway hangs until its timeout.
 */
export interface SmsOutbox extends BackgroundWorker {
  /** Lets the run in progress finish (a send handed to a gateway is recorded), then stops the queue. */
  stop(): Promise<void>;
}

/** Messages of one kind a run queues at most, and jobs it fetches at a time. */
const RUN_SIZE = 20;

export interface OutboxOptions {
  db: Db;
  boss: PgBoss;
  channels: { sms: SmsProvider; email: EmailProvider };
  queues: readonly SmsQueue[];
  now: () => Date;
  /** Read at each run (env.ts; tests change them). */
  limits: () => SmsLimits;
  /** Tests: brings the queue's clock to `now` before each run, so retries wait on the API's clock. */
  syncClock?: (now: Date) => Promise<void>;
}

/**
 * Each run queues a job for every message that is due (the messages' own rows, written with the change they tell of,
 * stay the record of what was sent), then runs the ready jobs of each channel, so a channel whose delivery fails does
 * not hold the other up. A run that queued a full page of a kind that may go on runs again.
 */
export function smsOutbox(options: OutboxOptions): SmsOutbox {
  const { db, boss, channels, queues } = options;
  const attempt = async <T>(name: string, step: () => Promise<T>, fallback: T): Promise<T> =>
    step().catch((err) => {
      console.error(`${name} delivery run failed: ${logSafe(err)}`);
      return fallback;
    });
  const worker = backgroundWorker('[outbox] Message delivery run', async () => {
    const now = options.now();
    await options.syncClock?.(now);
    const limits = options.limits();
    const full = new Set<string>();
    for (const queue of queues) {
      const queued = await attempt(`[sms] ${smsName(queue)}`, () => queueDueSms(db, boss, queue, now, RUN_SIZE), 0);
      if (queued === RUN_SIZE) full.add(queue.kind);
    }
    const emailsQueued = await attempt('[email] E-mail', () => queueDueEmail(db, boss, now, RUN_SIZE), 0);
    const waiting = await attempt(
      '[sms] SMS',
      () => runSmsJobs(db, boss, channels.sms, queues, now, limits, RUN_SIZE),
      new Set(queues.map((q) => q.kind)),
    );
    await attempt('[email] E-mail', () => runEmailJobs(db, boss, channels.email, now, RUN_SIZE), undefined);
    // A release queues one message per application: go on while a kind filled its page and may still send.
    return [...full].some((kind) => !waiting.has(kind)) || emailsQueued === RUN_SIZE;
  });
  return {
    ...worker,
    async stop() {
      await worker.idle();
      await boss.stop({ graceful: false });
    },
  };
}
