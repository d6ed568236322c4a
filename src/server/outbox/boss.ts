import { type Clock, PgBoss, type Queue } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { logSafe } from '../log-safe.ts';

/** One queue per channel: every SMS (status messages, co-founder invites) and every e-mail. */
export const SMS_QUEUE = 'sms';
export const EMAIL_QUEUE = 'email';

/**
 * What every outbox job keeps. 'exclusive': at most one job per singleton key waiting, retrying or running, so a
 * message (one decision change, one invite, one e-mail) is never in the queue twice whoever queues it. A refused send
 * is retried after 1–2, 2–4, 4–8 … minutes (at most an hour), never before the row's own back-off (sms/delivery.ts):
 * pg-boss waits `retryDelay × 2^n × (1 + random) / 2` for the n-th retry. A job running longer than any gateway
 * answers belongs to a process that died: it is retried once its row's claim lapsed too.
 */
const QUEUE_OPTIONS: Omit<Queue, 'name'> = {
  policy: 'exclusive',
  retryLimit: 8,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
};

export interface BossOptions {
  /** Expire jobs of dead processes and delete old ones (pg-boss' maintenance); off in tests, which stop it at once. */
  supervise: boolean;
  /** Tests: a TestClock, so retries wait on the same clock as the rest of the API. */
  clock?: Clock;
}

/** Starts pg-boss on the API's database (its tables in the `pgboss` schema, installed on first start) with the queues. */
export async function startBoss(database: Database, { supervise, clock }: BossOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    ...database.boss,
    schema: 'pgboss',
    supervise,
    schedule: false,
    registerInstance: false,
    ...(clock ? { clock } : {}),
  });
  boss.on('error', (err) => console.error(`[outbox] Queue error: ${logSafe(err)}`));
  await boss.start();
  for (const name of [SMS_QUEUE, EMAIL_QUEUE]) {
    await boss.createQueue(name, QUEUE_OPTIONS);
  }
  return boss;
}
