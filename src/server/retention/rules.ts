import { type SQL, and, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RetentionClass } from '../../shared/privacy/retention-labels.ts';
import type { RetentionSettings } from '../../shared/privacy/retention-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  applicationDraftFiles,
  applicationDrafts,
  auditLog,
  emailOutbox,
  guardianCodes,
  sessions,
  statusSms,
  submissions,
} from '../db/schema.ts';
import { addDays, addMonths, retentionAnchors } from './settings.ts';

/** One table of a class: its rows' time, and which of them are due at the run's `now` (undefined: none yet). */
export interface RetentionTable {
  table: PgTable;
  /** The column the period runs from. */
  time: PgColumn;
  due: SQL | undefined;
  /** When a row of this time becomes due; undefined when no date is set to run from. */
  dueAtOf(time: Date): Date | undefined;
  /** Rows that can ever become due under the current anchors (all of them for the rolling classes). */
  eligible: SQL | undefined;
}

/** Rows a claim of another process holds are left for later: a message being sent now is not pulled from under it. */
const unclaimed = (claimedUntil: PgColumn, now: Date) => or(isNull(claimedUntil), lte(claimedUntil, now));

/**
 * Which rows of each class are due at `now` under `settings`. Applications and drafts run from one date (the event's
 * end, the window's close): every row from before it becomes due together, once the period after it has passed.
 * Logs, audit entries, expired sessions and guardians' codes roll: each row is due its period after its own time.
 */
export async function retentionRules(
  db: DbOrTx,
  settings: RetentionSettings,
  now: Date,
): Promise<Record<RetentionClass, RetentionTable[]>> {
  const { eventEnd, windowClose } = await retentionAnchors(db, settings);
  const fromAnchor = (anchor: Date | null, dueAt: Date | undefined, time: PgColumn): Omit<RetentionTable, 'table'> => ({
    time,
    eligible: anchor ? lte(time, anchor) : sql`false`,
    due: anchor && dueAt && dueAt <= now ? lte(time, anchor) : undefined,
    dueAtOf: () => dueAt,
  });
  const rolling = (time: PgColumn, back: (d: Date) => Date, forward: (d: Date) => Date, extra?: SQL) => ({
    time,
    eligible: undefined,
    due: and(lt(time, back(now)), extra),
    dueAtOf: forward,
  });
  const appsDueAt = eventEnd ? addMonths(eventEnd, settings.applicationsMonths) : undefined;
  const draftsDueAt = windowClose ? addDays(windowClose, settings.draftsDays) : undefined;
  const months = (n: number) => [(d: Date) => addMonths(d, -n), (d: Date) => addMonths(d, n)] as const;
  const days = (n: number) => [(d: Date) => addDays(d, -n), (d: Date) => addDays(d, n)] as const;
  return {
    applications: [{ table: submissions, ...fromAnchor(eventEnd, appsDueAt, submissions.createdAt) }],
    drafts: [
      { table: applicationDrafts, ...fromAnchor(windowClose, draftsDueAt, applicationDrafts.updatedAt) },
      { table: applicationDraftFiles, ...fromAnchor(windowClose, draftsDueAt, applicationDraftFiles.updatedAt) },
    ],
    messages: [
      {
        table: statusSms,
        ...rolling(statusSms.createdAt, ...months(settings.messagesMonths), unclaimed(statusSms.claimedUntil, now)),
      },
      {
        table: emailOutbox,
        ...rolling(emailOutbox.createdAt, ...months(settings.messagesMonths), unclaimed(emailOutbox.claimedUntil, now)),
      },
    ],
    audit: [{ table: auditLog, ...rolling(auditLog.at, ...days(settings.auditDays)) }],
    // A guardian's consent code is a credential like a session: dead once expired or used (its expiry set to the epoch).
    sessions: [
      { table: sessions, ...rolling(sessions.expiresAt, ...days(settings.sessionsDays)) },
      { table: guardianCodes, ...rolling(guardianCodes.expiresAt, ...days(settings.sessionsDays)) },
    ],
  };
}
