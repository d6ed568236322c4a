import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { startups, submissionTags, submissions } from '../db/schema.ts';
import { fail } from '../errors.ts';
import { applicationStartupName } from '../applications/startup-name.ts';
import { TAG_LIMITS, TAG_MESSAGES } from '../../shared/messages/tags.ts';
import { ORGANISER_MESSAGES } from '../../shared/organiser-labels.ts';
import { type Tag, tagKey } from '../../shared/tag-schemas.ts';
import { seenBy } from './visible-tags.ts';

/**
 * Any fixed number: every tag write holds it till its transaction ends, so two organisers tagging the same
 * applications at once are counted one after the other and the limit per application holds.
 */
const TAG_LOCK = 4_321_030;

/** Who writes, and when. */
interface Writer {
  mobile: string;
  now: Date;
}

/**
 * Locks the tags, then the applications `ids` against deletion (FOR KEY SHARE: nothing else waits) and answers the
 * ones that exist, with their startup names.
 */
async function lockApplications(tx: Tx, ids: string[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TAG_LOCK})`);
  return tx
    .select({ id: submissions.id, startupName: applicationStartupName })
    .from(submissions)
    .leftJoin(startups, eq(startups.userId, submissions.userId))
    .where(inArray(submissions.id, ids))
    .for('key share', { of: submissions });
}

/**
 * Adds `tags` to each application of `ids`, a name keeping the case it is given. A name the application already holds
 * in the same set (shared, or the writer's own) changes only its case; `skipSeen` leaves alone an application on which
 * the writer already reads the name, in either set.
 */
async function insertTags(tx: Tx, ids: string[], tags: Tag[], writer: Writer, skipSeen: boolean) {
  if (ids.length === 0 || tags.length === 0) return;
  const rows = sql.join(
    tags.map((t) => sql`(${t.name}, ${t.private ? writer.mobile : ''})`),
    sql`, `,
  );
  const unseen: SQL = skipSeen
    ? sql`and not exists (select 1 from ${submissionTags} seen where seen.submission_id = app.id
        and lower(seen.name) = lower(tag.name) and (seen.owner_mobile = '' or seen.owner_mobile = ${writer.mobile}))`
    : sql``;
  await tx.execute(sql`
    insert into ${submissionTags} (submission_id, name, owner_mobile, created_at, created_by)
    select app.id, tag.name, tag.owner, ${writer.now}, ${writer.mobile}
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as app(id) cross join (values ${rows}) as tag(name, owner)
    where true ${unseen}
    on conflict (submission_id, owner_mobile, lower(name)) do update set name = excluded.name`);
}

/**
 * Sets the tags `writer` reads on application `id` to `tags`: the shared ones for the whole team and their own private
 * ones; other organisers' private tags stay. The schema holds `tags` to the limit and to one of each name.
 */
export async function setTags(tx: Tx, id: string, tags: Tag[], writer: Writer): Promise<void> {
  const [found] = await lockApplications(tx, [id]);
  if (!found) throw fail(404, ORGANISER_MESSAGES.notFound);
  const keep = (owner: string) =>
    tags.filter((t) => (t.private ? writer.mobile : '') === owner).map((t) => tagKey(t.name));
  for (const owner of ['', writer.mobile]) {
    const kept = keep(owner);
    await tx
      .delete(submissionTags)
      .where(
        and(
          eq(submissionTags.submissionId, id),
          eq(submissionTags.ownerMobile, owner),
          kept.length ? sql`lower(${submissionTags.name}) not in ${kept}` : undefined,
        ),
      );
  }
  await insertTags(tx, [id], tags, writer, false);
}

/**
 * Adds `add` to and removes `remove` from every application of `ids`, all or nothing: refused when one of them no
 * longer exists, or would hold more than the limit as the writer reads it. A removed name goes from the shared set and
 * the writer's own; an added one already read on an application (in either set) is left as it is. Answers the count of
 * applications.
 */
export async function changeTagsInBulk(
  tx: Tx,
  change: { ids: string[]; add: Tag[]; remove: string[] },
  writer: Writer,
): Promise<number> {
  const ids = [...new Set(change.ids)];
  const found = await lockApplications(tx, ids);
  if (found.length < ids.length) throw fail(404, TAG_MESSAGES.someNotFound);
  const removed = change.remove.map(tagKey);
  if (removed.length) {
    await tx
      .delete(submissionTags)
      .where(
        and(
          inArray(submissionTags.submissionId, ids),
          seenBy(writer.mobile),
          sql`lower(${submissionTags.name}) in ${removed}`,
        ),
      );
  }
  await insertTags(tx, ids, change.add, writer, true);
  const over = await tx
    .select({ id: submissionTags.submissionId })
    .from(submissionTags)
    .where(and(inArray(submissionTags.submissionId, ids), seenBy(writer.mobile)))
    .groupBy(submissionTags.submissionId)
    .having(sql`count(*) > ${TAG_LIMITS.perApplication}`);
  if (over.length) {
    const first = found.find((a) => a.id === over[0]!.id)!;
    throw fail(400, TAG_MESSAGES.tooManyOn(first.startupName, over.length - 1));
  }
  return ids.length;
}
