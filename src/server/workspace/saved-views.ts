import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { savedViews } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { SAVED_VIEW_MESSAGES, TAG_LIMITS } from '../../shared/messages/tags.ts';
import type { SavedView, SavedViewQuerySchema } from '../../shared/saved-view-schemas.ts';

type ViewQuery = z.infer<typeof SavedViewQuerySchema>;

/** The view's query without empty filters, so reopening it sets exactly what was chosen. */
const stored = (query: ViewQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

/** `mobile`'s saved views, by name. */
export async function listViews(db: Db, mobile: string): Promise<SavedView[]> {
  const rows = await db
    .select({ id: savedViews.id, name: savedViews.name, query: savedViews.query })
    .from(savedViews)
    .where(eq(savedViews.ownerMobile, mobile))
    .orderBy(asc(sql`lower(${savedViews.name})`));
  return rows as SavedView[];
}

/** Any fixed number: with the organiser's number, it keeps their saves one at a time, so the limit holds. */
const VIEWS_LOCK = 4_321_031;

/**
 * Saves `query` as `mobile`'s view `name`: a name they already used (whatever its case) is replaced, a new one refused
 * past the limit. Answers the view saved.
 */
export function saveView(db: Db, mobile: string, name: string, query: ViewQuery, now: Date): Promise<SavedView> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${VIEWS_LOCK}, hashtext(${mobile}))`);
    // The conflict target is the unique index on the lowered name, which only SQL can name.
    const result = await tx.execute<SavedView>(sql`
    insert into ${savedViews} (owner_mobile, name, query, saved_at)
    values (${mobile}, ${name}, ${JSON.stringify(stored(query))}::jsonb, ${now})
    on conflict (owner_mobile, lower(name)) do update set name = excluded.name, query = excluded.query,
      saved_at = excluded.saved_at
    returning id, name, query`);
    const [saved] = (result as unknown as { rows: SavedView[] }).rows;
    const [kept] = await tx.select({ n: count() }).from(savedViews).where(eq(savedViews.ownerMobile, mobile));
    if (kept!.n > TAG_LIMITS.viewsPerOrganiser) throw fail(400, SAVED_VIEW_MESSAGES.tooMany);
    return saved!;
  });
}

/** Deletes `mobile`'s view `id`; another organiser's is not found. */
export async function deleteView(db: Db, mobile: string, id: number): Promise<void> {
  const [gone] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerMobile, mobile)))
    .returning({ id: savedViews.id });
  if (!gone) throw fail(404, SAVED_VIEW_MESSAGES.notFound);
}
