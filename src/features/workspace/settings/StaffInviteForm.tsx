import { type SubmitEvent, useState } from 'react';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import type { StaffRole } from '../../../shared/staff-schemas.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';
import { type InviteDraft, blankInvite } from './staff-members.ts';
import { staffMembers } from './staff-members-effects.ts';

/** Reviewer, Organiser, or Judge of the live final (who scores its pitches on /judge and sees no workspace). */
const ROLES = Object.keys(STAFF_MESSAGES.roles) as StaffRole[];

/**
 * Invites someone, or changes an invited person (the same mobile again): the server judges the fields and its
 * message, naming the first wrong one, fills the status line; the form empties after an invitation.
 */
export default function StaffInviteForm() {
  const [draft, setDraft] = useState(blankInvite);
  // Not about the fields: they empty after an invitation, and its answer must stay.
  const write = useWrite(staffMembers.invite);
  const set = (change: Partial<InviteDraft>) => setDraft((d) => ({ ...d, ...change }));
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const result = await write.run(draft);
    if (result?.ok) setDraft(blankInvite());
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void onSubmit(e)} aria-labelledby="invite-staff-title">
      <h3 id="invite-staff-title">{STAFF_MESSAGES.inviteHeading}</h3>
      <div className={styles.toolbar}>
        <label className={styles.control}>
          Mobile
          <input
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={draft.mobile}
            onChange={(e) => set({ mobile: e.target.value })}
          />
        </label>
        <label className={styles.control}>
          Name
          <input name="name" required value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className={styles.control}>
          Role
          <select name="role" value={draft.role} onChange={(e) => set({ role: e.target.value as StaffRole })}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_MESSAGES.roles[role]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          Sectors (comma-separated)
          <input name="sectors" value={draft.sectors} onChange={(e) => set({ sectors: e.target.value })} />
        </label>
        <label className={styles.control}>
          E-mail (optional)
          <input
            name="email"
            type="email"
            autoComplete="off"
            value={draft.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </label>
      </div>
      <WriteStatus write={write.$write} label={STAFF_MESSAGES.invite} busyLabel={STAFF_MESSAGES.inviting} />
    </form>
  );
}
