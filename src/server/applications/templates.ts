import { eq, sql } from 'drizzle-orm';
import { type ChosenWordings, DEFAULT_WORDINGS } from '../../shared/decision-wordings.ts';
import type { DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

const SETTING = 'decisionWordings';

/** The registered wording each texted status is sent in: the organisers' choice, else the status's first wording. */
export async function chosenWordings(db: DbOrTx): Promise<ChosenWordings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, SETTING));
  return { ...DEFAULT_WORDINGS, ...((row?.value ?? {}) as Partial<ChosenWordings>) };
}

/**
 * Stores `chosen` (already checked) over the saved choices in one atomic upsert that merges into the stored value
 * (jsonb `||`), never a read then a write: two organisers saving different statuses at once both keep theirs, and
 * for one status the later save wins.
 */
export async function saveWordings(
  db: DbOrTx,
  chosen: Partial<ChosenWordings>,
  by: string,
  now: Date,
): Promise<ChosenWordings> {
  const [row] = await db
    .insert(appSettings)
    .values({ name: SETTING, value: chosen, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: appSettings.name,
      set: { value: sql`${appSettings.value} || excluded.value`, updatedAt: now, updatedBy: by },
    })
    .returning({ value: appSettings.value });
  return { ...DEFAULT_WORDINGS, ...(row!.value as Partial<ChosenWordings>) };
}
