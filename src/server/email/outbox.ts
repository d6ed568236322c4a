import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { logSafe } from '../log-safe.ts';
import { type Email, EmailOutcomeUnknown, type EmailProvider } from './provider.ts';

/** How long a sender holds a message before another process may try it. */
const CLAIM_MS = 60_000;
/** Refused tries after which a message is given up (the page holds the same news). */
const MAX_ATTEMPTS = 8;
/** Wait before the n-th retry: 1, 2, 4 … minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/**
 * Queues `email` under `key`, what it is about: a second queue of the same key is ignored, so one decision change or
 * one invite link is e-mailed at most once, whoever queues it. Run it in the transaction of what it tells of.
 */
export async function queueEmail(tx: DbOrTx, key: string, email: Email, now: Date): Promise<void> {
  await tx
    .insert(emailOutbox)
    .values({ key, ...email, dueAt: now, createdAt: now })
    .onConflictDoNothing({ target: emailOutbox.key });
}

/**
 * Sends the e-mails that are due, at most `limit`, each claimed with one atomic UPDATE (due and not held by a live
 * claim), so two processes never send one twice. A refused send is retried with a growing wait (up to MAX_ATTEMPTS);
 * one left without an answer once handed over is taken as sent and never repeated. Returns how many went out.
 */
export async function deliverDueEmail(db: Db, provider: EmailProvider, now: Date, limit = 20): Promise<number> {
  const e = emailOutbox;
  const due = and(lte(e.dueAt, now), or(isNull(e.claimedUntil), lte(e.claimedUntil, now)))!;
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const [next] = await db.select({ id: e.id }).from(e).where(due).orderBy(asc(e.dueAt)).limit(1);
    if (!next) break;
    const [claimed] = await db
      .update(e)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${e.attempts} + 1` })
      .where(and(eq(e.id, next.id), due))
      .returning();
    if (!claimed) continue;
    const settle = (change: Partial<typeof e.$inferInsert>) =>
      db
        .update(e)
        .set({ claimedUntil: null, ...change })
        .where(eq(e.id, claimed.id));
    try {
      await provider.send({ to: claimed.to, subject: claimed.subject, text: claimed.text });
      await settle({ sentAt: now, dueAt: null, lastError: '' });
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const unknown = err instanceof EmailOutcomeUnknown;
      console.error(
        `[email] ${logSafe(claimed.key)} ${unknown ? 'has an unknown outcome' : 'failed'} (attempt ${claimed.attempts}): ${logSafe(message)}`,
      );
      const lastError = message.slice(0, 500);
      if (unknown) await settle({ lastError, outcomeUnknownAt: now, dueAt: null });
      else {
        const givenUp = claimed.attempts >= MAX_ATTEMPTS;
        await settle({ lastError, dueAt: givenUp ? null : new Date(now.getTime() + backoffMs(claimed.attempts)) });
      }
    }
  }
  return sent;
}
