import { useStore } from '@nanostores/react';
import type { SubmitEvent } from 'react';
import type { DecideFlow } from '../decisions/decide.ts';
import StatusLine from '../common/StatusLine.tsx';
import ChoiceLine from './ChoiceLine.tsx';
import TagFields from '../common/TagFields.tsx';
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
      className={`${styles.panel} ${list.whenChosen}`}
      data-idle={(n === 0 && !result) || undefined}
      onSubmit={onSubmit}
      aria-labelledby="bulk-tags-title"
    >
      <h2 id="bulk-tags-title">Tag several applications</h2>
      <ChoiceLine choice={choice} />
      <TagFields
        label="Tag"
        fieldName="bulkTag"
        tag={tag}
        onName={(name) => flow.setName(name)}
        onPrivate={(value) => flow.setPrivate(value)}
      />
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
