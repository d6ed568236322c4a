import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import styles from '../common/Organiser.module.css';

type RoundScores = NonNullable<SubmissionDetail['submission']['rounds']>[number];

/** One round's line: its reviews and mean score, or that none is saved yet. */
function scoreLine({ reviewCount, weightedScore, normalisedScore }: RoundScores): string {
  if (weightedScore === null || reviewCount === 0) return 'no review saved yet';
  const reviews = `${reviewCount} review${reviewCount === 1 ? '' : 's'}`;
  return `${reviews}, mean score ${weightedScore.toFixed(2)} (normalised ${(normalisedScore ?? 0).toFixed(2)})`;
}

/**
 * "Scores in each round" (organisers only: the server sends reviewers no rounds): the application's reviews and mean
 * score in every review round it is in, oldest first, so a committee reads the triage's verdict beside its own.
 * Shown once the application is in more than one round.
 */
export default function RoundScoresPanel({ rounds }: { rounds: RoundScores[] }) {
  if (rounds.length < 2) return null;
  return (
    <section className={styles.panel} aria-labelledby="round-scores-title">
      <h2 id="round-scores-title">Scores in each round</h2>
      <ul className={styles.history}>
        {rounds.map((r) => (
          <li key={r.id}>
            <strong>{r.name}</strong>: {scoreLine(r)}
          </li>
        ))}
      </ul>
    </section>
  );
}
