import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  OPEN_PRIVACY_REQUESTS_MAX,
  PRIVACY_REQUEST_DAYS,
  type PrivacyRequestState,
} from '../../shared/privacy/request-labels.ts';
import type {
  NewPrivacyRequestSchema,
  OrganiserPrivacyRequest,
  PrivacyRequest,
  PrivacyRequestChangeSchema,
} from '../../shared/privacy/request-schemas.ts';
import { appendAudit } from '../audit/audit.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { privacyRequests, users } from '../db/schema.ts';

type Row = typeof privacyRequests.$inferSelect;
const OPEN: PrivacyRequestState[] = ['RECEIVED', 'IN_PROGRESS'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored request as its applicant reads it. */
export function requestView(row: Row): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind as PrivacyRequest['kind'],
    details: row.details,
    state: row.state as PrivacyRequestState,
    note: row.note,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Records a request, due PRIVACY_REQUEST_DAYS after `now`; null when the applicant already has the most open requests.
 * The user's row is locked while the open ones are counted, so two processes cannot both add the last one. Runs on the
 * caller's transaction (the audit entry goes in the same one).
 */
async function raiseRequest(
  tx: DbOrTx,
  userId: number,
  input: z.infer<typeof NewPrivacyRequestSchema>,
  now: Date,
): Promise<Row | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), inArray(privacyRequests.state, OPEN)));
  if ((open?.n ?? 0) >= OPEN_PRIVACY_REQUESTS_MAX) return null;
  const [row] = await tx
    .insert(privacyRequests)
    .values({
      userId,
      kind: input.kind,
      details: input.details,
      receivedAt: now,
      dueAt: new Date(now.getTime() + PRIVACY_REQUEST_DAYS * DAY_MS),
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** An applicant's own requests, newest first. */
export async function ownRequests(db: DbOrTx, userId: number): Promise<PrivacyRequest[]> {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, userId))
    .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id));
  return rows.map(requestView);
}

/** Every request for the organisers: open ones first, soonest due first; then the closed, latest first. */
export async function allRequests(db: DbOrTx, now: Date): Promise<OrganiserPrivacyRequest[]> {
  const rows = await db
    .select({ request: privacyRequests, applicantName: users.name, mobile: users.mobile })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .orderBy(
      sql`case when ${inArray(privacyRequests.state, OPEN)} then 0 else 1 end`,
      sql`case when ${inArray(privacyRequests.state, OPEN)} then ${privacyRequests.dueAt} end asc`,
      desc(privacyRequests.updatedAt),
      asc(privacyRequests.id),
    );
  return rows.map(({ request, applicantName, mobile }) => ({
    ...requestView(request),
    applicantName,
    mobile,
    overdue: (OPEN as string[]).includes(request.state) && request.dueAt.getTime() < now.getTime(),
  }));
}

/** Moves a request to a new state with the organiser's note, in one statement; null when there is no such request. */
async function changeRequest(
  tx: DbOrTx,
  id: number,
  change: z.infer<typeof PrivacyRequestChangeSchema>,
  by: string,
  now: Date,
): Promise<Row | null> {
  const [row] = await tx
    .update(privacyRequests)
    .set({ state: change.state, note: change.note, updatedAt: now, updatedBy: by })
    .where(eq(privacyRequests.id, id))
    .returning();
  return row ?? null;
}

/**
 * Raises an applicant's request and audits it in one transaction (actor 'applicant', so the log never holds their
 * number); null when they already have the most open requests.
 */
export function raiseAuditedRequest(
  db: Db,
  userId: number,
  input: z.infer<typeof NewPrivacyRequestSchema>,
  now: Date,
  ip: string,
): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const raised = await raiseRequest(tx, userId, input, now);
    if (raised) {
      await appendAudit(tx, {
        actor: 'applicant',
        action: 'privacy-request.received',
        target: String(raised.id),
        details: { kind: raised.kind },
        ip,
        at: now,
      });
    }
    return raised;
  });
}

/**
 * An organiser's change of a request, audited in its transaction: only a change that happened is logged, never one
 * for a request that does not exist (null).
 */
export function changeAuditedRequest(
  db: Db,
  id: number,
  change: z.infer<typeof PrivacyRequestChangeSchema>,
  actor: string,
  now: Date,
  ip: string,
): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const changed = await changeRequest(tx, id, change, actor, now);
    if (changed) {
      await appendAudit(tx, {
        actor,
        action: 'privacy-request.updated',
        target: String(id),
        details: { state: change.state, note: change.note },
        ip,
        at: now,
      });
    }
    return changed;
  });
}
