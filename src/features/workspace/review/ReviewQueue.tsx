import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { answerDisplay } from '../../../lib/organiser-answer.ts';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { $application } from './application.ts';
import { $queue, nextInQueue } from './queue.ts';
import ConflictForm from './ConflictForm.tsx';
import Committee from './Committee.tsx';
import DeckViewer from './DeckViewer.tsx';
import ReviewForm from './ReviewForm.tsx';
import styles from '../common/Organiser.module.css';

/**
 * The review queue: the caller's progress, then the next application they have not reviewed (the least reviewed
 * first) with the review form; "Save and next" saves and opens the one after. Worked from the keyboard: the form
 * comes before anything that loads, and the deck loads only when asked for, so nothing takes the focus away.
 */
export default function ReviewQueue() {
  const queue = useStore($queue);
  const application = useStore($application);
  const [deckShown, setDeckShown] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => void nextInQueue(), []);
  const id = queue.phase === 'ready' ? queue.queue.submissionId : null;
  // A new application starts with its deck folded away again.
  useEffect(() => setDeckShown(false), [id]);
  const finished = queue.phase === 'ready' && id === null;
  useEffect(() => {
    if (finished) doneHeading.current?.focus();
  }, [finished]);

  if (queue.phase === 'loading') return <p role="status">{WORKSPACE_READS.queue.loading}</p>;
  if (queue.phase === 'failed') return <p role="alert">{WORKSPACE_READS.queue.failed(queue.message)}</p>;
  const { done, total } = queue.queue;
  const progress = (
    <p role="status" className={styles.progress}>
      {done} of {total} done
    </p>
  );
  if (finished) {
    return (
      <div className={styles.panel}>
        {progress}
        <h2 ref={doneHeading} tabIndex={-1}>
          {total === 0 ? 'Nothing is assigned to you yet' : 'All done: every application in your queue is reviewed'}
        </h2>
        <a className="btn btn-outline" href="/organiser">
          Back to all applications
        </a>
      </div>
    );
  }
  if (application.phase !== 'ready') return <p role="status">{WORKSPACE_READS.application.loading}</p>;
  const { detail } = application;
  const s = detail.submission;
  return (
    <>
      {progress}
      <h2>{s.startupName || 'Untitled startup'}</h2>
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="answers-title">
          <h2 id="answers-title">Answers</h2>
          <dl className={styles.answers}>
            {s.answers.map((a) => {
              const shown = answerDisplay(a.name, a.value);
              return (
                <Fragment key={a.name}>
                  <dt>{a.label}</dt>
                  <dd>
                    {shown.kind === 'link' ? (
                      <a href={shown.href} target="_blank" rel="noopener noreferrer">
                        {shown.text}
                      </a>
                    ) : (
                      shown.text
                    )}
                  </dd>
                </Fragment>
              );
            })}
          </dl>
        </section>
        <div>
          <section className={styles.panel}>
            <ReviewForm detail={detail} onSaved={nextInQueue} />
          </section>
          <section className={styles.panel} aria-labelledby="deck-title">
            <h2 id="deck-title">Pitch deck</h2>
            {deckShown ? (
              <DeckViewer files={s.files} videoUrl={s.answers.find((a) => a.name === 'videoPitch')?.value ?? ''} />
            ) : (
              <button type="button" className="btn btn-outline" onClick={() => setDeckShown(true)}>
                Show the deck
              </button>
            )}
          </section>
          {/* The lead reviewer writes the committee summary where they review; others see nothing here. */}
          <Committee detail={detail} />
          <ConflictForm applicationId={s.id} onDeclared={nextInQueue} />
        </div>
      </div>
    </>
  );
}
