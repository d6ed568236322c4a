import { type SQL, and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SmsMessage } from '../../shared/sms-message.ts';
import { nextIstMidnight } from '../../shared/india-time.ts';
import type { Db } from '../db/client.ts';
import { logSafe, maskMobile } from '../log-safe.ts';
import { type SmsProvider, SmsOutcomeUnknown } from './provider.ts';
import { giveBackReleaseSlot, giveBackSms, minuteOf, takeReleaseSlot, takeSms } from './sms-budget.ts';

/** What delivery needs of a claimed message, whatever its kind. */
export interface ClaimedSms {
  id: number;
  mobile: string;
  /** Tries so far, the one just claimed included. */
  attempts: number;
}

/** A change to a queued message's row, in delivery's words; each queue writes it to its own columns. */
interface SmsRowChange {
  claimedUntil?: Date | null;
  attempts?: number | SQL;
  /** When the message is next due; null once nothing more is. */
  dueAt?: Date | null;
  lastError?: string;
  sentAt?: Date;
  /** Set only on queues whose unanswered sends are held (`unanswered: 'held'`). */
  outcomeUnknownAt?: Date;
}

/** `change` in the columns of the tables that carry their SMS as sms_* columns (co-founder invites, breach notices). */
export const smsColumnsOf = (change: SmsRowChange) => ({
  smsClaimedUntil: change.claimedUntil,
  smsAttempts: change.attempts,
  smsDueAt: change.dueAt,
  smsLastError: change.lastError,
  smsSentAt: change.sentAt,
});

/** One kind of queued SMS (status messages, co-founder invites): where its rows are and the rules it keeps. */
export interface SmsQueue<Claimed extends ClaimedSms = ClaimedSms> {
  /** Names its messages in the log: 'status' gives "Status SMS to …" and "status SMS wait for the next day". */
  readonly kind: string;
  readonly table: PgTable;
  readonly columns: { id: PgColumn; dueAt: PgColumn; claimedUntil: PgColumn; attempts: PgColumn };
  /** What else keeps a row in the queue, whenever it is due (e.g. not sent yet). */
  readonly waiting: SQL | undefined;
  /** Writes `change` to the rows `where` selects and answers them. */
  change(db: Db, change: SmsRowChange, where: SQL): Promise<Claimed[]>;
  /** The message, made once its SMS of the budget is taken (so an invite's new link is minted only then). */
  message(db: Db, claimed: Claimed, now: Date): Promise<SmsMessage>;
  /**
   * A send left without an answer may have been delivered, so it is never sent again by itself: 'held' keeps it for an
   * organiser's "Send again", 'counted as sent' takes it as delivered (the applicant may ask for it again).
   */
  readonly unanswered: 'held' | 'counted as sent';
  /** Refused tries after which a message is left for a person to ask again; unset: retried until it goes out. */
  readonly maxAttempts?: number;
  /** Whether its messages drain at SMS_RELEASE_PER_MINUTE (decisions, which a release queues by the thousand). */
  readonly rated?: boolean;
}

/** The limits every queued SMS is held to, read at each run (env.ts; tests change them). */
export interface SmsLimits {
  /** SMS per day, India time, every purpose together (SMS_DAILY_BUDGET). */
  smsDailyBudget: number;
  /** Of them, what only sign-in codes may take (SMS_SIGNIN_RESERVE): queued SMS stop short of it. */
  smsSigninReserve: number;
  /** Decision SMS sent per minute, every process together (SMS_RELEASE_PER_MINUTE). */
  smsReleasePerMinute: number;
}

