import type { JudgeView } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import styles from './Judge.module.css';

type Criterion = NonNullable<JudgeView['final']>['criteria'][number];

interface Props {
  /** Makes the radios' names and ids unique on a page with several pitches' forms. */
  pitchId: string;
  criterion: Criterion;
  value: number | undefined;
  onChoose(value: number): void;
}

/** A 0-1 scale is a Yes/No question, and reads as one. */
const yesNo = (c: Criterion) => c.min === 0 && c.max === 1;

/**
 * One criterion's score: a radio group (arrow keys move through it), its label as the legend, its help and its scale's
 * ends as the description, each number a large tap target.
 */
export default function ScoreScale({ pitchId, criterion: c, value, onChoose }: Props) {
  const helpId = `help-${pitchId}-${c.id}`;
  const values = Array.from({ length: c.max - c.min + 1 }, (_, i) => c.min + i);
  return (
    <fieldset className={styles.criterion} aria-describedby={helpId}>
      <legend>{c.label}</legend>
      <p id={helpId} className={styles.help}>
        {c.help ? `${c.help} ` : ''}({yesNo(c) ? 'Yes or No' : FINAL_MESSAGES.judgeScale(c.min, c.max)})
      </p>
      <div className={styles.scale}>
        {values.map((n) => (
          <label key={n}>
            <input
              type="radio"
              name={`score-${pitchId}-${c.id}`}
              value={n}
              checked={value === n}
              onChange={() => onChoose(n)}
            />
            {yesNo(c) ? (n === 1 ? 'Yes' : 'No') : n}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
