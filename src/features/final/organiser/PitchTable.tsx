import type { OrganiserFinal } from '../../../shared/final-schemas.ts';
import { FINAL_MESSAGES, PITCH_STATES } from '../../../shared/messages/final.ts';
import styles from '../../workspace/common/Organiser.module.css';
import StageButton from './StageButton.tsx';
import type { StageWrite } from './stage-write.ts';

type Pitch = OrganiserFinal['pitches'][number];

/** Open or close the pitch, and show or hide its score on the big screen once it has been on stage. */
function PitchActions({ pitch, write }: { pitch: Pitch; write: StageWrite }) {
  const onStage = pitch.state === 'open';
  return (
    <div className={styles.toolbar}>
      {onStage ? (
        <StageButton
          write={write}
          action={{ kind: 'close', id: pitch.id }}
          label={FINAL_MESSAGES.close}
          busyLabel={FINAL_MESSAGES.closing}
          about={pitch.startupName}
          look="primary"
        />
      ) : (
        <StageButton
          write={write}
          action={{ kind: 'open', id: pitch.id }}
          label={FINAL_MESSAGES.open}
          busyLabel={FINAL_MESSAGES.opening}
          about={pitch.startupName}
          look={pitch.state === 'waiting' ? 'primary' : 'outline'}
        />
      )}
      {pitch.state !== 'waiting' && (
        <StageButton
          write={write}
          action={{ kind: 'reveal', id: pitch.id, revealed: !pitch.revealed }}
          label={pitch.revealed ? FINAL_MESSAGES.hide : FINAL_MESSAGES.reveal}
          about={pitch.startupName}
        />
      )}
    </div>
  );
}

/** The finalists in running order: each pitch's state, its judges' progress, its mean score and its buttons. */
export default function PitchTable({
  pitches,
  judges,
  write,
}: {
  pitches: Pitch[];
  judges: number;
  write: StageWrite;
}) {
  return (
    <section className={styles.panel} aria-labelledby="pitches-title">
      <h2 id="pitches-title">Pitches</h2>
      {pitches.length === 0 ? (
        <p>{FINAL_MESSAGES.noFinalists}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Startup</th>
                <th scope="col">State</th>
                <th scope="col">Judges</th>
                <th scope="col">Score</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {pitches.map((p, i) => (
                <tr key={p.id} aria-current={p.state === 'open' ? 'step' : undefined}>
                  <td>{i + 1}</td>
                  <th scope="row">
                    {p.startupName}
                    <br />
                    <span className={styles.muted}>{p.founderName}</span>
                  </th>
                  <td>{PITCH_STATES[p.state]}</td>
                  <td>{FINAL_MESSAGES.judgesScored(p.scored, judges)}</td>
                  <td>{p.score === null ? FINAL_MESSAGES.noScore : p.score.toFixed(2)}</td>
                  <td>
                    <PitchActions pitch={p} write={write} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
