import { type SubmitEvent, useEffect, useRef } from 'react';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import type { StaffMember } from '../../../shared/staff-schemas.ts';
import type { createWrite } from '../../../stores/write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';
import { staffMembers } from './staff-members-effects.ts';

/**
 * The question before a removal, which signs the person out and returns their unreviewed applications: its Cancel
 * takes the keyboard focus when it opens, so Enter never removes by accident.
 */
export default function StaffRemoval({
  member,
  write,
}: {
  member: StaffMember;
  /** The removal's write, the table's: its answer stays under the table once the question closes. */
  write: ReturnType<typeof createWrite<[string]>>;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), [member.mobile]);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run(member.mobile);
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="remove-staff-title">
      <p id="remove-staff-title">
        <strong>{STAFF_MESSAGES.confirmRemove(member.name)}</strong>
      </p>
      <div className={styles.toolbar}>
        <WriteStatus write={write.$write} label={`Yes, remove ${member.name}`} busyLabel="Removing…" />
        <p>
          <button ref={cancel} type="button" className="btn" onClick={staffMembers.cancel}>
            Cancel
          </button>
        </p>
      </div>
    </form>
  );
}
