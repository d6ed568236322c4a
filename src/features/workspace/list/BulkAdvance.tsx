import { useStore } from '@nanostores/react';
import type { SubmitEvent } from 'react';
import { ROUND_WORDS } from '../../../shared/messages/rounds.ts';
import type { Round } from '../../../shared/round-schemas.ts';
import type { DecideFlow } from '../decisions/decide.ts';
import StatusLine from '../common/StatusLine.tsx';
import ChoiceLine from './ChoiceLine.tsx';
import type { BulkAdvanceFlow } from './bulk-advance.ts';
import styles from '../common/Organiser.module.css';
import list from './List.module.css';

/**
 * "Carry into a round": the applications chosen for the bulk decision above (the rows ticked, or every application
 * matching the filter) carried into a later review round, where they are assigned, reviewed and scored again. The
 * first round holds every application, so only later rounds are offered. On a phone it shows only once something is
 * chosen (List.module.css), so the list itself starts on the first screen.
 */
export default function BulkAdvance({
  flow,
  choice,
  rounds,
}: {
  flow: BulkAdvanceFlow;
  choice: DecideFlow;
  rounds: Round[];
}) {
  const { chosen, matching } = useStore(choice.$decide);
  const target = useStore(flow.$target);
  const { busy, result } = useStore(flow.$write);
  const later = rounds.slice(1);
  const n = matching?.total ?? chosen.size;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void flow.carry();
  };
  return (
    <form
      className={`${styles.panel} ${list.whenChosen}`}
      data-idle={(n === 0 && !result) || undefined}
      onSubmit={onSubmit}
      aria-labelledby="bulk-advance-title"
    >
      <h2 id="bulk-advance-title">Carry into a round</h2>
      <ChoiceLine choice={choice} />
      {later.length === 0 ? (
        <p>
          {ROUND_WORDS.noLaterRound} <a href="/organiser/settings">Settings</a>
        </p>
      ) : (
        <>
          <label className={styles.control}>
            Round
            <select
              name="carryRound"
              value={target ?? ''}
              onChange={(e) => flow.choose(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">Choose a round</option>
              {later.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name} ({ROUND_WORDS.statuses[r.status]})
                </option>
              ))}
            </select>
          </label>
          <p>
            <button className="btn btn-primary" type="submit" disabled={n === 0} aria-disabled={busy || undefined}>
              Carry into the round
            </button>
          </p>
        </>
      )}
      <StatusLine result={result} />
    </form>
  );
}
