import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { inviteCofounder, listCofounders, removeCofounder, resendCofounder } from '../../../lib/cofounder-api.ts';
import { COFOUNDER_MESSAGES, MAX_COFOUNDER_INVITES } from '../../../shared/messages/cofounders.ts';
import { $token } from '../../../stores/auth.ts';
import { createCofounderInvites } from './invites.ts';
import styles from './Cofounders.module.css';

/**
 * The applicant's co-founders invited by mobile on /application: each invite with its answer (pending, accepted,
 * declined), and invite, remove, resend; once the application ended (the server's `inviteRefusal`), the team as it
 * stands with Remove only.
 */
export default function CofounderInvites() {
  const store = useMemo(
    () =>
      createCofounderInvites({
        token: () => $token.get(),
        list: listCofounders,
        invite: inviteCofounder,
        remove: removeCofounder,
        resend: resendCofounder,
      }),
    [],
  );
  const invites = useStore(store.$invites);
  const refusal = useStore(store.$inviteRefusal);
  const { busy, result } = useStore(store.$write);
  const [mobile, setMobile] = useState('');
  const [role, setRole] = useState('');
  useEffect(() => void store.load(), [store]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.invite(mobile, role)) {
      setMobile('');
      setRole('');
    }
  };

  // Once the application ended there is no team to build: only one already invited is shown.
  if (refusal && invites.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="cofounders-title">
      <h3 id="cofounders-title">{COFOUNDER_MESSAGES.heading}</h3>
      <p>{refusal || COFOUNDER_MESSAGES.intro}</p>
      {invites.length > 0 && (
        <ul className={styles.list} aria-label="Invited co-founders">
          {invites.map((i) => (
            <li key={i.mobile} className={styles.invite}>
              <span>
                {i.mobile} · {i.role}
              </span>
              <span className={styles.status} data-status={i.status}>
                {COFOUNDER_MESSAGES.statusLabels[i.status]}
              </span>
              {i.status === 'pending' && !refusal && (
                <button
                  className="btn btn-outline"
                  type="button"
                  disabled={busy}
                  onClick={() => store.resend(i.mobile)}
                >
                  Resend
                </button>
              )}
              <button className="btn btn-outline" type="button" disabled={busy} onClick={() => store.remove(i.mobile)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {invites.length < MAX_COFOUNDER_INVITES && !refusal && (
        <form className={styles.form} onSubmit={submit}>
          <label>
            Co-founder’s mobile
            <input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
          </label>
          <label>
            Role
            <input type="text" required maxLength={60} value={role} onChange={(e) => setRole(e.target.value)} />
          </label>
          <button className="btn btn-primary" type="submit" disabled={busy}>
            Invite
          </button>
        </form>
      )}
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={styles.notice} data-kind={result.ok ? 'success' : 'error'}>
          {result.message}
        </p>
      )}
    </section>
  );
}
