import type { Context } from 'hono';
import type { AuditAction } from '../../shared/audit-actions.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { ApiDeps, ApiEnv } from '../deps.ts';

export interface AuditEntry {
  /** A staff mobile, or 'system' for what the server does on its own. */
  actor: string;
  action: AuditAction;
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
  at: Date;
}

/** Appends one entry to the audit log (the only write the log ever gets). */
export async function appendAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? '',
    details: entry.details ?? {},
    ip: entry.ip ?? '',
  });
}

/**
 * Records that the signed-in staff member of request `c` did `action` to `target`, with their client IP: for a read
 * (a view, an export), once it is done. A write goes through `audited`, in its own transaction.
 */
export function audit(
  deps: Pick<ApiDeps, 'db' | 'now' | 'clientIp'>,
  c: Context<ApiEnv>,
  action: AuditAction,
  target = '',
  details: Record<string, unknown> = {},
): Promise<void> {
  return appendAudit(deps.db, {
    actor: c.get('user').mobile,
    action,
    target,
    details,
    ip: deps.clientIp(c),
    at: deps.now(),
  });
}

/** What `audited` appends: `details` may be worked out from what the action answered. */
interface AuditedEntry<T> {
  action: AuditAction;
  target?: string;
  details?: Record<string, unknown> | ((result: T) => Record<string, unknown>);
}

/**
 * Does the write `act` of request `c`'s staff member and appends its audit `entry` in one transaction, so an action is
 * never committed unlogged and no entry names an action that was rolled back. `act` runs every statement on `tx`
 * (a domain function's own transaction becomes a savepoint of this one). Answers what `act` answered.
 */
export function audited<T>(
  deps: Pick<ApiDeps, 'db' | 'now' | 'clientIp'>,
  c: Context<ApiEnv>,
  act: (tx: Tx) => Promise<T>,
  entry: AuditedEntry<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const result = await act(tx);
    const details = typeof entry.details === 'function' ? entry.details(result) : entry.details;
    await appendAudit(tx, {
      actor: c.get('user').mobile,
      action: entry.action,
      target: entry.target,
      details,
      ip: deps.clientIp(c),
      at: deps.now(),
    });
    return result;
  });
}
