import { useEffect, useRef, type SubmitEvent } from 'react';
import type { JudgeView } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import { type PitchCard, canScore } from './judge-sections.ts';
import type { Scores } from './outbox.ts';
import ScoreScale from './ScoreScale.tsx';
import SendStatus from './SendStatus.tsx';
import styles from './Judge.module.css';

type Criteria = NonNullable<JudgeView['final']>['criteria'];

interface Props {
  card: PitchCard;
  criteria: Criteria;
  /** The scores chosen and not sent yet. */
  draft: Scores | undefined;
  /** The form's own line (a criterion left without a score). */
  notice: string | undefined;
  /** The pitch on stage: its name a level higher and its card marked. */
  onStage?: boolean;
  onChoose(criterionId: string, value: number): void;
  onSend(): void;
}

/**
 * One pitch: its startup, then the judge's form while it can be scored (nothing given yet, or refused), or the scores
 * given (read-only: a score once sent is final), with where the sending stands. After Send the keyboard goes to the
 * pitch's name, since the form it was in is gone.
 */
export default function PitchPanel({ card, criteria, draft, notice, onStage, onChoose, onSend }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const sentFromHere = useRef(false);
  const scoring = canScore(card);
  const titleId = `pitch-${card.id}`;
  const Heading = onStage ? 'h3' : 'h4';

  useEffect(() => {
    if (scoring || !sentFromHere.current) return;
    sentFromHere.current = false;
    heading.current?.focus();
  }, [scoring]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    sentFromHere.current = true;
    onSend();
  };

  return (
    <article className={styles.card} aria-labelledby={titleId} data-on-stage={onStage ? '' : undefined}>
      <Heading id={titleId} ref={heading} tabIndex={-1} className={styles.startup}>
        {card.startupName}
      </Heading>
      {scoring ? (
        <form aria-labelledby={titleId} onSubmit={submit} className={styles.section} noValidate>
          {criteria.map((c) => (
            <ScoreScale
              key={c.id}
              pitchId={card.id}
              criterion={c}
              value={draft?.[c.id] ?? card.scores?.[c.id]}
              onChoose={(value) => onChoose(c.id, value)}
            />
          ))}
          {card.status === 'refused' && <SendStatus card={card} />}
          {notice && (
            <p role="alert" className={styles.alert}>
              {notice}
            </p>
          )}
          <p className={styles.muted}>{FINAL_MESSAGES.scoresFinal}</p>
          <button type="submit" className={`btn btn-primary ${styles.send}`}>
            {FINAL_MESSAGES.send}
          </button>
        </form>
      ) : (
        <>
          <dl className={styles.given}>
            {criteria.map((c) => (
              <div key={c.id}>
                <dt>{c.label}</dt>
                <dd>{card.scores?.[c.id] ?? '–'}</dd>
              </div>
            ))}
          </dl>
          <SendStatus card={card} />
        </>
      )}
    </article>
  );
}
