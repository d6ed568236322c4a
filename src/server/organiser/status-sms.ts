import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ApplicationStatus, SmsState } from '../../shared/organiser-schemas.ts';
import { TEXTED_DECISIONS } from '../../shared/sms-templates.ts';
import type { Db } from '../db/client.ts';
import { statusSms } from '../db/schema.ts';
import { type SmsProvider, SmsOutcomeUnknown } from '../sms/provider.ts';
import { logSafe, maskMobile } from '../log-safe.ts';
import { nextIstMidnight } from '../../shared/india-time.ts';
import { giveBackSms, takeSms } from '../sms/sms-budget.ts';

/** Statuses the applicant is texted about; 'Under review' shows on their page only. */
export const TEXTED_STATUSES: ReadonlySet<ApplicationStatus> = new Set(TEXTED_DECISIONS);

/** How long a sender may hold a row before another process may try it. */
const CLAIM_MS = 60_000;
/** Wait before the n-th retry: 1, 2, 4 … minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/**
 * Sends every status SMS that is due. Each row is claimed with one atomic UPDATE (unsent, due and not
 * held by a live claim), so two processes never send the same change; a failure records the error
 * and schedules a retry; a send without an answer is marked outcome unknown and left for an organiser.
 * Each message takes one SMS of the day's budget (`dailyBudget`); once it is spent the rest wait for
 * the next day in India. Returns how many went out.
 */
export async function deliverDueStatusSms(
  db: Db,
  sms: SmsProvider,
  now: Date,
  dailyBudget: number,
  limit = 20,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const due = and(
      isNull(statusSms.sentAt),
      isNull(statusSms.outcomeUnknownAt),
      lte(statusSms.nextAttemptAt, now),
      or(isNull(statusSms.claimedUntil), lte(statusSms.claimedUntil, now)),
    );
    const [next] = await db
      .select({ id: statusSms.statusChangeId })
      .from(statusSms)
      .where(due)
      .orderBy(asc(statusSms.nextAttemptAt))
      .limit(1);
    if (!next) break;
    const [claimed] = await db
      .update(statusSms)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${statusSms.attempts} + 1` })
      .where(and(eq(statusSms.statusChangeId, next.id), due))
      .returning();
    // Another process claimed it between the two statements; look for the next one.
    if (!claimed) continue;
    if (!(await takeSms(db, now, dailyBudget))) {
      // Not a failed try: the message keeps its count and waits, unclaimed, for tomorrow's budget.
      await db
        .update(statusSms)
        .set({ claimedUntil: null, attempts: claimed.attempts - 1, nextAttemptAt: nextIstMidnight(now) })
        .where(eq(statusSms.statusChangeId, claimed.statusChangeId));
      console.warn(`[sms] The day's SMS budget (${dailyBudget}) is spent: status SMS wait for the next day`);
      break;
    }
    try {
      await sms.sendStatus(claimed.mobile, claimed.text);
      await db
        .update(statusSms)
        .set({ sentAt: now, claimedUntil: null, lastError: '' })
        .where(eq(statusSms.statusChangeId, claimed.statusChangeId));
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const unknown = err instanceof SmsOutcomeUnknown;
      // A refused message cost nothing; one that may have been delivered stays counted.
      if (!unknown) await giveBackSms(db, now);
      console.error(
        `[sms] Status SMS to ${maskMobile(claimed.mobile)} ${unknown ? 'has an unknown outcome' : 'failed'} (attempt ${claimed.attempts}): ${logSafe(message)}`,
      );
      await db
        .update(statusSms)
        .set({
          claimedUntil: null,
          lastError: message.slice(0, 500),
          // It may have been delivered: only an organiser's "Send again" puts it back in the queue.
          ...(unknown
            ? { outcomeUnknownAt: now }
            : { nextAttemptAt: new Date(now.getTime() + backoffMs(claimed.attempts)) }),
        })
        .where(eq(statusSms.statusChangeId, claimed.statusChangeId));
    }
  }
  return sent;
}

/**
 * Puts a status SMS whose outcome is unknown back in the queue, due now (an organiser's "Send again").
 * One atomic UPDATE, so two clicks queue it once. Returns false when no such message is waiting.
 */
export async function requeueUnknownStatusSms(db: Db, statusChangeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(statusSms)
    .set({ outcomeUnknownAt: null, lastError: '', nextAttemptAt: now })
    .where(
      and(
        eq(statusSms.statusChangeId, statusChangeId),
        isNull(statusSms.sentAt),
        isNotNull(statusSms.outcomeUnknownAt),
      ),
    )
    .returning({ id: statusSms.statusChangeId });
  return rows.length > 0;
}

/** Where one change's SMS stands, as organisers read it; 'none' when the status is not texted. */
export function smsState(row: typeof statusSms.$inferSelect | null): SmsState {
  if (!row) return 'none';
  if (row.sentAt) return 'sent';
  if (row.outcomeUnknownAt) return 'unknown';
  return row.attempts > 0 && row.lastError ? 'failing' : 'pending';
}
