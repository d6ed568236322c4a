import { useStore } from '@nanostores/react';
import { useRef, useState, type SubmitEvent } from 'react';
import type { Tag } from '../../../shared/tag-schemas.ts';
import StatusLine from '../common/StatusLine.tsx';
import TagFields from '../common/TagFields.tsx';
import { saveTagsHere } from './application.ts';
import { createTagEditor } from './tag-editor.ts';
import styles from '../common/Organiser.module.css';

/**
 * Organisers: the application's tags, each with its own "Remove" button, and a form that adds one (Enter in the field
 * adds it). Every change is saved at once; the status line says what the server answered. After a removal the focus
 * goes back to the field, so a keyboard user never lands on the page's top.
 */
export default function TagEditor({ tags: initial }: { tags: Tag[] }) {
  const editor = useState(() => createTagEditor({ saveTags: saveTagsHere }, initial))[0];
  const tags = useStore(editor.$tags);
  const draft = useStore(editor.$draft);
  const { busy, result } = useStore(editor.$write);
  const field = useRef<HTMLInputElement>(null);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void editor.add();
  };
  const remove = async (name: string) => {
    await editor.remove(name);
    field.current?.focus();
  };
  return (
    <section className={styles.panel} aria-labelledby="tags-title">
      <h2 id="tags-title">Tags</h2>
      {tags.length === 0 ? (
        <p className={styles.muted}>No tags yet.</p>
      ) : (
        <ul className={styles.assignees} aria-label="Tags on this application">
          {tags.map((t) => (
            <li key={`${t.private ? 'own' : 'shared'} ${t.name}`}>
              <span>
                {t.name} {t.private && <span className={styles.muted}>(private: only you see it)</span>}
              </span>
              <button
                className="btn btn-outline"
                type="button"
                aria-disabled={busy || undefined}
                onClick={() => void remove(t.name)}
              >
                Remove<span className="visually-hidden"> the tag {t.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit}>
        <TagFields
          label="Add a tag"
          fieldName="tag"
          tag={draft}
          onName={(name) => editor.setName(name)}
          onPrivate={(value) => editor.setPrivate(value)}
          fieldRef={field}
        />
        <p>
          <button className="btn btn-primary" type="submit" aria-disabled={busy || undefined}>
            {busy ? 'Saving…' : 'Add the tag'}
          </button>
        </p>
      </form>
      <StatusLine result={result} />
    </section>
  );
}
