import { useEffect, useState } from 'react';
import type { UserDetailsResponse } from '../../../lib/api-client.ts';
import { STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import { loadUserDetails } from '../../../stores/user-details.ts';
import styles from './WindowGate.module.css';

type Status = NonNullable<UserDetailsResponse['applicationStatus']>;

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** Where the submitted application stands: Submitted, Under review, then the decision, with the organisers' note. */
export default function StatusTimeline() {
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    loadUserDetails().then(
      (d) => setStatus(d.applicationStatus ?? null),
      () => undefined,
    );
  }, []);
  if (!status) return null;
  const reviewAt = status.history.find((h) => h.status !== 'SUBMITTED')?.at;
  const decided = status.status !== 'SUBMITTED' && status.status !== 'UNDER_REVIEW';
  const decisionAt = decided ? status.history.findLast((h) => h.status === status.status)?.at : undefined;
  const note = status.history.findLast((h) => h.note)?.note;
  const steps = [
    { label: 'Submitted', at: status.submittedAt, done: true },
    { label: 'Under review', at: reviewAt, done: status.status !== 'SUBMITTED' },
    { label: decided ? STATUS_LABELS[status.status] : 'Decision', at: decisionAt, done: decided },
  ];
  return (
    <section aria-labelledby="status-timeline-title">
      <h3 id="status-timeline-title">Your application: {STATUS_LABELS[status.status]}</h3>
      <ol className={styles.timeline}>
        {steps.map((s) => (
          <li key={s.label} className={styles.step} data-done={s.done || undefined}>
            <span className={styles.dot} aria-hidden="true">
              {s.done ? '✓' : ''}
            </span>
            <span>
              <strong>{s.label}</strong>
              {s.done && s.at ? ` · ${when(s.at)}` : s.done ? '' : ' · not yet'}
            </span>
          </li>
        ))}
      </ol>
      {note && (
        <p className={styles.note}>
          <strong>Note from the organisers:</strong> {note}
        </p>
      )}
    </section>
  );
}
