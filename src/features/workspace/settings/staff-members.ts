/**
 * /organiser/settings (organisers): the organisers and reviewers, an invitation, a removal asked for and then
 * confirmed or cancelled, and "Remind everyone behind". The form holds text as typed (sectors as one comma-separated
 * line); the server judges it (src/shared/staff-schemas.ts) and its answer fills the status line; after a write the
 * list shows what the server now holds. Effects (the API with the session) are injected, so the flow is tested
 * without a browser.
 */
import { atom } from 'nanostores';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import type { StaffInvite, StaffMember, StaffRole } from '../../../shared/staff-schemas.ts';
import type { WriteResult } from '../../../stores/write.ts';

/** The invitation as the form holds it. */
export interface InviteDraft {
  mobile: string;
  name: string;
  role: StaffRole;
  /** Comma-separated, as typed: 'Fintech, Agritech'. */
  sectors: string;
  email: string;
}

export const blankInvite = (): InviteDraft => ({ mobile: '', name: '', role: 'REVIEWER', sectors: '', email: '' });

/** The body the API takes for `draft`: sectors split at commas, empty ones dropped (the server trims the rest). */
const inviteOf = (draft: InviteDraft): StaffInvite => ({
  mobile: draft.mobile,
  name: draft.name,
  role: draft.role,
  sectors: draft.sectors.split(',').filter((s) => s.trim() !== ''),
  email: draft.email.trim(),
});

export interface StaffEffects {
  /** The list; undefined when there is no session (the effects end it on a 401), a message when the read failed. */
  read(): Promise<{ staff: StaffMember[] } | { error: string } | undefined>;
  invite(invite: StaffInvite): Promise<WriteResult>;
  remove(mobile: string): Promise<WriteResult>;
  remind(): Promise<WriteResult>;
}

/** The list's state: loading, read, or its read failed (with the message said). */
export type StaffState =
  { phase: 'loading' } | { phase: 'ready'; staff: StaffMember[] } | { phase: 'failed'; message: string };

export function createStaffMembers(effects: StaffEffects) {
  const $staff = atom<StaffState>({ phase: 'loading' });
  /** The member whose removal waits for confirmation, or null. */
  const $asking = atom<StaffMember | null>(null);

  async function load(): Promise<void> {
    const answer = await effects.read();
    if (!answer) return;
    $staff.set(
      'staff' in answer
        ? { phase: 'ready', staff: answer.staff }
        : { phase: 'failed', message: `${STAFF_MESSAGES.loadFailed}: ${answer.error}` },
    );
  }

  /** Runs a write, then reads the list again after a success. */
  const thenLoad =
    <Args extends unknown[]>(write: (...args: Args) => Promise<WriteResult>) =>
    async (...args: Args): Promise<WriteResult> => {
      const result = await write(...args);
      if (result.ok) await load();
      return result;
    };

  return {
    $staff,
    $asking,
    load,
    invite: thenLoad((draft: InviteDraft) => effects.invite(inviteOf(draft))),
    remove: thenLoad(async (mobile: string) => {
      const result = await effects.remove(mobile);
      $asking.set(null);
      return result;
    }),
    remind: thenLoad(() => effects.remind()),
    ask: (member: StaffMember) => $asking.set(member),
    cancel: () => $asking.set(null),
  };
}
