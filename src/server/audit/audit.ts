import type { Context } from 'hono';
import type { AuditAction } from '../../shared/audit-actions.ts';
import type { DbOrTx } from '../db/client.ts';
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

/** Records that the signed-in staff member of request `c` did `action` to `target`, with their client IP. */
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
