import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../../shared/messages/staff.ts';
import type { StaffMember } from '../../../shared/staff-schemas.ts';
import { blankInvite, createStaffMembers } from './staff-members.ts';

const MEERA: StaffMember = {
  mobile: '9812345670',
  name: 'Meera Rao',
  role: 'REVIEWER',
  sectors: ['Fintech'],
  source: 'app',
  invitedAt: '2026-03-01T10:00:00.000Z',
  hasPasskey: false,
  progress: { assigned: 3, reviewed: 1 },
};

const effects = () => ({
  read: vi.fn(async (): Promise<{ staff: StaffMember[] } | { error: string }> => ({ staff: [MEERA] })),
  invite: vi.fn(async () => ({ ok: true, message: STAFF_MESSAGES.invited('Meera Rao') })),
  remove: vi.fn(async () => ({ ok: true, message: STAFF_MESSAGES.removed('Meera Rao') })),
  remind: vi.fn(async () => ({ ok: true, message: STAFF_MESSAGES.reminded(2) })),
});

describe('the reviewers and organisers on the settings page', () => {
  it('sends the sectors typed on one line as a list, and reads the staff again after the invitation', async () => {
    const fx = effects();
    const flow = createStaffMembers(fx);
    const draft = { ...blankInvite(), mobile: '98123 45670', name: 'Meera Rao', sectors: 'Fintech, , Agritech ' };
    expect(await flow.invite(draft)).toEqual({ ok: true, message: STAFF_MESSAGES.invited('Meera Rao') });
    expect(fx.invite).toHaveBeenCalledWith({
      mobile: '98123 45670',
      name: 'Meera Rao',
      role: 'REVIEWER',
      sectors: ['Fintech', ' Agritech '],
      email: '',
    });
    expect(flow.$staff.get()).toEqual({ phase: 'ready', staff: [MEERA] });
  });

  it('invites a judge of the live final like a reviewer, with the role Judge', async () => {
    const fx = effects();
    const flow = createStaffMembers(fx);
    await flow.invite({ ...blankInvite(), mobile: '9812345671', name: 'Ravi Iyer', role: 'JUDGE' });
    expect(fx.invite).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ravi Iyer', role: 'JUDGE', sectors: [] }));
  });

  it('asks before a removal, and closes the question whatever the answer', async () => {
    const fx = effects();
    const flow = createStaffMembers(fx);
    flow.ask(MEERA);
    expect(flow.$asking.get()).toBe(MEERA);
    fx.remove.mockResolvedValueOnce({ ok: false, message: STAFF_MESSAGES.notFound });
    expect(await flow.remove(MEERA.mobile)).toEqual({ ok: false, message: STAFF_MESSAGES.notFound });
    expect(flow.$asking.get()).toBeNull();
    expect(fx.read).not.toHaveBeenCalled();
    flow.ask(MEERA);
    flow.cancel();
    expect(flow.$asking.get()).toBeNull();
    expect(fx.remove).toHaveBeenCalledTimes(1);
  });

  it('says when the list could not be read, and how many a reminder reached', async () => {
    const fx = effects();
    fx.read.mockResolvedValueOnce({ error: 'Request failed with status 500' });
    const flow = createStaffMembers(fx);
    await flow.load();
    expect(flow.$staff.get()).toEqual({
      phase: 'failed',
      message: `${STAFF_MESSAGES.loadFailed}: Request failed with status 500`,
    });
    expect(await flow.remind()).toEqual({ ok: true, message: '2 reviewers reminded' });
    expect(flow.$staff.get()).toEqual({ phase: 'ready', staff: [MEERA] });
  });
});
