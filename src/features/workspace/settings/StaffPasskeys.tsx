import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $user } from '../../../stores/auth.ts';
import { createStaffPasskeys } from './staff-passkeys.ts';
import { browserStaffPasskeyEffects } from './staff-passkeys-effects.ts';
import { useIsOrganiser } from './use-organiser.ts';
import StatusLine from '../common/StatusLine.tsx';
import styles from '../common/Organiser.module.css';

/**
 * Recovery for a lost passkey: organisers see each staff member's passkeys and remove a colleague's, once confirmed,
 * who then registers a new one at their next SMS sign-in. Shown to organisers only (the API refuses anyone else).
 */
export default function StaffPasskeys() {
  const [flow] = useState(() => createStaffPasskeys(browserStaffPasskeyEffects));
  const staff = useStore(flow.$staff);
  const { busy, result } = useStore(flow.$write);
  const asking = useStore(flow.$asking);
  const user = useStore($user);
  const organiser = useIsOrganiser();
  useEffect(() => (organiser ? flow.watch() : undefined), [organiser, flow]);
  if (!organiser) return null;
  const nameOf = (mobile: string) => staff.find((s) => s.mobile === mobile)?.name ?? mobile;

  return (
    <section className={styles.panel} aria-labelledby="staff-passkeys-title">
      <h2 id="staff-passkeys-title">Staff passkeys</h2>
      <p className={styles.muted}>
        A colleague who lost their passkey asks you to remove it: they are signed out and register a new one at their
        next sign-in.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Staff member</th>
            <th scope="col">Role</th>
            <th scope="col">Passkeys</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((s) => (
            <tr key={s.mobile}>
              <td>{s.name === s.mobile ? s.mobile : `${s.name} (${s.mobile})`}</td>
              <td>{s.role === 'ORGANISER' ? 'Organiser' : 'Reviewer'}</td>
              <td>{s.passkeys}</td>
              <td>
                {s.mobile !== user?.mobile && s.passkeys > 0 && (
                  <button className="btn" type="button" onClick={() => flow.ask(s.mobile)}>
                    Remove passkeys of {s.name}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {asking && (
        <div role="group" aria-labelledby="remove-passkeys-title">
          <p id="remove-passkeys-title">
            <strong>Remove the passkeys of {nameOf(asking)}?</strong> They are signed out everywhere and register a new
            passkey at their next sign-in.
          </p>
          <p className={styles.toolbar}>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void flow.remove(asking)}>
              {busy ? 'Removing…' : 'Yes, remove them'}
            </button>
            <button type="button" className="btn" onClick={flow.cancel}>
              Cancel
            </button>
          </p>
        </div>
      )}
      <StatusLine result={result} />
    </section>
  );
}
