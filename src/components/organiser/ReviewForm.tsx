import { useState, type SubmitEvent } from 'react';
import type { SubmissionDetail } from '../../shared/organiser-schemas.ts';
import { submitReview, type WriteResult } from '../../stores/organiser-application.ts';
import styles from './Organiser.module.css';

/** The caller's own review: a 1-5 score per rubric criterion (radio groups, arrow keys move) and a comment. */
export default function ReviewForm({ detail }: { detail: SubmissionDetail }) {
  const mine = detail.submission.reviews.find((r) => r.mine);
  const [scores, setScores] = useState<Record<string, number>>(mine?.scores ?? {});
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [result, setResult] = useState<WriteResult | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(await submitReview(scores, comment));
    setBusy(false);
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="review-title">
      <h2 id="review-title">Your review</h2>
      {detail.rubric.criteria.map((c) => (
        <fieldset key={c.id} className={styles.criterion} aria-describedby={`help-${c.id}`}>
          <legend>
            {c.label} <span className={styles.muted}>(weight {c.weight})</span>
          </legend>
          <p id={`help-${c.id}`} className={styles.help}>
            {c.help}
          </p>
          <div className={styles.scale}>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n}>
                <input
                  type="radio"
                  name={`score-${c.id}`}
                  value={n}
                  checked={scores[c.id] === n}
                  onChange={() => setScores({ ...scores, [c.id]: n })}
                />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label className={styles.control}>
        Comment
        <textarea name="comment" value={comment} maxLength={5000} onChange={(e) => setComment(e.target.value)} />
      </label>
      <p>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save review'}
        </button>
      </p>
      <p className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.message}
      </p>
    </form>
  );
}
