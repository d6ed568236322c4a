import { useEffect, useState, type SubmitEvent } from 'react';
import { getAuditPage } from '../../../lib/decisions-api.ts';
import { AUDIT_ACTIONS } from '../../../shared/audit-actions.ts';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import type { AuditQuery } from '../../../shared/audit-schemas.ts';
import { isoToIstInput, istInputToIso } from '../../../shared/india-time.ts';
import { useRead } from '../common/use-read.ts';
import styles from '../common/Organiser.module.css';

type Filters = { actor: string; action: string; from: string; to: string };
const NO_FILTERS: Filters = { actor: '', action: '', from: '', to: '' };

/**
 * /organiser/audit: the audit log, newest first, filtered by who, what and when (India time), 50 a page: each entry by
 * names (the staff member, the application's startup, linked to its page) and its details in a sentence, as the API
 * words them.
 */
export default function AuditLogView() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState<Partial<AuditQuery>>({ page: 1 });
  const { value: page, error, load } = useRead(getAuditPage);
  useEffect(() => void load(query), [load, query]);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setQuery({
      page: 1,
      actor: draft.actor.trim() || undefined,
      action: (draft.action || undefined) as AuditQuery['action'],
      from: draft.from ? istInputToIso(draft.from) : undefined,
      to: draft.to ? istInputToIso(draft.to) : undefined,
    });
  };
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <section className={styles.panel} aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <form className={styles.toolbar} onSubmit={onSubmit}>
        <label className={styles.control}>
          Staff mobile
          <input name="actor" inputMode="numeric" maxLength={10} {...field('actor')} />
        </label>
        <label className={styles.control}>
          Action
          <select name="action" {...field('action')}>
            <option value="">Any</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          From (India time)
          <input name="from" type="datetime-local" {...field('from')} />
        </label>
        <label className={styles.control}>
          To (India time)
          <input name="to" type="datetime-local" {...field('to')} />
        </label>
        <button className="btn btn-primary" type="submit">
          Filter
        </button>
      </form>
      {error && <p role="alert">{WORKSPACE_READS.audit.failed(error)}</p>}
      {!page && !error && <p role="status">{WORKSPACE_READS.audit.loading}</p>}
      {page && (
        <>
          <p className={styles.muted}>
            {page.total} entr{page.total === 1 ? 'y' : 'ies'}; page {page.page} of {pages}.
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">When (India time)</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                  <th scope="col">Details</th>
                  <th scope="col">IP</th>
                </tr>
              </thead>
              <tbody>
                {page.entries.map((e) => (
                  <tr key={e.id}>
                    <td>{isoToIstInput(e.at).replace('T', ' ')}</td>
                    <td>
                      {e.actorName === e.actor || e.actor === 'system' ? e.actorName : `${e.actorName} (${e.actor})`}
                    </td>
                    <td>{e.action}</td>
                    <td>
                      {e.applicationId ? (
                        <a href={`/organiser/application?id=${encodeURIComponent(e.applicationId)}`}>{e.targetName}</a>
                      ) : (
                        e.targetName
                      )}
                    </td>
                    <td>{e.summary}</td>
                    <td>{e.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.toolbar}>
            <button
              type="button"
              className="btn"
              disabled={page.page <= 1}
              onClick={() => setQuery({ ...query, page: page.page - 1 })}
            >
              Newer
            </button>
            <button
              type="button"
              className="btn"
              disabled={page.page >= pages}
              onClick={() => setQuery({ ...query, page: page.page + 1 })}
            >
              Older
            </button>
          </p>
        </>
      )}
    </section>
  );
}
