import { asc, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { deliverEmail, dueEmail } from '../email/outbox.ts';
import type { EmailProvider } from '../email/provider.ts';
import { logSafe } from '../log-safe.ts';
import { EMAIL_QUEUE } from './boss.ts';

/** An e-mail job: the email_outbox row it sends. */
interface EmailJob {
  id: number;
}

/** Queues a job for each e-mail due at `now`, at most `limit`, as sms-jobs.ts does for SMS. Returns how many were new. */
export async function queueDueEmail(db: Db, boss: PgBoss, now: Date, limit: number): Promise<number> {
  const e = emailOutbox;
  const rows = await db
    .select({ id: e.id })
    .from(e)
    .where(dueEmail(now))
    .orderBy(sql`${e.attempts} > 0`, asc(e.dueAt), asc(e.id))
    .limit(limit);
  let queued = 0;
  for (const { id } of rows) {
    if (await boss.send(EMAIL_QUEUE, { id } satisfies EmailJob, { singletonKey: `email:${id}` })) queued++;
  }
  return queued;
}

/** Runs the e-mail jobs that are ready, one at a time: a refused send fails its job (retried after a back-off). */
export async function runEmailJobs(
  db: Db,
  boss: PgBoss,
  provider: EmailProvider,
  now: Date,
  batchSize: number,
): Promise<void> {
  for (;;) {
    const jobs = await boss.fetch<EmailJob>(EMAIL_QUEUE, { batchSize });
    if (jobs.length === 0) return;
    // Jobs queued in one statement's time come in no set order: send the e-mails in the order they were made.
    jobs.sort((a, b) => a.data.id - b.data.id);
    for (const job of jobs) {
      const outcome = await deliverEmail(db, provider, now, job.data.id).catch((err: unknown) => {
        console.error(`[email] E-mail job failed: ${logSafe(err)}`);
        return 'refused' as const;
      });
      if (outcome === 'refused') await boss.fail(EMAIL_QUEUE, job, { outcome });
      else await boss.complete(EMAIL_QUEUE, job, { outcome });
    }
  }
}
