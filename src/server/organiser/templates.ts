import { eq } from 'drizzle-orm';
import { type StatusTemplates, defaultTemplates } from '../../shared/sms-templates.ts';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import type { Tx } from './status-change.ts';

const SETTING = 'statusSmsTemplates';

/** The template of every texted status: the saved ones over the defaults. */
export async function readTemplates(db: Db | Tx, eventName: string): Promise<StatusTemplates> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, SETTING));
  return { ...defaultTemplates(eventName), ...((row?.value ?? {}) as Partial<StatusTemplates>) };
}

/** Stores `templates` (already checked) over the saved ones, in one atomic upsert. */
export async function saveTemplates(
  db: Db,
  templates: Partial<StatusTemplates>,
  eventName: string,
  by: string,
  now: Date,
): Promise<StatusTemplates> {
  const merged = { ...(await readTemplates(db, eventName)), ...templates };
  await db
    .insert(appSettings)
    .values({ name: SETTING, value: merged, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: appSettings.name, set: { value: merged, updatedAt: now, updatedBy: by } });
  return merged;
}
