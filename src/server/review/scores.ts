import type { Rubric } from '../../shared/organiser-schemas.ts';
import { weightedScore } from './rubric.ts';

export interface ReviewScores {
  submissionId: string;
  reviewerMobile: string;
  scores: Record<string, number>;
}

export interface ScoredReview extends ReviewScores {
  weighted: number;
  /** (weighted - reviewer's mean) / reviewer's standard deviation; 0 when the reviewer gave one score only. */
  z: number;
}

/**
 * Weighted score and per-reviewer z-score of every review, so a harsh and a lenient reviewer compare
 * fairly: each reviewer's scores are measured against that reviewer's own mean and spread.
 */
export function scoreReviews(rubric: Rubric, reviews: ReviewScores[]): ScoredReview[] {
  const weighted = reviews.map((r) => ({ ...r, weighted: weightedScore(rubric, r.scores) }));
  const byReviewer = new Map<string, number[]>();
  for (const r of weighted) byReviewer.set(r.reviewerMobile, [...(byReviewer.get(r.reviewerMobile) ?? []), r.weighted]);
  const spread = new Map(
    [...byReviewer].map(([mobile, values]) => {
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
      return [mobile, { mean, sd }];
    }),
  );
  return weighted.map((r) => {
    const { mean, sd } = spread.get(r.reviewerMobile)!;
    return { ...r, z: sd === 0 ? 0 : (r.weighted - mean) / sd };
  });
}

/** Scores are shown to two decimals. */
export const round = (n: number) => Math.round(n * 100) / 100;

/** Mean weighted and mean z-score per submission, rounded to 2 places; null without reviews. */
export function summarise(scored: readonly ScoredReview[], submissionId: string) {
  const mine = scored.filter((r) => r.submissionId === submissionId);
  if (mine.length === 0) return { reviewCount: 0, weightedScore: null, normalisedScore: null };
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    reviewCount: mine.length,
    weightedScore: round(mean(mine.map((r) => r.weighted))),
    normalisedScore: round(mean(mine.map((r) => r.z))),
  };
}
