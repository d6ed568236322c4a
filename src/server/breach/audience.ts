import { type SQL, and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BreachAudience } from '../../shared/privacy/breach-schemas.ts';
import type { DbOrTx } from '../db/client.ts';
import { breachNoticeRecipients, submissions, users } from '../db/schema.ts';
import type { RoleConfig } from '../deps.ts';

/**
 * The accounts an audience names: applicants whose account is not erased (an erased one's number is a tombstone, not
 * 10 digits) and who are not staff; of them every one ('all'), those with an application in a status, or the owners of
 * the listed applications.
 */
export function audienceWhere(audience: BreachAudience, roles: RoleConfig): SQL {
  const staff = [...roles.organisers, ...roles.reviewers];
  const applicant = and(
    sql`${users.mobile} ~ '^[0-9]{10}$'`,
    staff.length ? notInArray(users.mobile, staff) : undefined,
  )!;
  if (audience.kind === 'all') return applicant;
  const which =
    audience.kind === 'status' ? eq(submissions.status, audience.status) : inArray(submissions.id, audience.ids);
  return and(
    applicant,
    sql`exists (select 1 from ${submissions} where ${submissions.userId} = ${users.id} and ${which})`,
  )!;
}

/** How many people an audience holds, and how many of them the notice `reference` already reached. */
export async function audienceSize(db: DbOrTx, where: SQL, noticeId: number | undefined) {
  const people = await db.select({ id: users.id }).from(users).where(where);
  if (noticeId === undefined || people.length === 0) return { people: people.length, alreadyTold: 0 };
  const [told] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(breachNoticeRecipients)
    .innerJoin(users, eq(users.id, breachNoticeRecipients.userId))
    .where(and(eq(breachNoticeRecipients.noticeId, noticeId), where));
  return { people: people.length, alreadyTold: Number(told?.n ?? 0) };
}
