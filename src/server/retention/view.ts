import { and, count, min, not } from 'drizzle-orm';
import { RETENTION_CLASSES, type RetentionClass } from '../../shared/privacy/retention-labels.ts';
import type { RetentionDue, RetentionView } from '../../shared/privacy/retention-schemas.ts';
import type { Db } from '../db/client.ts';
import { RETENTION_BATCH } from './erase.ts';
import { type RetentionTable, retentionRules } from './rules.ts';
import { readRetention, retentionAnchors } from './settings.ts';

/** One table's rows due now, and when its oldest row not yet due becomes due. */
async function tableDue(db: Db, rule: RetentionTable): Promise<{ dueNow: number; nextAt: Date | undefined }> {
  const [due] = rule.due ? await db.select({ n: count() }).from(rule.table).where(rule.due) : [{ n: 0 }];
  const waiting = and(rule.eligible, rule.due ? not(rule.due) : undefined);
  const [oldest] = await db
    .select({ at: min(rule.time) })
    .from(rule.table)
    .where(waiting);
  const at = oldest?.at;
  return { dueNow: Number(due?.n ?? 0), nextAt: at ? rule.dueAtOf(new Date(at as string | Date)) : undefined };
}

/** What GET /api/organiser/retention shows: the periods, the end they run from, and what is due per class. */
export async function retentionView(db: Db, now: Date): Promise<RetentionView> {
  const settings = await readRetention(db);
  const rules = await retentionRules(db, settings, now);
  const due = {} as Record<RetentionClass, RetentionDue>;
  for (const name of RETENTION_CLASSES) {
    const tables = await Promise.all(rules[name].map((rule) => tableDue(db, rule)));
    const next = tables.map((t) => t.nextAt).filter((d): d is Date => d !== undefined);
    due[name] = {
      dueNow: tables.reduce((sum, t) => sum + t.dueNow, 0),
      nextAt: next.length ? new Date(Math.min(...next.map((d) => d.getTime()))).toISOString() : null,
    };
  }
  const { eventEnd } = await retentionAnchors(db, settings);
  return { settings, eventEnd: eventEnd?.toISOString() ?? null, due, batchSize: RETENTION_BATCH };
}
