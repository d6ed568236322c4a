import { eq } from 'drizzle-orm';
import { DEFAULT_PLACE_SETTINGS } from '../../shared/place-labels.ts';
import { type PlaceSettings, PlaceSettingsSchema } from '../../shared/place-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

const SETTING = 'finalistPlaces';

/** The saved place settings, or the defaults (8 places, 72 hours) until an organiser saves their own. */
export async function readPlaceSettings(db: DbOrTx): Promise<PlaceSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, SETTING));
  const parsed = PlaceSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...DEFAULT_PLACE_SETTINGS };
}

/** Stores the place settings in one atomic upsert. */
export async function savePlaceSettings(db: DbOrTx, settings: PlaceSettings, by: string, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ name: SETTING, value: settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: appSettings.name, set: { value: settings, updatedAt: now, updatedBy: by } });
}
