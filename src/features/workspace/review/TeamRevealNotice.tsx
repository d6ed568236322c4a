import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { TEAM_REVEAL_NOTICES } from '../../../shared/messages/workspace.ts';
import styles from '../common/Organiser.module.css';

/**
 * Organisers: where what reviewers read names the team ("may reveal the team"), and the decks whose text could not
 * be searched for the names, so the absence of a flag is never mistaken for a clean deck.
 */
export default function TeamRevealNotice({ detail }: { detail: SubmissionDetail }) {
  const { mayRevealTeam = [], decksNotRead = [] } = detail.submission;
  return (
    <>
      {mayRevealTeam.length > 0 && (
        <p className={styles.notice} role="note">
          <strong>{TEAM_REVEAL_NOTICES.mayReveal}</strong> reviewers read{' '}
          {mayRevealTeam.map((r, i) => (
            <span key={r.field}>
              {i > 0 && ', '}“{r.field}”, which contains “{r.name}”
            </span>
          ))}
          .
        </p>
      )}
      {decksNotRead.map((d) => (
        <p key={d.field} className={styles.notice} role="note">
          {TEAM_REVEAL_NOTICES.deckNotRead(d.field, d.failed)}
        </p>
      ))}
    </>
  );
}
