import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { pendingDecisions } from './schema.ts';

/*
 * The one order in which every transaction takes the locks that decisions, finalist places and withdrawals share, so
 * no two of them ever wait for each other in a circle (Postgres would abort one with a deadlock, 40P01, and its
 * request would fail):
 *
 *   1. the pending_decisions table (this file);
 *   2. the finalist places advisory lock (`lockPlaces`, src/server/places/places.ts);
 *   3. submission rows (FOR UPDATE);
 *   4. place_confirmations rows.
 *
 * A step may skip any of them, never take an earlier one after a later one. Releases, setting decisions, withdrawals
 * (by the applicant, as a duplicate, on erasure), status changes and the deadline sweep all follow it.
 */

/**
 * Setting or releasing pending decisions: SHARE ROW EXCLUSIVE conflicts with itself and with every write to the table,
 * so a release counts exactly the decisions it releases and nothing is set or withdrawn in between.
 */
export async function lockPendingForDecisions(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`lock table ${pendingDecisions} in share row exclusive mode`);
}

/**
 * Withdrawing an application deletes its pending decision. The table lock that delete needs (ROW EXCLUSIVE) is taken
 * first, before the submission's row: a withdrawal then waits for a running release instead of holding a row the
 * release is waiting for while it waits for the release. Withdrawals never wait for each other.
 */
export async function lockPendingForWithdrawal(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`lock table ${pendingDecisions} in row exclusive mode`);
}
