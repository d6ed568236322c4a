import { eq } from 'drizzle-orm';
import { DEFAULT_RETENTION } from '../../shared/privacy/retention-labels.ts';
import { type RetentionSettings, RetentionSettingsSchema } from '../../shared/privacy/retention-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { readWindow } from '../applications/window.ts';

const SETTING = 'retention';

/** The saved retention periods, or the documented defaults until an organiser saves their own. */
export async function readRetention(db: DbOrTx): Promise<RetentionSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, SETTING));
  const parsed = RetentionSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...DEFAULT_RETENTION };
}

/** Stores the retention periods in one atomic upsert. */
export async function saveRetention(db: DbOrTx, settings: RetentionSettings, by: string, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ name: SETTING, value: settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: appSettings.name, set: { value: settings, updatedAt: now, updatedBy: by } });
}

/**
 * The moments the periods run from: the event's end (the organisers' date, else the application window's close) for
 * applications, and the window's close for drafts. Null where nothing is set: nothing of that class is due.
 */
export async function retentionAnchors(db: DbOrTx, settings: RetentionSettings) {
  const window = await readWindow(db);
  const closesAt = window ? new Date(window.applicationsCloseAt) : null;
  return { eventEnd: settings.eventEndsAt ? new Date(settings.eventEndsAt) : closesAt, windowClose: closesAt };
}

/** `at` moved by `n` calendar months (UTC), negative going back. */
export function addMonths(at: Date, n: number): Date {
  const moved = new Date(at);
  moved.setUTCMonth(moved.getUTCMonth() + n);
  return moved;
}

export const addDays = (at: Date, n: number) => new Date(at.getTime() + n * 24 * 60 * 60_000);
