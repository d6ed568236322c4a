import { useStore } from '@nanostores/react';
import type { SubmitEvent } from 'react';
import { TAG_LIMITS } from '../../../shared/messages/tags.ts';
import type { DecideFlow } from '../decisions/decide.ts';
import StatusLine from '../common/StatusLine.tsx';
import type { BulkTagFlow } from './bulk-tags.ts';
import styles from '../common/Organiser.module.css';
import list from './List.module.css';

/**
 * "Tag several applications": a tag added to or removed from the applications chosen for the bulk decision (the rows
 * ticked, or every application matching the filter). On a phone it shows only once something is chosen
 * (List.module.css), so the list itself starts on the first screen.
 */
export default function BulkTags({ flow, choice }: { flow: BulkTagFlow; choice: DecideFlow }) {
  const { chosen, matching } = useStore(choice.$decide);
  const tag = useStore(flow.$tag);
  const { busy, result } = useStore(flow.$write);
  const n = matching?.total ?? chosen.size;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void flow.add();
  };
  return (
    <form
      className={`${styles.panel} ${list.bulkTags}`}
      data-idle={(n === 0 && !result) || undefined}
      onSubmit={onSubmit}
      aria-labelledby="bulk-tags-title"
    >
      <h2 id="bulk-tags-title">Tag several applications</h2>
      <p className={styles.muted}>
        {matching ? 'Every application matching the filter' : `${n} chosen in the list`}, as chosen for the decision
        above.
      </p>
      <div className={styles.toolbar}>
        <label className={styles.control}>
          Tag
          <input
            name="bulkTag"
            value={tag.name}
            maxLength={TAG_LIMITS.nameLength}
            onChange={(e) => flow.setName(e.target.value)}
          />
        </label>
        <label className={styles.control}>
          <span>
            <input type="checkbox" checked={tag.private} onChange={(e) => flow.setPrivate(e.target.checked)} /> Private
            (only you see it)
          </span>
        </label>
      </div>
      <p>
        <button className="btn btn-primary" type="submit" disabled={n === 0} aria-disabled={busy || undefined}>
          Add the tag
        </button>{' '}
        <button className="btn btn-outline" type="button" disabled={n === 0} onClick={() => void flow.remove()}>
          Remove the tag
        </button>
      </p>
      <StatusLine result={result} />
    </form>
  );
}
