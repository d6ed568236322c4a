import { type SQL, sql } from 'drizzle-orm';
import { CONFLICT_FLAGS } from '../../shared/messages/review-assignment.ts';
import type { Db } from '../db/client.ts';

/**
 * "May this staff member review this application?" decided once, in SQL, so the queue, the review save, what a
 * reviewer may open (list, detail, files, signed links, export), the scores and assignment all apply the same rule:
 * no when they declared a conflict of interest on it, or when a verified fact ties them to it: they are the applicant
 * (the account signed in with their number), or a co-founder who accepted the applicant's invitation (signed in with
 * the invited number to do so).
 *
 * Nothing an applicant types counts: not the phone number or e-mail on the form, not a website, not an invitation the
 * reviewer has not accepted. Otherwise an applicant who knows a strict reviewer's mobile or company could write it in
 * and have that reviewer taken off their application. A tie only the reviewer or an organiser knows of is theirs to
 * act on: the reviewer declares it, an organiser unassigns them (which automatic assignment never undoes).
 */

/**
 * What the rule reads of each application matching `where` (over `cf_s`, the submission), one row each, computed
 * once per application rather than once per pair (offset 0 keeps the planner from folding it into the pairs).
 */
const applicationFacts = (where: SQL) => sql`(
  select cf_s.id as submission_id, cf_u.id as applicant_id, cf_u.mobile as applicant_mobile
  from submissions cf_s join users cf_u on cf_u.id = cf_s.user_id
  where ${where}
  offset 0) cf_a`;

/** The staff members `mobiles` (a query answering one column, mobile). */
const staffFacts = (mobiles: SQL) => sql`(select cf_m.mobile from (${mobiles}) cf_m(mobile) offset 0) cf_p`;

/** The rule itself, over one application (`cf_a`) and one staff member (`cf_p`): why they conflict, or null. */
const reason = sql`case
  when (cf_a.submission_id, cf_p.mobile) in (select submission_id, reviewer_mobile from review_conflicts) then 'declared'
  when cf_a.applicant_mobile = cf_p.mobile then 'applicant'
  when (cf_a.applicant_id, cf_p.mobile) in (select inviter_id, mobile from cofounder_invites where status = 'accepted')
    then 'cofounder'
end`;

/**
 * A condition: the staff member `mobile` (SQL) may review the application `id` (SQL). Both may name the outer
 * query's columns: the scope of one reviewer (`mobile` fixed) or each review's own reviewer (the scores).
 */
export const mayReview = (mobile: SQL, id: SQL): SQL =>
  sql`not exists (select 1 from ${applicationFacts(sql`cf_s.id = ${id}`)}, ${staffFacts(sql`select (${mobile})::text`)}
    where ${reason} is not null)`;

/**
 * Every review the rule refuses, as (submission_id, mobile) rows: `mayReview` decided for every review at once, each
 * application's facts computed once and joined, for the scores of all reviews (where the per-row form would compute
 * an application's facts once per review).
 */
export const refusedReviews: SQL = sql`(select cf_a.submission_id, cf_p.mobile
  from reviews cf_rv
  join ${applicationFacts(sql`cf_s.id in (select submission_id from reviews)`)} on cf_a.submission_id = cf_rv.submission_id
  join ${staffFacts(sql`select distinct reviewer_mobile from reviews`)} on cf_p.mobile = cf_rv.reviewer_mobile
  where ${reason} is not null)`;

type ConflictKind = 'declared' | keyof typeof CONFLICT_FLAGS;

/** A pair the rule refuses: the application, the staff member, and why in words (a declared one: its reason). */
export interface Conflict {
  submissionId: string;
  mobile: string;
  declared: boolean;
  reason: string;
}

/**
 * Every conflicting pair of the applications matching `where` (over `cf_s`, the submission) and the staff members
 * `mobiles`, ordered by application then mobile.
 */
export async function conflictsAmong(db: Db, where: SQL, mobiles: string[]): Promise<Conflict[]> {
  if (mobiles.length === 0) return [];
  const result = await db.execute(sql`
    select submission_id, mobile, kind,
      (select c.reason from review_conflicts c where c.submission_id = pairs.submission_id and c.reviewer_mobile = pairs.mobile)
        as declared_reason
    from (select cf_a.submission_id, cf_p.mobile, ${reason} as kind
      from ${applicationFacts(where)}, ${staffFacts(sql`select jsonb_array_elements_text(${JSON.stringify(mobiles)}::jsonb)`)}) pairs
    where kind is not null
    order by submission_id, mobile`);
  const rows = (
    result as unknown as {
      rows: { submission_id: string; mobile: string; kind: ConflictKind; declared_reason: string | null }[];
    }
  ).rows;
  return rows.map((r) => ({
    submissionId: r.submission_id,
    mobile: r.mobile,
    declared: r.kind === 'declared',
    reason: r.kind === 'declared' ? (r.declared_reason ?? '') : CONFLICT_FLAGS[r.kind],
  }));
}

/** Why the staff member `mobile` may not review the application `submissionId`; null when they may. */
export async function conflictOf(db: Db, submissionId: string, mobile: string): Promise<string | null> {
  const [hit] = await conflictsAmong(db, sql`cf_s.id = ${submissionId}`, [mobile]);
  return hit?.reason ?? null;
}
