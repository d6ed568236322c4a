import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import styles from '../common/Organiser.module.css';
import RemindBehind from './RemindBehind.tsx';
import StaffInviteForm from './StaffInviteForm.tsx';
import StaffTable from './StaffTable.tsx';
import { staffMembers } from './staff-members-effects.ts';
import { useIsOrganiser } from './use-organiser.ts';

/**
 * The organisers and reviewers (organisers only): the list with each one's role, sectors, source, passkey and
 * progress in the open round; Remove; an invitation; "Remind everyone behind".
 */
export default function StaffMembers() {
  const organiser = useIsOrganiser();
  const state = useStore(staffMembers.$staff);
  useEffect(() => {
    if (organiser) void staffMembers.load();
  }, [organiser]);
  if (!organiser) return null;

  const list = () => {
    if (state.phase === 'loading') return <p role="status">{STAFF_MESSAGES.loading}</p>;
    if (state.phase === 'failed') return <p role="alert">{state.message}</p>;
    // One tree either way: the table keeps its removal's answer when the last invited person goes.
    return (
      <>
        <StaffTable staff={state.staff} />
        {!state.staff.some((m) => m.source === 'app') && <p>{STAFF_MESSAGES.empty}</p>}
      </>
    );
  };

  return (
    <section aria-labelledby="staff-title">
      <h2 id="staff-title">{STAFF_MESSAGES.heading}</h2>
      <p className={styles.muted}>{STAFF_MESSAGES.intro}</p>
      {list()}
      <RemindBehind />
      <StaffInviteForm />
    </section>
  );
}
