import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { poll } from '../../../lib/poll.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import styles from '../../workspace/common/Organiser.module.css';
import StatusLine from '../../workspace/common/StatusLine.tsx';
import { useWrite } from '../../workspace/common/use-write.ts';
import JudgeList from './JudgeList.tsx';
import PitchTable from './PitchTable.tsx';
import { finalStage } from './stage-effects.ts';
import { STAGE_POLL_MS } from './stage-write.ts';
import StageSummary from './StageSummary.tsx';

/**
 * /organiser/final (organisers): the live final's stage, asked for every two seconds while the page is in view. The
 * final round and the big screen's ranking, the status line of the last action, the pitches in running order with
 * their buttons, and the judges' progress.
 */
export default function StageView() {
  const state = useStore(finalStage.$stage);
  const write = useWrite(finalStage.act);
  const { result } = useStore(write.$write);
  useEffect(() => poll(finalStage.load, STAGE_POLL_MS), []);

  if (state.phase === 'loading') return <p role="status">{FINAL_MESSAGES.stageLoading}</p>;
  if (state.phase === 'failed') return <p role="alert">{state.message}</p>;
  const { stage, stale } = state;
  if (!stage.final) {
    return (
      <section className={styles.panel} aria-labelledby="no-final-title">
        <h2 id="no-final-title">{FINAL_MESSAGES.organiserHeading}</h2>
        <p>{FINAL_MESSAGES.noFinalYet}</p>
        <p>
          <a className="btn btn-primary" href="/organiser/settings">
            {FINAL_MESSAGES.settingsLink}
          </a>
        </p>
      </section>
    );
  }
  return (
    <>
      <p className={styles.muted} role="status">
        {stale}
      </p>
      <StageSummary final={stage.final} write={write} />
      <StatusLine result={result} />
      <PitchTable pitches={stage.pitches} judges={stage.judges.length} write={write} />
      <JudgeList judges={stage.judges} pitches={stage.pitches.length} />
    </>
  );
}
