import type { SubmitEvent } from 'react';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import { staffMembers } from './staff-members-effects.ts';

/** "Remind everyone behind": one SMS each to the reviewers with applications left; the line says how many. */
export default function RemindBehind() {
  const write = useWrite(staffMembers.remind);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run();
  };
  return (
    <form onSubmit={onSubmit} aria-label={STAFF_MESSAGES.remind}>
      <WriteStatus
        write={write.$write}
        look="outline"
        label={STAFF_MESSAGES.remind}
        busyLabel={STAFF_MESSAGES.reminding}
      />
    </form>
  );
}
