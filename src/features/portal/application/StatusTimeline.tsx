import { formatIstDay } from '../../../shared/india-time.ts';
import { useEffect, useState } from 'react';
import type { UserDetailsResponse } from '../../../lib/api-client.ts';
import { applicantTimeline, currentNote } from './timeline.ts';
import { STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import { loadUserDetails } from '../../../stores/user-details.ts';
import { $token } from '../../../stores/auth.ts';
import { markDecisionSeen } from '../../../lib/api-client.ts';
import ConfirmPlace from './ConfirmPlace.tsx';
import styles from './WindowGate.module.css';

type Status = NonNullable<UserDetailsResponse['applicationStatus']>;

/** What each step's marker shows; the words beside it carry the meaning for screen readers. */
const MARK = { success: '✓', declined: '✕', waiting: '…', pending: '' } as const;

/**
 * Where the submitted application stands: the current status with its own note, then every step it
 * went through, each decision with its date and the note the organisers wrote with it.
 */
export default function StatusTimeline() {
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    loadUserDetails().then(
      (d) => {
        setStatus(d.applicationStatus ?? null);
        // Shown now: the next sign-in need not bring the applicant here again for this decision.
        const token = $token.get();
        if (d.applicationStatus?.unseenDecision && token) void markDecisionSeen(token);
      },
      () => undefined,
    );
  }, []);
  if (!status) return null;
  const note = currentNote(status);
  const steps = applicantTimeline(status);
  return (
    <section aria-labelledby="status-timeline-title">
      <h3 id="status-timeline-title">Your application: {STATUS_LABELS[status.status]}</h3>
      {status.status === 'ACCEPTED' && status.confirmation && (
        <ConfirmPlace confirmation={status.confirmation} onAnswered={(fresh) => setStatus(fresh)} />
      )}
      {note && (
        <p className={styles.note}>
          <strong>Note from the organisers:</strong> {note}
        </p>
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