/** How long a sender holds a message before another process may try it. */
const CLAIM_MS = 60_000;
/** Wait before the n-th retry: 1, 2, 4 … minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** A queue's messages as the log names them at the start of a line: 'Status SMS'. */
export const smsName = ({ kind }: Pick<SmsQueue, 'kind'>) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)} SMS`;

/** What one message's delivery came to, as the outbox's job for it reads it. */
export type SmsOutcome =
  /** Not waiting, not due yet, or held by another sender's live claim: nothing was done. */
  | 'not due'
  | 'sent'
  /** The gateway refused it: it is due again after its back-off (and its job is retried then). */
  | 'refused'
  /** Settled for good without a send to count: unanswered (held or counted as sent), or refused too often. */
  | 'settled'
  /** This minute's SMS_RELEASE_PER_MINUTE are taken: it waits, unclaimed, for the next minute. */
  | 'minute spent'
  /** The day's SMS for messages are spent: it waits, unclaimed, for the next day in India. */
  | 'day spent';

/** The rows of `queue` a sender may claim at `now`: waiting, due and not held by a live claim. */
export function dueSms(queue: SmsQueue, now: Date): SQL {
  const { dueAt, claimedUntil } = queue.columns;
  return and(queue.waiting, lte(dueAt, now), or(isNull(claimedUntil), lte(claimedUntil, now)))!;
}

/**
 * Sends the message `id` of `queue` if it is due. It is claimed with one atomic UPDATE (waiting, due and not held by a
 * live claim), so two processes never send it twice. A rated queue's message first takes one of the minute's
 * SMS_RELEASE_PER_MINUTE; once they are taken it waits, unclaimed, for the next minute. It takes one SMS of the day's
 * budget short of the sign-in reserve (sms-budget.ts); once that is spent it waits, unclaimed and with its tries as they
 * were, for the next day in India. A refused send costs nothing back from the budget and is due again after a growing
 * wait (up to the queue's `maxAttempts`); a send without an answer stays counted and is settled by the queue's
 * `unanswered` rule, never sent again by itself.
 */
export async function deliverSms<Claimed extends ClaimedSms>(
  db: Db,
  sms: SmsProvider,
  queue: SmsQueue<Claimed>,
  now: Date,
  limits: SmsLimits,
  messageId: number,
): Promise<SmsOutcome> {
  const budget = { daily: limits.smsDailyBudget, signInReserve: limits.smsSigninReserve };
  const { id, attempts } = queue.columns;
  const settle = (claimed: Claimed, change: SmsRowChange) =>
    queue.change(db, { claimedUntil: null, ...change }, eq(id, claimed.id));
  const [claimed] = await queue.change(
    db,
    { claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${attempts} + 1` },
    and(eq(id, messageId), dueSms(queue, now))!,
  );
  if (!claimed) return 'not due';
  if (queue.rated && !(await takeReleaseSlot(db, now, limits.smsReleasePerMinute))) {
    // Not a failed try either: it waits, unclaimed, for the next minute's.
    await settle(claimed, { attempts: claimed.attempts - 1, dueAt: new Date(minuteOf(now).getTime() + 60_000) });
    return 'minute spent';
  }
  if (!(await takeSms(db, now, budget, 'bulk'))) {
    // Not a failed try: the message keeps its count and waits, unclaimed, for tomorrow's budget.
    if (queue.rated) await giveBackReleaseSlot(db, now);
    await settle(claimed, { attempts: claimed.attempts - 1, dueAt: nextIstMidnight(now) });
    console.warn(
      `[sms] The day's SMS budget for messages (${Math.max(0, budget.daily - budget.signInReserve)} of ${budget.daily}; the rest is kept for sign-in codes) is spent: ${queue.kind} SMS wait for the next day`,
    );
    return 'day spent';
  }
  const message = await queue.message(db, claimed, now);
  try {
    await sms.sendMessage(claimed.mobile, message);
    await settle(claimed, { sentAt: now, dueAt: null, lastError: '' });
    return 'sent';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const unknown = err instanceof SmsOutcomeUnknown;
    // A refused message cost nothing; one that may have been delivered stays counted.
    if (!unknown) await giveBackSms(db, now);
    console.error(
      `[sms] ${smsName(queue)} to ${maskMobile(claimed.mobile)} ${unknown ? 'has an unknown outcome' : 'failed'} (attempt ${claimed.attempts}): ${logSafe(message)}`,
    );
    const lastError = message.slice(0, 500);
    if (unknown) {
      await settle(
        claimed,
        queue.unanswered === 'held' ? { lastError, outcomeUnknownAt: now } : { lastError, sentAt: now, dueAt: null },
      );
      return 'settled';
    }
    const givenUp = queue.maxAttempts !== undefined && claimed.attempts >= queue.maxAttempts;
    await settle(claimed, {
      lastError,
      dueAt: givenUp ? null : new Date(now.getTime() + backoffMs(claimed.attempts)),
    });
    return givenUp ? 'settled' : 'refused';
  }
}

/**
 * Sends the messages of `queue` that are due at `now`, oldest first, at most `limit`, each as `deliverSms` does; stops
 * at the first that must wait for the minute's or the day's SMS. Returns how many went out. The outbox's jobs send one
 * message each; this is one pass over the whole queue, as a retry timer would make it.
 */
export async function deliverDueSms<Claimed extends ClaimedSms>(
  db: Db,
  sms: SmsProvider,
  queue: SmsQueue<Claimed>,
  now: Date,
  limits: SmsLimits,
  limit = 20,
): Promise<number> {
  const { id, dueAt } = queue.columns;
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const [next] = await db.select({ id }).from(queue.table).where(dueSms(queue, now)).orderBy(asc(dueAt)).limit(1);
    if (!next) break;
    const outcome = await deliverSms(db, sms, queue, now, limits, next.id as number);
    if (outcome === 'sent') sent++;
    if (outcome === 'minute spent' || outcome === 'day spent') break;
  }
  return sent;
}
