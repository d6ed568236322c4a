import type { OrganiserFinal } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import { ROUND_WORDS } from '../../../shared/messages/rounds.ts';
import styles from '../../workspace/common/Organiser.module.css';
import StageButton from './StageButton.tsx';
import type { StageWrite } from './stage-write.ts';

type Final = NonNullable<OrganiserFinal['final']>;

/** The final round and its state, the way to the big screen, and the ranking shown on it or hidden. */
export default function StageSummary({ final, write }: { final: Final; write: StageWrite }) {
  return (
    <section className={styles.panel} aria-labelledby="final-title">
      <h2 id="final-title">{FINAL_MESSAGES.roundState(final.name, ROUND_WORDS.statuses[final.status])}</h2>
      {final.status !== 'open' && (
        <p>
          {FINAL_MESSAGES.notOpenHint} <a href="/organiser/settings">{FINAL_MESSAGES.settingsLink}</a>
        </p>
      )}
      <p className={styles.toolbar}>
        <a className="btn btn-outline" href="/final" target="_blank" rel="noopener">
          {FINAL_MESSAGES.bigScreen}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <StageButton
          write={write}
          action={{ kind: 'ranking', revealed: !final.ranked }}
          label={final.ranked ? FINAL_MESSAGES.hideRanking : FINAL_MESSAGES.showRanking}
        />
      </p>
    </section>
  );
}
