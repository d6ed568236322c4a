import { formatIstShort } from '../../../shared/india-time.ts';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { $application, loadApplication } from './application.ts';
import { answerDisplay } from '../../../lib/organiser-answer.ts';
import RoundScoresPanel from './RoundScoresPanel.tsx';
import Assignees from './Assignees.tsx';
import ConflictForm from './ConflictForm.tsx';
import InterestPicker from './InterestPicker.tsx';
import TeamAndDuplicates from './TeamAndDuplicates.tsx';
import TeamRevealNotice from './TeamRevealNotice.tsx';
import DeckViewer from './DeckViewer.tsx';
import Discussion from './Discussion.tsx';
import ReviewForm from './ReviewForm.tsx';
import SmsResend from './SmsResend.tsx';
import PlaceBadge from '../common/PlaceBadge.tsx';
import StatusBadge from '../common/StatusBadge.tsx';
import StatusControl from './StatusControl.tsx';
import TagEditor from './TagEditor.tsx';
import Committee from './Committee.tsx';
import { FEEDBACK_LABELS } from '../../../shared/messages/feedback.ts';
import styles from '../common/Organiser.module.css';

/** Made once: a formatter holds native memory, and the history lists many moments. */

const SMS_LABELS = {
  none: 'no SMS',
  pending: 'SMS queued',
  sent: 'SMS sent',
  failing: 'SMS failing, will retry',
  unknown: 'SMS outcome unknown',
} as const;

/** One application: answers, deck, the caller's review, (organisers) the decision, and the history. */
export default function ApplicationReview() {
  const state = useStore($application);
  useEffect(() => void loadApplication(new URLSearchParams(location.search).get('id') ?? ''), []);
  // The startup's name in the tab's title, so several open applications can be told apart.
  const startupName = state.phase === 'ready' ? state.detail.submission.startupName : '';
  useEffect(() => {
    if (startupName && !document.title.startsWith(`${startupName} · `))
      document.title = `${startupName} · ${document.title}`;
  }, [startupName]);

  if (state.phase === 'loading') return <p role="status">{WORKSPACE_READS.application.loading}</p>;
  if (state.phase === 'not-found' || state.phase === 'failed') {
    return (
      <div className={styles.panel} role="alert">
        <h2>
          {state.phase === 'not-found' ? WORKSPACE_READS.application.notFound : WORKSPACE_READS.application.failed}
        </h2>
        <p>{state.message}</p>
        <a className="btn btn-outline" href="/organiser">
          Back to all applications
        </a>
      </div>
    );
  }
  const { detail } = state;
  const s = detail.submission;
  return (
    <>
      <p>
        <a href="/organiser">← All applications</a>
      </p>
      <h2>{s.startupName || 'Untitled startup'}</h2>
      <p>
        {/* Reviewers score without knowing where the application stands: the server sends them no status. */}
        {s.status && <StatusBadge status={s.status} />}
        {s.confirmation && <PlaceBadge confirmation={s.confirmation} withDeadline />}{' '}
        <span className={styles.muted}>Submitted {formatIstShort(s.submittedAt)}</span>
        {s.weightedScore !== null && s.reviewCount !== null && (
          <span className={styles.muted}>
            {' '}
            · {s.reviewCount} review{s.reviewCount === 1 ? '' : 's'}, mean score {s.weightedScore.toFixed(2)}
          </span>
        )}
      </p>
      <TeamRevealNotice detail={detail} />
      <EditNotes detail={detail} />
      <div className={styles.layout}>
        <div>
          {/* The deck first: with the review form beside it, both start on a laptop's first screen. */}
          <section className={styles.panel} aria-labelledby="deck-title">
            <h2 id="deck-title">Pitch deck</h2>
            <DeckViewer files={s.files} videoUrl={s.answers.find((a) => a.name === 'videoPitch')?.value ?? ''} />
          </section>
          <section className={styles.panel} aria-labelledby="answers-title">
            <h2 id="answers-title">Answers</h2>
            <dl className={styles.answers}>
              {s.answers.map((a) => (
                <ShownAnswer key={a.name} name={a.name} label={a.label} value={a.value} />
              ))}
            </dl>
          </section>
          {s.applicant && <Applicant applicant={s.applicant} />}
          <TeamAndDuplicates detail={detail} />
        </div>
        <div>
          {s.myInterest !== undefined && <InterestPicker key={s.id} applicationId={s.id} marked={s.myInterest} />}
          <section className={styles.panel}>
            <ReviewForm detail={detail} />
          </section>
          {detail.role === 'ORGANISER' && (
            <section className={styles.panel}>
              <StatusControl detail={detail} />
            </section>
          )}
          {/* Organisers only: the server sends reviewers no tags. */}
          {s.tags && <TagEditor key={s.id} tags={s.tags} />}
          {detail.role === 'ORGANISER' && <Assignees detail={detail} />}
          <Committee detail={detail} />
          {s.rounds && <RoundScoresPanel rounds={s.rounds} />}
          {s.history && <History detail={detail} history={s.history} />}
          {/* A reviewer gets the others' reviews only once their own is saved (the server sends none before). */}
          {(detail.role === 'ORGANISER' ? s.reviews.length > 0 : s.reviews.some((r) => !r.mine)) && (
            <Reviews detail={detail} />
          )}
          <Discussion detail={detail} />
          {detail.role === 'REVIEWER' && (
            <ConflictForm applicationId={s.id} onDeclared={async () => location.assign('/organiser')} />
          )}
        </div>
      </div>
    </>
  );
}

