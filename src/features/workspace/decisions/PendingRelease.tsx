import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { DecisionPreview } from '../../../shared/decision-schemas.ts';
import { DECISION_MESSAGES } from '../../../shared/messages/decisions.ts';
import { countsText, createReleaseFlow, deliveryText } from './release.ts';
import { browserReleaseEffects } from './release-effects.ts';
import StatusBadge from '../common/StatusBadge.tsx';
import { FEEDBACK_LABELS } from '../../../shared/messages/feedback.ts';
import StatusLine from '../common/StatusLine.tsx';
import styles from '../common/Organiser.module.css';

/**
 * The pending decisions with the exact SMS each applicant will get, a Clear per row, and the release behind a
 * confirmation naming the counts; the release sends the counts and the digest of what is shown
 * (release.ts). Acceptances over the finalist places are named above the button, which stays off until they fit:
 * the server would refuse the release.
 */
export default function PendingRelease({ preview, onChange }: { preview: DecisionPreview; onChange: () => void }) {
  const [flow] = useState(() => createReleaseFlow(browserReleaseEffects(onChange)));
  const confirming = useStore(flow.$confirming);
  const withFeedback = useStore(flow.$withFeedback);
  const { busy, result } = useStore(flow.$write);
  const total = preview.decisions.length;

  return (
    <section className={styles.panel} aria-labelledby="pending-title">
      <h2 id="pending-title">Pending decisions</h2>
      {total === 0 ? (
        <p className={styles.muted}>No pending decisions. Applicants see and hear nothing until you release them.</p>
      ) : (
        <>
          <p>Pending: {countsText(preview.counts)}.</p>
          <p>{deliveryText(preview.delivery)}</p>
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
                      <button type="button" className="btn" onClick={() => void flow.clear(d.id)}>
                        Clear
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.overCap && (
            <p role="alert" className={styles.notice} data-kind="error">
              {DECISION_MESSAGES.overCap(preview.overCap)}
            </p>
          )}
          {confirming && !preview.overCap ? (
            <div role="group" aria-labelledby="confirm-title">
              <p id="confirm-title">
                <strong>
                  Release {total} decision{total === 1 ? '' : 's'}: {countsText(preview.counts)}?
                </strong>{' '}
                Each applicant sees the decision at once and is texted the message above.{' '}
                {deliveryText(preview.delivery)}
              </p>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name="withFeedback"
                  checked={withFeedback}
                  onChange={(e) => flow.setWithFeedback(e.target.checked)}
                />{' '}
                {FEEDBACK_LABELS.releaseWithFeedback}
              </label>
              <p className={styles.toolbar}>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => void flow.release(preview)}
                >
                  {busy ? 'Releasing…' : 'Yes, release them'}
                </button>
                <button type="button" className="btn" onClick={flow.cancel}>
                  Cancel
                </button>
              </p>
            </div>
          ) : (
            <p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={preview.overCap !== null}
                onClick={flow.confirm}
              >
                Release decisions…
              </button>
            </p>
          )}
        </>
      )}
      <StatusLine result={result} />
    </section>
  );
}
