import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditAction } from '../../shared/audit-actions.ts';
import type { AuditPage, AuditQuery } from '../../shared/audit-schemas.ts';
import type { Rubric } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { auditNames } from './audit-names.ts';
import { describeEntry, namesWanted } from './audit-summary.ts';

/**
 * One page of the audit log, newest first, filtered by actor, action and a time range (inclusive), each entry with
 * its names and a sentence for its details (audit-summary.ts) besides the raw fields.
 */
export async function readAuditPage(db: Db, rubric: Rubric, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(auditLog.actor, query.actor));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const names = await auditNames(db, namesWanted(rows));
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action as AuditAction,
      target: r.target,
      details: r.details,
      ip: r.ip,
      ...describeEntry(r, names, rubric),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
