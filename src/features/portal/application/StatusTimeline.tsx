import { formatIstDay } from '../../../shared/india-time.ts';
import type { ApplicantStatus } from '../../../shared/organiser-schemas.ts';
import { applicantTimeline, currentFeedback, currentNote } from './timeline.ts';
import { FEEDBACK_APPLICANT_HEADING } from '../../../shared/messages/feedback-applicant.ts';
import { STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import ConfirmPlace from './ConfirmPlace.tsx';
import styles from './WindowGate.module.css';

/** What each step's marker shows; the words beside it carry the meaning for screen readers. */
const MARK = { success: '✓', declined: '✕', waiting: '…', pending: '' } as const;

interface Props {
  status: ApplicantStatus;
  /** The status read again after the founder answered their place (only an accepted one has a place). */
  onAnswered?(fresh: ApplicantStatus | null): void;
}

/**
 * Where the submitted application stands: the current status with its own note (and an accepted founder's place
 * while it is theirs to answer or confirmed) and any feedback reasons released with it, then every step it went through, each decision with its date and the
 * note the organisers wrote with it.
 */
export default function StatusTimeline({ status, onAnswered }: Props) {
  const note = currentNote(status);
  const feedback = currentFeedback(status);
  const steps = applicantTimeline(status);
  return (
    <section aria-labelledby="status-timeline-title">
      <h3 id="status-timeline-title">Your application: {STATUS_LABELS[status.status]}</h3>
      {/* A place declined or lapsed is the outcome the page leads with. */}
      {status.status === 'ACCEPTED' && status.confirmation && status.outcome === null && onAnswered && (
        <ConfirmPlace confirmation={status.confirmation} onAnswered={onAnswered} />
      )}
      {note && (
        <p className={styles.note}>
          <strong>Note from the organisers:</strong> {note}
        </p>
      )}
      {feedback.length > 0 && (
        <section className={styles.note} aria-labelledby="feedback-title">
          <strong id="feedback-title">{FEEDBACK_APPLICANT_HEADING}</strong>
          <ul>
            {feedback.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      )}
      <ol className={styles.timeline} aria-label="Your application's steps">
        {steps.map((s, i) => (
          <li key={s.key} className={styles.step} data-tone={s.tone}>
            <span className={styles.dot} aria-hidden="true">
              {MARK[s.tone]}
            </span>
            <span>
              <strong>{s.label}</strong>
              {s.at ? ` · ${formatIstDay(s.at)}` : ' · not yet'}
              {/* The current decision's note already stands above the steps. */}
              {s.note && !(i === steps.length - 1 && note) && <span className={styles.stepNote}>{s.note}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
