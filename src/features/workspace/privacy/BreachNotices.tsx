import { useEffect, useState, type SubmitEvent } from 'react';
import { getBreachNotices } from '../../../lib/breach-api.ts';
import { APPLICATION_STATUSES, STATUS_LABELS } from '../../../shared/application-statuses.ts';
import { formatIst } from '../../../shared/india-time.ts';
import { useRead } from '../common/use-read.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import { type BreachForm, notifyAffectedPeople } from './breach-notice.ts';
import styles from '../common/Organiser.module.css';

const AUDIENCES = [
  { kind: 'all', label: 'Every applicant' },
  { kind: 'status', label: 'Applicants of one status' },
  { kind: 'list', label: 'Applicants of listed applications' },
] as const;

/**
 * The breach kit: tell the people a personal data breach affected, by the registered SMS and an e-mail with the
 * organisers' account, each person once per reference; and every notice sent, with how many messages went out.
 */
export default function BreachNotices() {
  const { value, error, load } = useRead(getBreachNotices);
  useEffect(() => void load(), [load]);
  const [form, setForm] = useState<BreachForm>({
    reference: '',
    details: '',
    kind: 'all',
    status: 'SUBMITTED',
    ids: '',
  });
  const set = (change: Partial<BreachForm>) => setForm((f) => ({ ...f, ...change }));
  // The form goes in as the run's argument: the write keeps the effect it was made with, which would see the first form.
  const write = useWrite(
    (sent: BreachForm) => notifyAffectedPeople(sent, (q) => window.confirm(q), load),
    JSON.stringify(form),
  );
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run(form);
  };
  const notices = value?.notices ?? [];
  return (
    <section className={styles.panel} aria-labelledby="breach-title">
      <h2 id="breach-title">Notify affected people of a breach</h2>
      <p className={styles.muted}>
        Tell each person a personal data breach may affect without delay (DPDP Rules, Rule 7): they get the registered
        SMS pointing to the privacy page, and an e-mail with what you write below. Each person is told once per
        reference; sending again reaches only people not told yet. Tell the Data Protection Board too: see
        docs/breach-runbook.md.
      </p>
      <form onSubmit={onSubmit} aria-label="Notify affected people">
        <label className={styles.control}>
          Reference
          <input value={form.reference} maxLength={80} required onChange={(e) => set({ reference: e.target.value })} />
        </label>
        <label className={styles.control}>
          What happened, its likely impact, what you are doing and what people can do
          <textarea
            rows={6}
            maxLength={5000}
            required
            value={form.details}
            onChange={(e) => set({ details: e.target.value })}
          />
        </label>
        <label className={styles.control}>
          Who
          <select value={form.kind} onChange={(e) => set({ kind: e.target.value as BreachForm['kind'] })}>
            {AUDIENCES.map((a) => (
              <option key={a.kind} value={a.kind}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        {form.kind === 'status' && (
          <label className={styles.control}>
            Status
            <select value={form.status} onChange={(e) => set({ status: e.target.value as BreachForm['status'] })}>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        )}
        {form.kind === 'list' && (
          <label className={styles.control}>
            Application ids (one a line)
            <textarea rows={4} value={form.ids} onChange={(e) => set({ ids: e.target.value })} />
          </label>
        )}
        <WriteStatus write={write.$write} label="Notify affected people" busyLabel="Counting and sending…" />
      </form>
      {error && <p role="alert">{error}</p>}
      {notices.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">First sent</th>
                <th scope="col">People told</th>
                <th scope="col">SMS sent / waiting</th>
                <th scope="col">E-mails sent / waiting</th>
              </tr>
            </thead>
            <tbody>
              {notices.map((n) => (
                <tr key={n.id}>
                  <td>{n.reference}</td>
                  <td>{formatIst(n.createdAt)}</td>
                  <td>{n.people}</td>
                  <td>
                    {n.sms.sent} / {n.sms.pending}
                  </td>
                  <td>
                    {n.email.sent} / {n.email.pending}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
