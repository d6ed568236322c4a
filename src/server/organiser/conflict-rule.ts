import { type SQL, sql } from 'drizzle-orm';
import { CONFLICT_FLAGS } from '../../shared/messages/review-assignment.ts';
import type { Db } from '../db/client.ts';

/**
 * "May this staff member review this application?" decided once, in SQL, so the queue, the review save, what a
 * reviewer may open (list, detail, files, signed links, export), the scores and assignment all apply the same rule:
 * no when they declared a conflict of interest on it, or when an automatic flag connects them to the applicant.
 */

/**
 * Mail providers anyone can sign up to: sharing one says nothing about knowing each other. Only a domain outside
 * this list (a company's, a college's) flags a conflict.
 */
const PUBLIC_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'ymail.com',
  'rediffmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'gmx.com',
  'mail.com',
  'yandex.com',
];

/** The domain of an e-mail address, lower case; '' when it has none. */
const emailDomain = (email: SQL) => sql`lower(split_part(trim(${email}), '@', 2))`;

/** The host of a website address ('https://' optional) without 'www.', lower case; '' when there is none. */
const websiteHost = (website: SQL) =>
  sql`regexp_replace(coalesce(substring(lower(trim(${website})) from '^(?:https?://)?(?:[^/?#@]*@)?([^/?#:]*)'), ''), '^www\\.', '')`;

/** A mobile as written on a form, as shared/mobile.ts normaliseMobile reads it: separators, +91, 91 or 0 dropped. */
const writtenMobile = (text: SQL) =>
  sql`regexp_replace(regexp_replace(${text}, '[\\s\u00a0().\\-\u2010-\u2015]', '', 'g'), '^(\\+91|91|0)([0-9]{10})$', '\\2')`;

/** The answer `name` of the application `cf_s` ('' when it has none). */
const answer = (name: string) =>
  sql`coalesce(jsonb_path_query_first(cf_s.answers, '$[*] ? (@.name == $n).value', jsonb_build_object('n', ${name}::text)) #>> '{}', '')`;

/**
 * What the rule reads of each application matching `where` (over `cf_s`, the submission), one row each, computed
 * once per application rather than once per pair (offset 0 keeps the planner from folding it into the pairs).
 */
const applicationFacts = (where: SQL) => sql`(
  select cf_s.id as submission_id, cf_u.id as applicant_id, cf_u.mobile as applicant_mobile,
    ${writtenMobile(answer('phoneNumber'))} as written_mobile,
    ${emailDomain(sql`cf_u.email`)} as applicant_domain,
    ${emailDomain(answer('email'))} as answered_domain,
    ${websiteHost(sql`coalesce(cf_st.website, '')`)} as site
  from submissions cf_s join users cf_u on cf_u.id = cf_s.user_id left join startups cf_st on cf_st.user_id = cf_u.id
  where ${where}
  offset 0) cf_a`;

/**
 * The staff members `mobiles` (a query answering one column, mobile) with the e-mail domain of their profile, or
 * null when they gave none or it is a public provider's.
 */
const staffFacts = (mobiles: SQL) => sql`(
  select cf_m.mobile,
    (select d from (select ${emailDomain(sql`cf_r.email`)} as d from users cf_r where cf_r.mobile = cf_m.mobile) x
      where d <> '' and d not in (${sql.join(
        PUBLIC_EMAIL_DOMAINS.map((d) => sql`${d}`),
        sql`, `,
      )})) as domain
  from (${mobiles}) cf_m(mobile)
  offset 0) cf_p`;

/** The rule itself, over one application (`cf_a`) and one staff member (`cf_p`): why they conflict, or null. */
const reason = sql`case
  when (cf_a.submission_id, cf_p.mobile) in (select submission_id, reviewer_mobile from review_conflicts) then 'declared'
  when cf_a.applicant_mobile = cf_p.mobile then 'applicant'
  when cf_a.written_mobile = cf_p.mobile then 'teamMember'
  when (cf_a.applicant_id, cf_p.mobile) in (select inviter_id, mobile from cofounder_invites where status <> 'declined')
    then 'invitedCofounder'
  when cf_p.domain in (cf_a.applicant_domain, cf_a.answered_domain) then 'emailDomain'
  when cf_a.site = cf_p.domain or right(cf_a.site, length(cf_p.domain) + 1) = '.' || cf_p.domain then 'websiteDomain'
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

type ConflictKind = 'declared' | 'applicant' | 'teamMember' | 'invitedCofounder' | 'emailDomain' | 'websiteDomain';

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
    select submission_id, mobile, domain, kind,
      (select c.reason from review_conflicts c where c.submission_id = pairs.submission_id and c.reviewer_mobile = pairs.mobile)
        as declared_reason
    from (select cf_a.submission_id, cf_p.mobile, cf_p.domain, ${reason} as kind
      from ${applicationFacts(where)}, ${staffFacts(sql`select jsonb_array_elements_text(${JSON.stringify(mobiles)}::jsonb)`)}) pairs
    where kind is not null
    order by submission_id, mobile`);
  const rows = (
    result as unknown as {
      rows: {
        submission_id: string;
        mobile: string;
        domain: string | null;
        kind: ConflictKind;
        declared_reason: string | null;
      }[];
    }
  ).rows;
  return rows.map((r) => ({
    submissionId: r.submission_id,
    mobile: r.mobile,
    declared: r.kind === 'declared',
    reason: wordsOf(r.kind, r.domain ?? '', r.declared_reason ?? ''),
  }));
}

function wordsOf(kind: ConflictKind, domain: string, declaredReason: string): string {
  switch (kind) {
    case 'declared':
      return declaredReason;
    case 'emailDomain':
    case 'websiteDomain':
      return CONFLICT_FLAGS[kind](domain);
    default:
      return CONFLICT_FLAGS[kind];
  }
}

/** Why the staff member `mobile` may not review the application `submissionId`; null when they may. */
export async function conflictOf(db: Db, submissionId: string, mobile: string): Promise<string | null> {
  const [hit] = await conflictsAmong(db, sql`cf_s.id = ${submissionId}`, [mobile]);
  return hit?.reason ?? null;
}
