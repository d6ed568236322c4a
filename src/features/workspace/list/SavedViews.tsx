import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect } from 'react';
import { TAG_LIMITS } from '../../../shared/messages/tags.ts';
import StatusLine from '../common/StatusLine.tsx';
import type { SavedViewsFlow } from './saved-views.ts';
import styles from '../common/Organiser.module.css';
import list from './List.module.css';

/**
 * The organiser's saved views beside the filters: each opens its filter in the list; the filter as it is now is saved
 * under a name. Folded into one line until opened, so the list keeps its place on a phone.
 */
export default function SavedViews({ flow }: { flow: SavedViewsFlow }) {
  const { views, name } = useStore(flow.$views);
  const { busy, result } = useStore(flow.$write);
  useEffect(() => void flow.start(), [flow]);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void flow.save();
  };
  return (
    <details className={list.views}>
      <summary>Saved views ({views.length})</summary>
      {views.length > 0 && (
        <ul aria-label="Saved views">
          {views.map((v) => (
            <li key={v.id}>
              <button type="button" className="btn btn-outline" onClick={() => flow.open(v)}>
                {v.name}
              </button>{' '}
              <button
                type="button"
                className="btn btn-outline"
                aria-label={`Delete the view ${v.name}`}
                onClick={() => void flow.remove(v.id)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.toolbar} onSubmit={onSubmit} aria-label="Save this view">
        <label className={styles.control}>
          Name of this view
          <input
            name="viewName"
            value={name}
            maxLength={TAG_LIMITS.viewNameLength}
            onChange={(e) => flow.setName(e.target.value)}
          />
        </label>
        <button className="btn btn-primary" type="submit" aria-disabled={busy || undefined}>
          Save the filter
        </button>
      </form>
      <StatusLine result={result} />
    </details>
  );
}
