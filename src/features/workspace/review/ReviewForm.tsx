import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { submitReview } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';
import ReasonTicks from './ReasonTicks.tsx';

interface Props {
  detail: SubmissionDetail;
  /**
   * The review queue's "Save and next": called once the review is saved; the form stays mounted, takes the next
   * application's review, and puts the keyboard on its first criterion.
   */
  onSaved?: () => Promise<void>;
}

/** A criterion's scale, lowest first: 1-5 by default, 0-1 for a Yes/No question. */
const scaleOf = (c: { min: number; max: number }) => Array.from({ length: c.max - c.min + 1 }, (_, i) => c.min + i);
/** A 0-1 scale is a Yes/No question, and reads as one. */
const yesNo = (c: { min: number; max: number }) => c.min === 0 && c.max === 1;

/**
 * The caller's own review: a score per criterion of the round's rubric on its scale (radio groups, arrow keys move),
 * a comment, and up to three feedback reasons.
 */
export default function ReviewForm({ detail, onSaved }: Props) {
  const id = detail.submission.id;
  const mine = detail.submission.reviews.find((r) => r.mine);
  const [scores, setScores] = useState<Record<string, number>>(mine?.scores ?? {});
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [reasons, setReasons] = useState<number[]>(detail.submission.committee.myReasons);
  // In the queue the form stays up from one application to the next: its status line speaks of the one shown.
  const write = useWrite(submitReview, id);
  const form = useRef<HTMLFormElement>(null);
  // In the queue the keyboard starts on the form; on an application's own page it stays where the reviewer put it.
  const shownId = useRef(onSaved ? '' : id);

  // Another application opened in the same form (the queue): its own review, and the keyboard at its start.
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    setScores(mine?.scores ?? {});
    setComment(mine?.comment ?? '');
    setReasons(detail.submission.committee.myReasons);
    form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [id, mine, detail]);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    await write.run(scores, comment, reasons, onSaved);
  };

  return (
    <form ref={form} onSubmit={onSubmit} aria-labelledby="review-title">
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
            {scaleOf(c).map((n) => (
              <label key={n}>
                <input
                  type="radio"
                  name={`score-${c.id}`}
                  value={n}
                  checked={scores[c.id] === n}
                  onChange={() => setScores({ ...scores, [c.id]: n })}
                />
                {yesNo(c) ? (n === 1 ? 'Yes' : 'No') : n}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label className={styles.control}>
        Comment
        <textarea name="comment" value={comment} maxLength={5000} onChange={(e) => setComment(e.target.value)} />
      </label>
      <ReasonTicks reasons={detail.submission.committee.reasons} ticked={reasons} onChange={(ids) => setReasons(ids)} />
      <WriteStatus write={write.$write} label={onSaved ? 'Save and next' : 'Save review'} />
    </form>
  );
}
