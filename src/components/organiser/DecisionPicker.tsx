import { useEffect, useState, type SubmitEvent } from 'react';
import { listSubmissions } from '../../lib/organiser-api.ts';
import { setDecisions } from '../../lib/decisions-api.ts';
import type { SubmissionRow } from '../../shared/organiser-schemas.ts';
import { DECISION_STATUSES, STATUS_LABELS } from '../../shared/organiser-labels.ts';
import { WORKSPACE_MESSAGES } from '../../shared/messages/workspace.ts';
import { $token } from '../../stores/auth.ts';
import StatusBadge from './StatusBadge.tsx';
import styles from './Organiser.module.css';

/**
 * Sets one pending decision on the applications ticked in a plain list (best score first). Nothing reaches the
 * applicants until the pending decisions are released above. The list loads afresh at each `version`.
 */
export default function DecisionPicker({ version, onSet }: { version: number; onSet: () => void }) {
  const [rows, setRows] = useState<SubmissionRow[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<string>('SHORTLISTED');
  const [note, setNote] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = $token.get();
    if (token)
      listSubmissions(token, { sort: 'score' }).then(
        (list) => setRows(list.submissions),
        () => setRows([]),
      );
  }, [version]);

  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const token = $token.get();
    if (!token) return;
    setBusy(true);
    const answer = await setDecisions(token, { ids: [...chosen], status, note });
    setResult({
      ok: Boolean(answer?.ok),
      message: answer?.data.message ?? WORKSPACE_MESSAGES.unreachable,
    });
    if (answer?.ok) {
      setChosen(new Set());
      setNote('');
      onSet();
    }
    setBusy(false);
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby="pick-title">
      <h2 id="pick-title">Set a pending decision</h2>
      {!rows ? (
        <p role="status">Loading the applications…</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Choose</th>
                <th scope="col">Startup</th>
                <th scope="col">Status</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Choose ${r.startupName}`}
                      checked={chosen.has(r.id)}
                      onChange={() => toggle(r.id)}
                    />
                  </td>
                  <td>{r.startupName}</td>
                  <td>
                    <StatusBadge status={r.status} />
                  </td>
                  <td>{r.weightedScore ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <label className={styles.control}>
        Decision
        <select name="status" value={status} onChange={(e) => setStatus(e.target.value)}>
          {DECISION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        Note to the applicants (optional)
        <textarea name="note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </label>
      <p>
        <button className="btn btn-primary" type="submit" disabled={busy || chosen.size === 0}>
          {`Set as pending for ${chosen.size} chosen`}
        </button>
      </p>
      <p className={styles.notice} role="status" data-kind={result ? (result.ok ? 'ok' : 'error') : undefined}>
        {result?.message}
      </p>
    </form>
  );
}
