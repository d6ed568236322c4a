import type { Tag } from '../../../shared/tag-schemas.ts';
import styles from '../common/Organiser.module.css';
import list from './List.module.css';

/** A row's tags under its startup (organisers only): the private ones, the reader's own, say so. */
export default function RowTags({ tags }: { tags: Tag[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <span className={`${list.tags} ${styles.muted}`}>
      <span className="visually-hidden">Tags: </span>
      {tags.map((t) => `${t.name}${t.private ? ' (private)' : ''}`).join(' · ')}
    </span>
  );
}
