import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { RetentionClass } from '../../shared/privacy/retention-labels.ts';
import { appendAudit } from '../audit/audit.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { submissionFiles, submissions, users } from '../db/schema.ts';
import { lockPendingForWithdrawal } from '../db/lock-order.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { readRetention } from './settings.ts';
import { type RetentionTable, retentionRules } from './rules.ts';

/** Rows of each class one run erases at most, so a run is short whatever a year left behind. */
export const RETENTION_BATCH = 200;

/** What one run erased: rows per class, and the stored files (decks, draft files) deleted with them. */
export type RetentionCounts = Record<RetentionClass, number> & { files: number };

/**
 * Deletes at most `limit` due rows of one table, oldest first, answering them. By ctid, so one statement serves every
 * table whatever its key; rows another run holds are skipped (SKIP LOCKED), never waited for.
 */
async function eraseRows(tx: DbOrTx, { table, time, due }: RetentionTable, limit: number) {
  if (!due || limit <= 0) return [];
  const res = (await tx.execute(sql`
    delete from ${table} where ctid = any(array(
      select ctid from ${table} where ${due} order by ${time} limit ${limit} for update skip locked
    )) returning *`)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

/**
 * Deletes due applications outright (their versions, files, reviews, history and SMS go with them by cascade), and
 * answers the deck keys to remove from the store. Withdrawal's lock order (db/lock-order.ts): the pending
 * decisions table first, then the application rows. An owner left without a live application may apply again.
 */
async function eraseApplications(
  tx: DbOrTx,
  rule: RetentionTable,
  limit: number,
): Promise<{ n: number; keys: string[] }> {
  if (!rule.due) return { n: 0, keys: [] };
  await lockPendingForWithdrawal(tx);
  const due = await tx
    .select({ id: submissions.id, userId: submissions.userId })
    .from(submissions)
    .where(rule.due)
    .orderBy(asc(submissions.createdAt), asc(submissions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (!due.length) return { n: 0, keys: [] };
  const ids = due.map((d) => d.id);
  const files = await tx
    .delete(submissionFiles)
    .where(inArray(submissionFiles.submissionId, ids))
    .returning({ key: submissionFiles.storageKey });
  await tx.delete(submissions).where(inArray(submissions.id, ids));
  const live = tx
    .select({ one: sql`1` })
    .from(submissions)
    .where(and(eq(submissions.userId, users.id), ne(submissions.status, 'WITHDRAWN')));
  await tx
    .update(users)
    .set({ isApplicationSubmitted: false })
    .where(and(inArray(users.id, [...new Set(due.map((d) => d.userId))]), notExists(live)));
  return { n: due.length, keys: files.map((f) => f.key) };
}

/**
 * One retention run: erases what is due of every class, at most RETENTION_BATCH rows each, and appends one audit entry
 * (actor 'system') with the counts, in one transaction; then deletes the erased files from the store (a file whose
 * removal fails is left to the orphan sweep). Runs under an advisory lock: of processes running at once one erases,
 * the others find it taken and answer null. Answers the counts, with `more` when a class filled its batch.
 */
export async function runRetention(
  db: Db,
  store: UploadStore,
  now: Date,
  batch = RETENTION_BATCH,
): Promise<(RetentionCounts & { more: boolean }) | null> {
  const outcome = await db.transaction(async (tx) => {
    const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('retention')) as ok`)) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!res.rows[0]?.ok) return null;
    const rules = await retentionRules(tx, await readRetention(tx), now);
    const applications = await eraseApplications(tx, rules.applications[0]!, batch);
    const keys = [...applications.keys];
    const counts: RetentionCounts = {
      applications: applications.n,
      drafts: 0,
      messages: 0,
      audit: 0,
      sessions: 0,
      files: 0,
    };
    let more = applications.n === batch;
    for (const name of ['drafts', 'messages', 'audit', 'sessions'] as const) {
      // The class's batch is shared by its tables: drafts and their files, SMS and e-mail, sessions and codes.
      for (const rule of rules[name]) {
        const rows = await eraseRows(tx, rule, batch - counts[name]);
        counts[name] += rows.length;
        for (const row of rows) if (typeof row.storage_key === 'string') keys.push(row.storage_key);
      }
      if (counts[name] === batch) more = true;
    }
    counts.files = keys.length;
    if (Object.values(counts).some((n) => n > 0)) {
      await appendAudit(tx, { actor: 'system', action: 'retention.ran', details: { ...counts }, at: now });
    }
    return { counts, keys, more };
  });
  if (!outcome) return null;
  await Promise.allSettled(outcome.keys.map((key) => store.remove(key)));
  return { ...outcome.counts, more: outcome.more };
}
