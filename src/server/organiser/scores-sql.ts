import { type SQL, sql } from 'drizzle-orm';
import type { Rubric } from '../../shared/organiser-schemas.ts';

/**
 * The scores of scores.ts computed in the database, so the list can sort and page 5,000 applications without
 * reading 15,000 reviews into the process. Exactly the same arithmetic in the same order (float8 is JavaScript's
 * number): each sum runs in the order the reviews were written, as loadScoredReviews reads them, so every
 * weighted score, mean and z-score is the same number to the last bit.
 */

/** weightedScore() of rubric.ts for one review row `r`: criteria in rubric order, missing ones skipped. */
function weightedSql(rubric: Rubric): SQL {
  const score = (id: string) => sql`(r.scores->>${id})::float8`;
  const present = (id: string) => sql`(r.scores ? ${id})`;
  const sum = sql.join(
    rubric.criteria.map((c) => sql`(case when ${present(c.id)} then ${score(c.id)} * ${c.weight}::float8 else 0 end)`),
    sql` + `,
  );
  const weights = sql.join(
    rubric.criteria.map((c) => sql`(case when ${present(c.id)} then ${c.weight}::float8 else 0 end)`),
    sql` + `,
  );
  return sql`(case when (0::float8 + ${weights}) = 0 then 0::float8 else (0::float8 + ${sum}) / (0::float8 + ${weights}) end)`;
}

const REVIEW_ORDER = sql.raw('order by created_at');

/**
 * A `with` list ending in `application_scores (submission_id, review_count, weighted, normalised)`: per application,
 * the number of reviews, the mean weighted score and the mean z-score, unrounded.
 */
export function applicationScoresCte(rubric: Rubric): SQL {
  return sql`
    scored_reviews as (
      select r.submission_id, r.reviewer_mobile, r.created_at, ${weightedSql(rubric)} as weighted
      from reviews r
    ),
    reviewer_means as (
      select reviewer_mobile, sum(weighted ${REVIEW_ORDER}) / count(*) as mean
      from scored_reviews group by reviewer_mobile
    ),
    reviewer_spreads as (
      select s.reviewer_mobile, m.mean,
        sqrt(sum((s.weighted - m.mean) * (s.weighted - m.mean) order by s.created_at) / count(*)) as sd
      from scored_reviews s join reviewer_means m using (reviewer_mobile)
      group by s.reviewer_mobile, m.mean
    ),
    z_reviews as (
      select s.submission_id, s.reviewer_mobile, s.created_at, s.weighted,
        case when p.sd = 0 then 0::float8 else (s.weighted - p.mean) / p.sd end as z
      from scored_reviews s join reviewer_spreads p using (reviewer_mobile)
    ),
    application_scores as (
      select submission_id, count(*)::int as review_count,
        sum(weighted ${REVIEW_ORDER}) / count(*) as weighted,
        sum(z ${REVIEW_ORDER}) / count(*) as normalised
      from z_reviews group by submission_id
    )`;
}
