import type { FeedbackReason } from '../../../shared/feedback-schemas.ts';
import { FEEDBACK_LABELS, FEEDBACK_LIMITS } from '../../../shared/messages/feedback.ts';
import styles from '../common/Organiser.module.css';

interface Props {
  reasons: FeedbackReason[];
  ticked: number[];
  onChange: (ids: number[]) => void;
}

/**
 * The feedback reasons a reviewer ticks, up to three: once three are ticked the others are disabled, and a line says
 * why, so the cap the API enforces is never met as a refusal.
 */
export default function ReasonTicks({ reasons, ticked, onChange }: Props) {
  if (reasons.length === 0) return null;
  const full = ticked.length >= FEEDBACK_LIMITS.perReview;
  // Kept in the list's order, whatever order they were ticked in.
  const toggle = (id: number, on: boolean) =>
    onChange(reasons.map((r) => r.id).filter((r) => (r === id ? on : ticked.includes(r))));
  return (
    <fieldset className={styles.criterion} aria-describedby="reasons-help">
      <legend>{FEEDBACK_LABELS.reasonsHeading}</legend>
      <p id="reasons-help" className={styles.help}>
        {FEEDBACK_LABELS.reasonsHelp}
      </p>
      {reasons.map((r) => {
        const on = ticked.includes(r.id);
        return (
          <label key={r.id} className={styles.check}>
            <input
              type="checkbox"
              name="reasons"
              value={r.id}
              checked={on}
              disabled={!on && full}
              onChange={(e) => toggle(r.id, e.target.checked)}
            />{' '}
            {r.label}
          </label>
        );
      })}
      {full && (
        <p className={styles.muted} role="status">
          {FEEDBACK_LABELS.reasonsCap}
        </p>
      )}
    </fieldset>
  );
}
