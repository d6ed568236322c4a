import { type SubmitEvent, useState } from 'react';
import { OTHERS_SCORES, type OthersScores, type RoundKind } from '../../../shared/round-schemas.ts';
import { ROUND_WORDS } from '../../../shared/messages/rounds.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';
import { type CriterionDraft, type RoundDraft, blankCriterion } from './review-rounds.ts';
import { reviewRounds } from './review-rounds-effects.ts';

interface Props {
  initial: RoundDraft;
  /** Closes the form (Cancel); the list stays as it is. */
  onDone(): void;
}

/** The kinds a new round may have, in the words' order. */
const KINDS = Object.keys(ROUND_WORDS.kinds) as RoundKind[];

const CRITERION_FIELDS: [keyof CriterionDraft, string, 'text' | 'number'][] = [
  ['id', 'Id', 'text'],
  ['label', 'Name', 'text'],
  ['help', 'What reviewers judge', 'text'],
  ['weight', 'Weight', 'number'],
  ['min', 'Lowest score', 'number'],
  ['max', 'Highest score', 'number'],
];

/**
 * A round's name, its kind (chosen when it is made: a review, or the live final), dates, reviews per application, who sees the others' scores, and its rubric: criteria with weights,
 * scales and descriptions. Once a review of the round is saved its rubric shows but no longer changes.
 */
export default function RoundForm({ initial, onDone }: Props) {
  const [draft, setDraft] = useState(initial);
  const write = useWrite(reviewRounds.save, draft);
  const set = (change: Partial<RoundDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setCriterion = (i: number, change: Partial<CriterionDraft>) =>
    set({ criteria: draft.criteria.map((c, j) => (j === i ? { ...c, ...change } : c)) });
  const titleId = `round-form-${draft.id ?? 'new'}`;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run(draft);
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby={titleId}>
      <h3 id={titleId}>{draft.id === null ? 'New round' : `Edit “${initial.name}”`}</h3>
      <div className={styles.toolbar}>
        <label className={styles.control}>
          Name
          <input name="name" value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </label>
        {draft.id === null ? (
          <label className={styles.control}>
            Kind
            <select name="kind" value={draft.kind} onChange={(e) => set({ kind: e.target.value as RoundKind })}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {ROUND_WORDS.kinds[k]}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className={styles.control}>
            Kind
            <span className={styles.muted}>{ROUND_WORDS.kinds[draft.kind]}</span>
          </p>
        )}
        <label className={styles.control}>
          Reviews per application
          <input
            name="reviewsPerApplication"
            type="number"
            inputMode="numeric"
            value={draft.reviewsPerApplication}
            onChange={(e) => set({ reviewsPerApplication: e.target.value })}
          />
        </label>
        <label className={styles.control}>
          Opens (India time)
          <input type="datetime-local" value={draft.opensAt} onChange={(e) => set({ opensAt: e.target.value })} />
        </label>
        <label className={styles.control}>
          Closes (India time)
          <input type="datetime-local" value={draft.closesAt} onChange={(e) => set({ closesAt: e.target.value })} />
        </label>
        <label className={styles.control}>
          Reviewers see the others’ scores
          <select value={draft.othersScores} onChange={(e) => set({ othersScores: e.target.value as OthersScores })}>
            {OTHERS_SCORES.map((o) => (
              <option key={o} value={o}>
                {ROUND_WORDS.othersScores[o]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset disabled={draft.rubricLocked}>
        <legend>Rubric</legend>
        {draft.rubricLocked && <p className={styles.muted}>{ROUND_WORDS.locked}</p>}
        {draft.criteria.map((c, i) => (
          <fieldset key={i} className={styles.toolbar}>
            <legend>{`Criterion ${i + 1}`}</legend>
            {CRITERION_FIELDS.map(([key, label, type]) => (
              <label key={key} className={styles.control}>
                {label}
                <input
                  type={type}
                  inputMode={type === 'number' ? 'decimal' : undefined}
                  value={c[key]}
                  onChange={(e) => setCriterion(i, { [key]: e.target.value })}
                />
              </label>
            ))}
            <button
              type="button"
              className="btn btn-outline"
              disabled={draft.criteria.length === 1}
              onClick={() => set({ criteria: draft.criteria.filter((_, j) => j !== i) })}
            >
              {`Remove criterion ${i + 1}`}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => set({ criteria: [...draft.criteria, blankCriterion()] })}
        >
          Add a criterion
        </button>
      </fieldset>
      <WriteStatus write={write.$write} label={draft.id === null ? 'Create round' : 'Save round'} />
      <p>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Close the form
        </button>
      </p>
    </form>
  );
}
