import { useState, type SubmitEvent } from 'react';
import { formatIstShort } from '../../../shared/india-time.ts';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { addComment } from './application.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

/**
 * The staff's private discussion of one application. A reviewer reads and joins it only once their own review is
 * saved (the server sends nothing before), so the first opinion stays their own.
 */
export default function Discussion({ detail }: { detail: SubmissionDetail }) {
  const s = detail.submission;
  const [text, setText] = useState('');
  const write = useWrite(addComment);
  const open = detail.role === 'ORGANISER' || s.reviews.some((r) => r.mine);
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if ((await write.run(text))?.ok) setText('');
  };
  return (
    <section className={styles.panel} aria-labelledby="discussion-title">
      <h2 id="discussion-title">Discussion</h2>
      {!open ? (
        <p className={styles.muted}>The discussion opens once your review is saved.</p>
      ) : (
        <>
          {s.comments.length === 0 ? (
            <p className={styles.muted}>No messages yet.</p>
          ) : (
            <ul className={styles.history}>
              {s.comments.map((c) => (
                <li key={`${c.at} ${c.author}`}>
                  <strong>{c.author}</strong> <span className={styles.muted}>{formatIstShort(c.at)}</span>
                  <div>{c.text}</div>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={onSubmit}>
            <label className={styles.control}>
              Your message
              <textarea name="message" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
            </label>
            <WriteStatus write={write.$write} label="Post message" busyLabel="Posting…" look="outline" />
          </form>
        </>
      )}
    </section>
  );
}
