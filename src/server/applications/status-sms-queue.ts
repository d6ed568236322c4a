import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ApplicationStatus, SmsState } from '../../shared/organiser-schemas.ts';
import { TEXTED_DECISIONS } from '../../shared/decision-wordings.ts';
import type { SmsWordingId } from '../../shared/messages/sms-wordings.ts';
import type { SmsMessage } from '../../shared/sms-message.ts';
import type { Db } from '../db/client.ts';
import { statusSms } from '../db/schema.ts';
import type { ClaimedSms, SmsQueue } from '../sms/delivery.ts';

/** Statuses the applicant is texted about; 'Under review' shows on their page only. */
export const TEXTED_STATUSES: ReadonlySet<ApplicationStatus> = new Set(TEXTED_DECISIONS);

/** A status SMS as delivery claims it: its wording and variables are written when the status changes. */
interface ClaimedStatusSms extends ClaimedSms {
  message: SmsMessage;
}

/**
 * Status SMS: one row per texted status change, due from the change on, drained at SMS_RELEASE_PER_MINUTE. A send
 * without an answer is held for an organiser's "Send again" (requeueUnknownStatusSms); a refused one is retried until
 * it goes out.
 */
export const statusSmsQueue: SmsQueue<ClaimedStatusSms> = {
  kind: 'status',
  table: statusSms,
  columns: {
    id: statusSms.statusChangeId,
    dueAt: statusSms.nextAttemptAt,
    claimedUntil: statusSms.claimedUntil,
    attempts: statusSms.attempts,
  },
  waiting: and(isNull(statusSms.sentAt), isNull(statusSms.outcomeUnknownAt)),
  change: (db, change, where) =>
    db
      .update(statusSms)
      .set({
        claimedUntil: change.claimedUntil,
        attempts: change.attempts,
        // The column is required: a sent row keeps its last due time, and `sentAt` takes it out of the queue.
        nextAttemptAt: change.dueAt ?? undefined,
        lastError: change.lastError,
        sentAt: change.sentAt,
        outcomeUnknownAt: change.outcomeUnknownAt,
      })
      .where(where)
      .returning({
        id: statusSms.statusChangeId,
        mobile: statusSms.mobile,
        attempts: statusSms.attempts,
        wording: statusSms.wording,
        vars: statusSms.vars,
        text: statusSms.text,
      })
      .then((rows) =>
        rows.map(({ wording, vars, text, ...claimed }) => ({
          ...claimed,
          message: { wording: wording as SmsWordingId, vars, text },
        })),
      ),
  message: async (_db, claimed) => claimed.message,
  unanswered: 'held',
  rated: true,
};

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

/** Status SMS not yet delivered, newest first, as organisers read them. */
export async function pendingStatusSms(db: Db) {
  const rows = await db.select().from(statusSms).where(isNull(statusSms.sentAt)).orderBy(desc(statusSms.createdAt));
  return rows.map((r) => ({
    changeId: r.statusChangeId,
    mobile: r.mobile,
    text: r.text,
    state: smsState(r),
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
  }));
}

/** Where one change's SMS stands, as organisers read it; 'none' when the status is not texted. */
export function smsState(row: typeof statusSms.$inferSelect | null): SmsState {
  if (!row) return 'none';
  if (row.sentAt) return 'sent';
  if (row.outcomeUnknownAt) return 'unknown';
  return row.attempts > 0 && row.lastError ? 'failing' : 'pending';
}
