import { type ApplicationStatus, STATUS_LABELS } from '../../../shared/organiser-labels.ts';

/** One history entry as the applicant's status answer carries it. */
interface Change {
  status: ApplicationStatus;
  note: string;
  at: string;
  /** The feedback reasons released with this decision. */
  feedback?: string[];
}

interface ApplicantStatusView {
  status: ApplicationStatus;
  submittedAt: string;
  history: Change[];
}

/** How a step reads: done and good, done and not what the founder hoped for, waiting, or not yet reached. */
type StepTone = 'success' | 'declined' | 'waiting' | 'pending';

export interface TimelineStep {
  key: string;
  label: string;
  at?: string;
  note: string;
  tone: StepTone;
}

const DECISION_TONE: Partial<Record<ApplicationStatus, StepTone>> = {
  SHORTLISTED: 'success',
  ACCEPTED: 'success',
  WAITLISTED: 'waiting',
  REJECTED: 'declined',
  WITHDRAWN: 'declined',
};

/**
 * The applicant's timeline: Submitted, Under review, then every decision they were texted about and a withdrawal, in
 * order, each with its own date and note. A step is ticked only if it happened; until a decision is
 * made the last step says it is still to come.
 */
export function applicantTimeline(view: ApplicantStatusView): TimelineStep[] {
  // Reviewed once organisers moved it on; a withdrawal says nothing about review.
  const review = view.history.find((h) => h.status !== 'SUBMITTED' && h.status !== 'WITHDRAWN');
  const steps: TimelineStep[] = [
    { key: 'submitted', label: STATUS_LABELS.SUBMITTED, at: view.submittedAt, note: '', tone: 'success' },
    {
      key: 'review',
      label: STATUS_LABELS.UNDER_REVIEW,
      at: review?.at,
      note: '',
      tone: review ? 'success' : 'pending',
    },
  ];
  const decisions = view.history.flatMap((h, i) => {
    const tone = DECISION_TONE[h.status];
    return tone ? [{ key: `decision-${i}`, label: STATUS_LABELS[h.status], at: h.at, note: h.note, tone }] : [];
  });
  if (decisions.length === 0) return [...steps, { key: 'decision', label: 'Decision', note: '', tone: 'pending' }];
  return [...steps, ...decisions];
}

/**
 * The note that goes with the current status: the one written with the latest change, if that change
 * set the current status. An earlier decision's note never speaks for a later one.
 */
export function currentNote(view: ApplicantStatusView): string {
  const last = view.history.at(-1);
  return last && last.status === view.status ? last.note : '';
}

/**
 * The feedback reasons released with the current status, under the same rule as its note: only those of the change
 * that set it (none before organisers release any).
 */
export function currentFeedback(view: ApplicantStatusView): string[] {
  const last = view.history.at(-1);
  return last && last.status === view.status ? (last.feedback ?? []) : [];
}
