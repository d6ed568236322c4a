import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
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

/** What one e-mail's delivery came to: as sms/delivery.ts's outcomes, without budgets. */
export type EmailOutcome = 'not due' | 'sent' | 'refused' | 'settled';

/** The e-mails a sender may claim at `now`: due and not held by a live claim. */
export function dueEmail(now: Date) {
  const e = emailOutbox;
  return and(lte(e.dueAt, now), or(isNull(e.claimedUntil), lte(e.claimedUntil, now)))!;
}

/**
 * Sends the e-mail `id` if it is due, claimed with one atomic UPDATE (due and not held by a live claim), so two
 * processes never send it twice. A refused send is due again after a growing wait (up to MAX_ATTEMPTS); one left
 * without an answer once handed over is taken as sent and never repeated.
 */
export async function deliverEmail(db: Db, provider: EmailProvider, now: Date, id: number): Promise<EmailOutcome> {
  const e = emailOutbox;
  const [claimed] = await db
    .update(e)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${e.attempts} + 1` })
    .where(and(eq(e.id, id), dueEmail(now)))
    .returning();
  if (!claimed) return 'not due';
  const settle = (change: Partial<typeof e.$inferInsert>) =>
    db
      .update(e)
      .set({ claimedUntil: null, ...change })
      .where(eq(e.id, claimed.id));
  try {
    await provider.send({ to: claimed.to, subject: claimed.subject, text: claimed.text });
    await settle({ sentAt: now, dueAt: null, lastError: '' });
    return 'sent';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const unknown = err instanceof EmailOutcomeUnknown;
    console.error(
      `[email] ${logSafe(claimed.key)} ${unknown ? 'has an unknown outcome' : 'failed'} (attempt ${claimed.attempts}): ${logSafe(message)}`,
    );
    const lastError = message.slice(0, 500);
    if (unknown) {
      await settle({ lastError, outcomeUnknownAt: now, dueAt: null });
      return 'settled';
    }
    const givenUp = claimed.attempts >= MAX_ATTEMPTS;
    await settle({ lastError, dueAt: givenUp ? null : new Date(now.getTime() + backoffMs(claimed.attempts)) });
    return givenUp ? 'settled' : 'refused';
  }
}
