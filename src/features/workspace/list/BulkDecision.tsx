import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import type { DecideFlow, MatchingFilter } from '../decisions/decide.ts';
import PendingDecisionFields from '../decisions/PendingDecisionFields.tsx';
import styles from '../common/Organiser.module.css';
import list from './List.module.css';

const count = new Intl.NumberFormat('en-IN');
const applications = (n: number) => `${count.format(n)} application${n === 1 ? '' : 's'}`;

/**
 * The list's "decide on several applications": the rows ticked below, or every application matching the filter
 * (counted by the server before anything is set). The decision is pending: nobody is told until it is released on
 * /organiser/decisions. On a phone it stays one button until it is opened or a row is ticked (List.module.css), so
 * the list itself starts on the first screen.
 */
export default function BulkDecision({ flow, filter }: { flow: DecideFlow; filter: MatchingFilter }) {
  const { chosen, matching } = useStore(flow.$decide);
  const { result } = useStore(flow.$write);
  const [opened, setOpened] = useState(false);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void flow.apply();
  };
  const n = matching?.total ?? chosen.size;
  // Nothing chosen and nothing to say yet.
  const idle = chosen.size === 0 && !matching && !result;

  return (
    <form
      className={`${styles.panel} ${list.bulk}`}
      data-idle={idle || undefined}
      data-opened={opened || undefined}
      onSubmit={onSubmit}
      aria-labelledby="bulk-title"
    >
      <h2 id="bulk-title">Decide on several applications</h2>
      <p className={list.bulkToggle}>
        <button
          type="button"
          className="btn btn-outline"
          aria-expanded={opened}
          aria-controls="bulk-body"
          onClick={() => setOpened(!opened)}
        >
          Decide on several applications
        </button>
      </p>
      <div id="bulk-body" className={list.bulkBody}>
        <p role="status">
          {matching
            ? matching.loading
              ? 'Counting the applications matching the filter…'
              : `Every application matching the filter: ${applications(matching.total)}`
            : `${applications(chosen.size)} chosen in the list`}
        </p>
        <p>
          {matching ? (
            <button type="button" className="btn btn-outline" onClick={flow.chooseRows}>
              Choose rows instead
            </button>
          ) : (
            <button type="button" className="btn btn-outline" onClick={() => void flow.chooseMatching(filter)}>
              Choose every application matching the filter
            </button>
          )}
        </p>
        <PendingDecisionFields
          flow={flow}
          label={
            matching
              ? `Set as pending for all ${count.format(n)} matching`
              : `Set as pending for ${count.format(n)} chosen`
          }
          disabled={n === 0 || matching?.loading === true}
        />
      </div>
    </form>
  );
}
