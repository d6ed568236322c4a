import { useState } from 'react';
import { clearDecision, releaseDecisions, type ReleaseAnswer } from '../../lib/decisions-api.ts';
import type { DecisionPreview } from '../../shared/decision-schemas.ts';
import { DECISION_STATUSES, STATUS_LABELS } from '../../shared/organiser-labels.ts';
import { WORKSPACE_MESSAGES } from '../../shared/messages/workspace.ts';
import { $token } from '../../stores/auth.ts';
import StatusBadge from './StatusBadge.tsx';
import styles from './Organiser.module.css';

/** '2 Accepted, 1 Not selected': the counts the confirmation names and the release sends back. */
const countsText = (counts: DecisionPreview['counts']) =>
  DECISION_STATUSES.filter((s) => counts[s])
    .map((s) => `${counts[s]} ${STATUS_LABELS[s]}`)
    .join(', ');

/**
 * The pending decisions with the exact SMS each applicant will get, a Clear per row, and the release behind a
 * confirmation naming the counts: the release sends those counts, so decisions changed meanwhile refuse it.
 */
export default function PendingRelease({ preview, onChange }: { preview: DecisionPreview; onChange: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const total = preview.decisions.length;

  const clear = async (id: string) => {
    const token = $token.get();
    if (!token) return;
    const answer = await clearDecision(token, id);
    setResult({ ok: Boolean(answer?.ok), message: answer?.data.message ?? '' });
    setConfirming(false);
    onChange();
  };

  const release = async () => {
    const token = $token.get();
    if (!token) return;
    setBusy(true);
    const answer = await releaseDecisions(token, preview.counts);
    const data = (answer?.data ?? {}) as Partial<ReleaseAnswer>;
    const counts = !answer?.ok && data.counts ? ` Now pending: ${countsText(data.counts) || 'none'}.` : '';
    setResult({
      ok: Boolean(answer?.ok),
      message: `${data.message ?? WORKSPACE_MESSAGES.unreachable}${counts}`,
    });
    setConfirming(false);
    setBusy(false);
    onChange();
  };

  return (
    <section className={styles.panel} aria-labelledby="pending-title">
      <h2 id="pending-title">Pending decisions</h2>
      {total === 0 ? (
        <p className={styles.muted}>No pending decisions. Applicants see and hear nothing until you release them.</p>
      ) : (
        <>
          <p>Pending: {countsText(preview.counts)}.</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Startup</th>
                  <th scope="col">Now</th>
                  <th scope="col">Pending</th>
                  <th scope="col">Message the applicant will receive</th>
                  <th scope="col">Clear</th>
                </tr>
              </thead>
              <tbody>
                {preview.decisions.map((d) => (
                  <tr key={d.id}>
                    <td>
                      <a href={`/organiser/application?id=${encodeURIComponent(d.id)}`}>{d.startupName || d.id}</a>
                    </td>
                    <td>
                      <StatusBadge status={d.currentStatus} />
                    </td>
                    <td>
                      <StatusBadge status={d.status} />
                    </td>
                    <td>{d.message ?? 'Not texted: shown on their page only'}</td>
                    <td>
                      <button type="button" className="btn" onClick={() => clear(d.id)}>
                        Clear
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {confirming ? (
            <div role="group" aria-labelledby="confirm-title">
              <p id="confirm-title">
                <strong>
                  Release {total} decision{total === 1 ? '' : 's'}: {countsText(preview.counts)}?
                </strong>{' '}
                Each applicant sees the decision at once and is texted the message above.
              </p>
              <p className={styles.toolbar}>
                <button type="button" className="btn btn-primary" disabled={busy} onClick={release}>
                  {busy ? 'Releasing…' : 'Yes, release them'}
                </button>
                <button type="button" className="btn" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </p>
            </div>
          ) : (
            <p>
              <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
                Release decisions…
              </button>
            </p>
          )}
        </>
      )}
      <p className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.message}
      </p>
    </section>
  );
}
