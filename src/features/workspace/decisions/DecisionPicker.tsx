import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { listSubmissions } from '../../../lib/organiser-api.ts';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { createDecideFlow } from './decide.ts';
import { browserDecideEffects } from './decide-effects.ts';
import { useRead } from '../common/use-read.ts';
import PendingDecisionFields from './PendingDecisionFields.tsx';
import RowCheckbox from '../common/RowCheckbox.tsx';
import StatusBadge from '../common/StatusBadge.tsx';
import styles from '../common/Organiser.module.css';

/** The applications to choose from, the best scored first. */
const byScore = (token: string) => listSubmissions(token, { sort: 'score' });

/**
 * Sets one pending decision on the applications ticked in a plain list (best score first): the list page's
 * decision flow (decide.ts) over this page's own rows. Nothing reaches the applicants until the
 * pending decisions are released above. The list loads afresh at each `version`.
 */
export default function DecisionPicker({ version, onSet }: { version: number; onSet: () => void }) {
  const list = useRead(byScore);
  const [flow] = useState(() => createDecideFlow(browserDecideEffects(async () => onSet())));
  const { chosen } = useStore(flow.$decide);
  useEffect(() => void list.load(), [list.load, version]);
  const rows = list.value?.submissions;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void flow.apply();
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="pick-title">
      <h2 id="pick-title">Set a pending decision</h2>
      {list.error ? (
        <p role="alert">{WORKSPACE_READS.list.failed(list.error)}</p>
      ) : !rows ? (
        <p role="status">{WORKSPACE_READS.choices.loading}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Choose</th>
                <th scope="col">Startup</th>
                <th scope="col">Status</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <RowCheckbox
                      label={`Choose ${r.startupName}`}
                      checked={chosen.has(r.id)}
                      onChange={() => flow.toggle(r.id)}
                    />
                  </td>
                  <td>{r.startupName}</td>
                  <td>{r.status && <StatusBadge status={r.status} />}</td>
                  <td>{r.weightedScore ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PendingDecisionFields
        flow={flow}
        label={`Set as pending for ${chosen.size} chosen`}
        disabled={chosen.size === 0}
      />
    </form>
  );
}
