import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import type { CommitteeView, Summary } from '../../../shared/feedback-schemas.ts';
import { formatIstShort } from '../../../shared/india-time.ts';
import { FEEDBACK_LABELS, FEEDBACK_LIMITS } from '../../../shared/messages/feedback.ts';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { saveSummaryHere, setLeadHere } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/**
 * Feedback and the committee: for organisers, how many reviewers ticked each reason, the lead reviewer (one of the
 * assignees) and the summary to read; for the lead, the summary to write. Other reviewers get none of it from the
 * server, and this shows nothing for them.
 */
export default function Committee({ detail }: { detail: SubmissionDetail }) {
  const { committee, assignees } = detail.submission;
  const organiser = detail.role === 'ORGANISER';
  if (!organiser && !committee.isLead) return null;
  return (
    <section className={styles.panel} aria-labelledby="committee-title">
      <h2 id="committee-title">{FEEDBACK_LABELS.summaryHeading}</h2>
      {committee.isLead ? (
        <SummaryForm key={detail.submission.id} summary={committee.summary} />
      ) : (
        <SummaryText summary={committee.summary} />
      )}
      {organiser && assignees && (
        <LeadForm key={committee.lead?.mobile ?? ''} committee={committee} assignees={assignees} />
      )}
      {committee.reasonCounts && <ReasonCounts counts={committee.reasonCounts} />}
    </section>
  );
}

function SummaryText({ summary }: { summary: Summary | undefined }) {
  if (!summary?.writtenBy) return <p className={styles.muted}>{FEEDBACK_LABELS.summaryNone}</p>;
  return (
    <>
      <p className={styles.prewrap}>{summary.text}</p>
      <p className={styles.muted}>{FEEDBACK_LABELS.summaryBy(summary.writtenBy, formatIstShort(summary.writtenAt!))}</p>
    </>
  );
}

/**
 * The lead's box. It saves over the revision it was opened with; refused because another tab saved first, it keeps
 * this text in the box and shows the other save under it, to merge by hand and save over it.
 */
function SummaryForm({ summary }: { summary: Summary | undefined }) {
  const [text, setText] = useState(summary?.text ?? '');
  const [revision, setRevision] = useState(summary?.revision ?? 0);
  const [theirs, setTheirs] = useState<Summary | null>(null);
  const write = useWrite(saveSummaryHere);
  const { result } = useStore(write.$write);
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const answer = await write.run(text, revision);
    if (answer && 'current' in answer && answer.current) {
      setTheirs(answer.current);
      setRevision(answer.current.revision);
    } else if (answer?.ok) setTheirs(null);
  };
  return (
    <form onSubmit={onSubmit}>
      <p className={styles.help}>{FEEDBACK_LABELS.summaryHelp}</p>
      <label className={styles.control}>
        {FEEDBACK_LABELS.summaryHeading}
        <textarea
          name="summary"
          rows={6}
          value={text}
          maxLength={FEEDBACK_LIMITS.summaryLength}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {summary?.writtenBy && !theirs && !result && (
        <p className={styles.muted}>
          {FEEDBACK_LABELS.summaryBy(summary.writtenBy, formatIstShort(summary.writtenAt!))}
        </p>
      )}
      {theirs && (
        <div className={styles.notice} role="note">
          <SummaryText summary={theirs} />
        </div>
      )}
      <WriteStatus write={write.$write} label={FEEDBACK_LABELS.saveSummary} />
    </form>
  );
}

function LeadForm({
  committee,
  assignees,
}: {
  committee: CommitteeView;
  assignees: NonNullable<SubmissionDetail['submission']['assignees']>;
}) {
  const [lead, setLead] = useState(committee.lead?.mobile ?? '');
  const write = useWrite(setLeadHere);
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    await write.run(lead || null);
  };
  return (
    <form onSubmit={onSubmit}>
      <label className={styles.control}>
        {FEEDBACK_LABELS.leadHeading}
        <select name="lead" value={lead} onChange={(e) => setLead(e.target.value)}>
          <option value="">{FEEDBACK_LABELS.leadNone}</option>
          {assignees.map((a) => (
            <option key={a.mobile} value={a.mobile}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <WriteStatus write={write.$write} label={FEEDBACK_LABELS.saveLead} look="outline" />
    </form>
  );
}

function ReasonCounts({ counts }: { counts: NonNullable<CommitteeView['reasonCounts']> }) {
  const ticked = counts.filter((c) => c.count > 0);
  return (
    <>
      <h3>{FEEDBACK_LABELS.countsHeading}</h3>
      {ticked.length === 0 ? (
        <p className={styles.muted}>{FEEDBACK_LABELS.countsNone}</p>
      ) : (
        <ul className={styles.history}>
          {ticked.map((c) => (
            <li key={c.id}>
              {c.label}: {c.count}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
