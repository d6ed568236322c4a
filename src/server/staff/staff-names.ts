import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * How the workspace names the staff behind reviews and decisions: by the name on their profile, by number only
 * when they never gave one. One query for all of `mobiles`.
 */
export async function staffNames(db: DbOrTx, mobiles: string[]): Promise<(mobile: string) => string> {
  const unique = [...new Set(mobiles)];
  const rows = unique.length
    ? await db.select({ mobile: users.mobile, name: users.name }).from(users).where(inArray(users.mobile, unique))
    : [];
  const names = new Map(rows.filter((r) => r.name.trim()).map((r) => [r.mobile, r.name.trim()]));
  return (mobile) => names.get(mobile) ?? mobile;
}
