import { type SubmitEvent, useState } from 'react';
import { COFOUNDER_MESSAGES } from '../../../shared/messages/cofounders.ts';
import { DUPLICATE_MESSAGES } from '../../../shared/messages/duplicates.ts';
import { POSSIBLE_DUPLICATES_COUNTED } from '../../../shared/organiser-labels.ts';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { markDuplicateHere } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import StatusBadge from '../common/StatusBadge.tsx';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/**
 * The team invited by mobile (organisers: number, role, answer, and the name of each who accepted; reviewers: roles
 * of verified members only), and for organisers the applications that look like this one, each with "Mark this one a
 * duplicate of it".
 */
export default function TeamAndDuplicates({ detail }: { detail: SubmissionDetail }) {
  const s = detail.submission;
  const organiser = detail.role === 'ORGANISER';
  return (
    <>
      {s.team.length > 0 && (
        <section className={styles.panel} aria-labelledby="team-title">
          <h2 id="team-title">Team</h2>
          <ul>
            {s.team.map((m, i) => (
              <li key={m.mobile ?? i}>
                {m.name && `${m.name}, `}
                {m.role}
                {m.mobile && ` · ${m.mobile}`}
                {m.status && ` · ${COFOUNDER_MESSAGES.statusLabels[m.status]}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {organiser && s.duplicateOf && (
        <p className={styles.notice} role="note">
          Marked a duplicate of <a href={`/organiser/application?id=${s.duplicateOf}`}>another application</a>.
        </p>
      )}
      {organiser && s.duplicates && s.duplicates.length > 0 && (
        <section className={styles.panel} aria-labelledby="duplicates-title">
          <h2 id="duplicates-title">Possible duplicates</h2>
          <ul>
            {s.duplicates.map((d) => (
              <li key={d.id}>
                <a className={styles.itemLink} href={`/organiser/application?id=${d.id}`}>
                  {d.startupName || 'Untitled startup'}
                </a>{' '}
                <StatusBadge status={d.status} /> <span className={styles.muted}>{d.reasons.join(', ')}</span>
                {s.status !== 'WITHDRAWN' && d.status !== 'WITHDRAWN' && <MarkDuplicate of={d.id} />}
              </li>
            ))}
          </ul>
          {(s.duplicatesCounted ?? 0) > s.duplicates.length && (
            <p className={styles.muted}>
              {DUPLICATE_MESSAGES.listedOf(
                s.duplicates.length,
                s.duplicatesCounted!,
                s.duplicatesCounted === POSSIBLE_DUPLICATES_COUNTED,
              )}
            </p>
          )}
        </section>
      )}
    </>
  );
}

/** Withdraws the open application as a duplicate of `of`, with a note the applicant reads; asked for, not open. */
function MarkDuplicate({ of }: { of: string }) {
  const [note, setNote] = useState('');
  const write = useWrite(markDuplicateHere);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run(of, note);
  };
  return (
    <details>
      <summary>Mark this application a duplicate of it</summary>
      <form onSubmit={onSubmit}>
        <label className={styles.control}>
          Note to the applicant (optional)
          <textarea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </label>
        <WriteStatus write={write.$write} label="Withdraw as duplicate" look="outline" />
      </form>
    </details>
  );
}
