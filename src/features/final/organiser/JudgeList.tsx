import type { OrganiserFinal } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import styles from '../../workspace/common/Organiser.module.css';

/** The final's judges and how many pitches each has scored: one falling behind (a phone offline) shows here. */
export default function JudgeList({ judges, pitches }: { judges: OrganiserFinal['judges']; pitches: number }) {
  return (
    <section className={styles.panel} aria-labelledby="judges-title">
      <h2 id="judges-title">{FINAL_MESSAGES.judgesHeading}</h2>
      {judges.length === 0 ? (
        <p>
          {FINAL_MESSAGES.noJudges} <a href="/organiser/settings">{FINAL_MESSAGES.settingsLink}</a>
        </p>
      ) : (
        <ul>
          {judges.map((j) => (
            <li key={j.mobile}>
              {j.name}: {FINAL_MESSAGES.judgeProgress(j.scored, pitches)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