/** 'Edited after submission' with what each edit changed, and whether the caller's review predates it. */
function EditNotes({ detail }: { detail: SubmissionDetail }) {
  const { edits, reviews } = detail.submission;
  if (edits.length === 0) return null;
  const mine = reviews.find((r) => r.mine);
  return (
    <div className={styles.panel} role="note" aria-label="Edited after submission">
      <strong>Edited after submission</strong>
      <ul className={styles.history}>
        {edits.map((e) => (
          <li key={e.version}>
            Version {e.version}, {formatIstShort(e.at)}: {e.changed.map((f) => f.label).join(', ') || 'details'}
          </li>
        ))}
      </ul>
      {mine?.earlierVersion && <p>Your review scored an earlier version.</p>}
    </div>
  );
}

/** An answer of the application: codes in words, web addresses as links that open in a new tab. */
function ShownAnswer({ name, label, value }: { name: string; label: string; value: string }) {
  const shown = answerDisplay(name, value);
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {shown.kind === 'link' ? (
          <a href={shown.href} target="_blank" rel="noopener noreferrer">
            {shown.text} <span className={styles.muted}>(opens in a new tab)</span>
          </a>
        ) : (
          shown.text
        )}
      </dd>
    </>
  );
}

function Applicant({ applicant }: { applicant: Record<string, unknown> }) {
  const fields: [string, string][] = [
    ['name', 'Name'],
    ['mobile', 'Mobile'],
    ['email', 'E-mail'],
    ['age', 'Age'],
    ['city', 'City'],
    ['state', 'State'],
    ['education', 'Education'],
    ['JITOChapter', 'JITO chapter'],
    ['heardFrom', 'Heard from'],
  ];
  return (
    <section className={styles.panel} aria-labelledby="applicant-title">
      <h2 id="applicant-title">Applicant</h2>
      <dl className={styles.answers}>
        {fields.map(([key, label]) => (
          <ShownAnswer key={key} name={key} label={label} value={String(applicant[key] ?? '')} />
        ))}
      </dl>
    </section>
  );
}

function History({
  detail,
  history,
}: {
  detail: SubmissionDetail;
  history: NonNullable<SubmissionDetail['submission']['history']>;
}) {
  const s = detail.submission;
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <ol className={styles.history}>
        <li>Submitted {formatIstShort(s.submittedAt)}</li>
        {history.map((h) => (
          <li key={h.at + h.status}>
            {STATUS_LABELS[h.status]} {formatIstShort(h.at)}
            {h.by && ` by ${h.by}`}
            {h.sms && ` (${SMS_LABELS[h.sms]}${h.smsError ? `: ${h.smsError}` : ''})`}
            {h.sms === 'unknown' && h.changeId !== undefined && <SmsResend changeId={h.changeId} />}
            {h.note && <div className={styles.muted}>Note: {h.note}</div>}
            {h.feedback && <div className={styles.muted}>{FEEDBACK_LABELS.historyFeedback(h.feedback)}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Reviews({ detail }: { detail: SubmissionDetail }) {
  const { criteria } = detail.rubric;
  return (
    <section className={styles.panel} aria-labelledby="reviews-title">
      <h2 id="reviews-title">All reviews</h2>
      <ul className={styles.history}>
        {detail.submission.reviews.map((r) => (
          <li key={`${r.reviewer} ${r.updatedAt}`}>
            <strong>{r.reviewer}</strong>: {r.weightedScore.toFixed(2)} (normalised {r.normalisedScore.toFixed(2)}) —{' '}
            {/* In the rubric's order: the stored scores come back in the database's key order. */}
            {criteria
              .filter((c) => r.scores[c.id] !== undefined)
              .map((c) => `${c.label} ${r.scores[c.id]}`)
              .join(', ')}
            {r.earlierVersion && <div className={styles.muted}>Reviewed an earlier version</div>}
            {r.comment && <div className={styles.muted}>{r.comment}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
