import { eq } from 'drizzle-orm';
import { DEFAULT_MINORS_POLICY } from '../../shared/privacy/minors.ts';
import { type MinorsSettings, MinorsSettingsSchema } from '../../shared/privacy/minors-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

const SETTING = 'minors';

/** What the profile step does with applicants under 18: refuse them until an organiser chooses otherwise. */
export async function readMinorsSettings(db: DbOrTx): Promise<MinorsSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, SETTING));
  const parsed = MinorsSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { underEighteen: DEFAULT_MINORS_POLICY };
}

/** Stores the setting in one atomic upsert. */
export async function saveMinorsSettings(db: DbOrTx, settings: MinorsSettings, by: string, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ name: SETTING, value: settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: appSettings.name, set: { value: settings, updatedAt: now, updatedBy: by } });
}
