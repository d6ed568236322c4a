import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import { ROUND_WORDS } from '../../../shared/messages/rounds.ts';
import type { Round } from '../../../shared/round-schemas.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';
import { type RoundDraft, blankRound, draftOf, triageRound } from './review-rounds.ts';
import { reviewRounds } from './review-rounds-effects.ts';
import RoundForm from './RoundForm.tsx';
import { useIsOrganiser } from './use-organiser.ts';

/** Open or close one round: one at a time is open, which the server enforces and says. */
function OpenClose({ round }: { round: Round }) {
  const action = round.status === 'open' ? 'close' : 'open';
  const write = useWrite(reviewRounds.openOrClose, `${round.id} ${round.status}`);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run(round.id, action);
  };
  return (
    <form onSubmit={onSubmit}>
      <WriteStatus
        write={write.$write}
        look="outline"
        label={action === 'open' ? `Open “${round.name}”` : `Close “${round.name}”`}
        busyLabel={action === 'open' ? 'Opening…' : 'Closing…'}
      />
    </form>
  );
}

/**
 * The review rounds (organisers only): each with its state, applications and rubric; a new one (blank or a Yes/No
 * triage), one edited, opened or closed.
 */
export default function ReviewRounds() {
  const organiser = useIsOrganiser();
  const state = useStore(reviewRounds.$rounds);
  const [editing, setEditing] = useState<RoundDraft | null>(null);
  useEffect(() => {
    if (organiser) void reviewRounds.load();
  }, [organiser]);

  const body = () => {
    if (organiser === false) return <p className={styles.muted}>{ROUND_WORDS.organisersOnly}</p>;
    if (state.phase === 'loading') return <p role="status">{ROUND_WORDS.loading}</p>;
    if (state.phase === 'failed') return <p role="alert">{state.message}</p>;
    if (state.rounds.length === 0) return <p>{ROUND_WORDS.empty}</p>;
    return (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Kind</th>
              <th scope="col">State</th>
              <th scope="col">Applications</th>
              <th scope="col">Criteria</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {state.rounds.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  {r.name}
                  {r.current ? ' (shown in the workspace)' : ''}
                </th>
                <td>{ROUND_WORDS.kindNames[r.kind]}</td>
                <td>{ROUND_WORDS.statuses[r.status]}</td>
                <td>{r.applications}</td>
                <td>{r.rubric.criteria.map((c) => `${c.label} ×${c.weight} (${c.min}–${c.max})`).join(', ')}</td>
                <td>
                  <OpenClose round={r} />
                  <button type="button" className="btn btn-outline" onClick={() => setEditing(draftOf(r))}>
                    {`Edit “${r.name}”`}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="rounds-title">
      <h2 id="rounds-title">Review rounds</h2>
      <p className={styles.muted}>
        Each round has its own rubric, assignments and scores; one is open at a time. Applicants can no longer change
        their application once a second round opens.
      </p>
      {body()}
      {organiser && state.phase === 'ready' && !editing && (
        <p className={styles.toolbar}>
          <button type="button" className="btn btn-primary" onClick={() => setEditing(blankRound())}>
            New round
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setEditing(triageRound())}>
            New Yes/No triage
          </button>
        </p>
      )}
      {editing && <RoundForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
    </section>
  );
}
