import { useStore } from '@nanostores/react';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import type { StaffMember } from '../../../shared/staff-schemas.ts';
import { $user } from '../../../stores/auth.ts';
import styles from '../common/Organiser.module.css';
import StatusLine from '../common/StatusLine.tsx';
import { useWrite } from '../common/use-write.ts';
import StaffRemoval from './StaffRemoval.tsx';
import { staffMembers } from './staff-members-effects.ts';

const progressOf = ({ role, progress }: StaffMember) => {
  if (progress.assigned) return STAFF_MESSAGES.progress(progress.reviewed, progress.assigned);
  return role === 'JUDGE' ? STAFF_MESSAGES.judgeProgress : STAFF_MESSAGES.noProgress;
};

/**
 * The staff, one row each; Remove for the people invited here (not oneself), confirmed below the table, where the
 * removal's answer stays once the question closes.
 */
export default function StaffTable({ staff }: { staff: StaffMember[] }) {
  const user = useStore($user);
  const asking = useStore(staffMembers.$asking);
  const removal = useWrite(staffMembers.remove);
  const { result } = useStore(removal.$write);
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Role</th>
              <th scope="col">Sectors</th>
              <th scope="col">Source</th>
              <th scope="col">Passkey</th>
              <th scope="col">Open round</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((m) => (
              <tr key={m.mobile}>
                <th scope="row">{m.name}</th>
                <td>{m.mobile}</td>
                <td>{STAFF_MESSAGES.roles[m.role]}</td>
                <td>{m.sectors.join(', ')}</td>
                <td>{m.source === 'app' ? STAFF_MESSAGES.fromApp : STAFF_MESSAGES.fromEnvironment}</td>
                <td>{m.hasPasskey ? STAFF_MESSAGES.passkeyYes : STAFF_MESSAGES.passkeyNo}</td>
                <td>{progressOf(m)}</td>
                <td>
                  {m.source === 'app' && m.mobile !== user?.mobile && (
                    <button type="button" className="btn btn-outline" onClick={() => staffMembers.ask(m)}>
                      {STAFF_MESSAGES.remove}
                      <span className="visually-hidden"> {m.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {asking ? <StaffRemoval member={asking} write={removal} /> : <StatusLine result={result} />}
    </>
  );
}
