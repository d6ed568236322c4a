import { type SQL, and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { submissionTags, submissions } from '../db/schema.ts';
import type { Tag } from '../../shared/tag-schemas.ts';

/**
 * Which tags an organiser reads: the shared ones (`owner_mobile` '') and their own private ones, never another
 * organiser's. Every output of tags (the list, its filter, the export, assignment by tag) goes through this; reviewers
 * read none at all (STANDING_VISIBLE in review/reviewer-visibility.ts).
 */
export const seenBy = (mobile: string): SQL =>
  or(eq(submissionTags.ownerMobile, ''), eq(submissionTags.ownerMobile, mobile))!;

/** The tags `mobile` reads on each of `ids`, shared ones first, then by name. */
export async function tagsOf(db: DbOrTx, ids: string[], mobile: string): Promise<Map<string, Tag[]>> {
  const byId = new Map<string, Tag[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ submissionId: submissionTags.submissionId, name: submissionTags.name, owner: submissionTags.ownerMobile })
    .from(submissionTags)
    .where(and(inArray(submissionTags.submissionId, ids), seenBy(mobile)))
    .orderBy(asc(submissionTags.ownerMobile), sql`lower(${submissionTags.name})`);
  for (const r of rows) {
    const tags = byId.get(r.submissionId) ?? [];
    byId.set(r.submissionId, [...tags, { name: r.name, private: r.owner !== '' }]);
  }
  return byId;
}

/**
 * Applications carrying tag `name` as `mobile` reads it, whatever its case: a condition on the submission whose id is
 * `id` (the list's own SQL names it through an alias).
 */
export const taggedWith = (name: string, mobile: string, id: SQL = sql`${submissions.id}`): SQL => sql`exists (
  select 1 from ${submissionTags} t
  where t.submission_id = ${id} and lower(t.name) = ${name.trim().toLowerCase()}
    and (t.owner_mobile = '' or t.owner_mobile = ${mobile}))`;
