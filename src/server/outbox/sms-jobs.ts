import { asc, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { logSafe } from '../log-safe.ts';
import { type SmsLimits, type SmsQueue, deliverSms, dueSms, smsName } from '../sms/delivery.ts';
import type { SmsProvider } from '../sms/provider.ts';
import { SMS_QUEUE } from './boss.ts';

/** An SMS job: which message of which kind ('status': a decision change, 'invite': a co-founder invite). */
interface SmsJob {
  kind: string;
  id: number;
}

/** The job's singleton key: one job per message, so one decision change is never in the queue twice. */
const smsJobKey = ({ kind, id }: SmsJob) => `${kind}:${id}`;

/** Queues a job for one message; null when it already has one waiting, retrying or running. */
export const queueSmsJob = (boss: PgBoss, job: SmsJob) => boss.send(SMS_QUEUE, job, { singletonKey: smsJobKey(job) });

/**
 * Queues a job for each message of `queue` due at `now`, at most `limit`, messages never tried first (so messages whose
 * retry job is still waiting do not hide them). Every process does it on each run, and after a request wakes it: the
 * rows written in a request's transaction are the record, the job only carries the send. Returns how many were new.
 */
export async function queueDueSms(db: Db, boss: PgBoss, queue: SmsQueue, now: Date, limit: number): Promise<number> {
  const { id, dueAt, attempts } = queue.columns;
  const rows = await db
    .select({ id })
    .from(queue.table)
    .where(dueSms(queue, now))
    .orderBy(sql`${attempts} > 0`, asc(dueAt), asc(id))
    .limit(limit);
  let queued = 0;
  for (const row of rows) {
    if (await queueSmsJob(boss, { kind: queue.kind, id: row.id as number })) queued++;
  }
  return queued;
}

/**
 * Runs the SMS jobs that are ready, one at a time (one send in flight per process, whatever the provider). Each sends
 * its message if it is still due (sms/delivery.ts). A refused send fails the job, which pg-boss retries after its
 * back-off; anything else completes it: sent, settled (an unanswered send is never retried blindly), or waiting for
 * the next minute or day, after which the kind's other jobs of this run are completed unsent (their messages stay due
 * and are queued again once it may go on). Returns the kinds that must wait.
 */
export async function runSmsJobs(
  db: Db,
  boss: PgBoss,
  sms: SmsProvider,
  queues: readonly SmsQueue[],
  now: Date,
  limits: SmsLimits,
  batchSize: number,
): Promise<Set<string>> {
  const byKind = new Map(queues.map((q) => [q.kind, q]));
  const waiting = new Set<string>();
  for (;;) {
    const jobs = await boss.fetch<SmsJob>(SMS_QUEUE, { batchSize });
    if (jobs.length === 0) return waiting;
    // Jobs queued in one statement's time come in no set order: send each kind's messages in the order they were made.
    jobs.sort((a, b) => a.data.kind.localeCompare(b.data.kind) || a.data.id - b.data.id);
    for (const job of jobs) {
      const queue = byKind.get(job.data.kind);
      if (!queue || waiting.has(queue.kind)) {
        await boss.complete(SMS_QUEUE, job);
        continue;
      }
      const outcome = await deliverSms(db, sms, queue, now, limits, job.data.id).catch((err: unknown) => {
        console.error(`[sms] ${smsName(queue)} job failed: ${logSafe(err)}`);
        return 'refused' as const;
      });
      if (outcome === 'minute spent') waiting.add(queue.kind);
      if (outcome === 'day spent') for (const kind of byKind.keys()) waiting.add(kind);
      if (outcome === 'refused') await boss.fail(SMS_QUEUE, job, { outcome });
      else await boss.complete(SMS_QUEUE, job, { outcome });
    }
  }
}
