import { describe, expect, it } from 'vitest';
import type { StaffPasskeyList } from '../../../shared/passkey-schemas.ts';
import type { WindowSettings } from '../../../shared/organiser-schemas.ts';
import { createStaffPasskeys } from './staff-passkeys.ts';
import { createWindowSettings } from './window-settings.ts';
import type { WriteResult } from '../../../stores/write.ts';

/** A promise the test settles by hand. */
function held<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

const SAVED: WindowSettings = {
  applicationsOpenAt: '2026-05-01T03:30:00.000Z',
  applicationsCloseAt: '2026-06-30T18:29:00.000Z',
};

describe('the application window on the settings page', () => {
  it('reads the saved window into the form in India time, which is editable only once the read answered', async () => {
    const answer = held<WindowSettings>();
    const settings = createWindowSettings({
      read: () => answer.promise,
      save: async () => ({ ok: true, message: '' }),
    });
    expect(settings.$windowForm.get()).toEqual({ opensAt: '', closesAt: '' });
    const loading = settings.load();
    expect(settings.$read.get()).toBe(false);
    answer.settle(SAVED);
    await loading;
    expect(settings.$read.get()).toBe(true);
    expect(settings.$windowForm.get()).toEqual({ opensAt: '2026-05-01T09:00', closesAt: '2026-06-30T23:59' });
  });

  it('leaves the form as it was when the window could not be read', async () => {
    const settings = createWindowSettings({
      read: async () => undefined,
      save: async () => ({ ok: true, message: '' }),
    });
    await settings.load();
    expect(settings.$windowForm.get()).toEqual({ opensAt: '', closesAt: '' });
    // Nothing to wait for: the organiser may set a window.
    expect(settings.$read.get()).toBe(true);
  });

  it('saves the India times with their offset, busy until the server answers, then holds what was saved', async () => {
    const sent: WindowSettings[] = [];
    const answer = held<WriteResult>();
    const settings = createWindowSettings({
      read: async () => SAVED,
      save: (window) => (sent.push(window), answer.promise),
    });
    const saving = settings.save('2026-05-02T10:00', '2026-07-01T18:00');
    expect(settings.$write.get().busy).toBe(true);
    expect(sent).toEqual([
      { applicationsOpenAt: '2026-05-02T10:00:00+05:30', applicationsCloseAt: '2026-07-01T18:00:00+05:30' },
    ]);
    answer.settle({ ok: true, message: 'Settings saved' });
    await saving;
    expect(settings.$write.get()).toEqual({ busy: false, result: { ok: true, message: 'Settings saved' } });
    expect(settings.$windowForm.get()).toEqual({ opensAt: '2026-05-02T10:00', closesAt: '2026-07-01T18:00' });
  });

  it('keeps the saved window in the form when the server refuses, and says why', async () => {
    const settings = createWindowSettings({
      read: async () => SAVED,
      save: async () => ({ ok: false, message: 'The close date must be after the open date' }),
    });
    await settings.load();
    await settings.save('2026-07-01T18:00', '2026-05-02T10:00');
    expect(settings.$write.get().result).toEqual({ ok: false, message: 'The close date must be after the open date' });
    expect(settings.$windowForm.get()).toEqual({ opensAt: '2026-05-01T09:00', closesAt: '2026-06-30T23:59' });
  });
});

const staffWith = (passkeys: number): StaffPasskeyList => ({
  staff: [
    { mobile: '9000000001', name: 'Asha', role: 'ORGANISER', passkeys: 1 },
    { mobile: '9000000002', name: 'Ravi', role: 'REVIEWER', passkeys },
  ],
});

describe('the staff passkeys on the settings page', () => {
  it('is empty until read, and stays as it was when a read fails', async () => {
    const answers = [staffWith(2), undefined];
    const flow = createStaffPasskeys({
      list: async () => answers.shift(),
      remove: async () => ({ ok: true, message: '' }),
      onChange: () => () => undefined,
    });
    expect(flow.$staff.get()).toEqual([]);
    await flow.load();
    expect(flow.$staff.get()).toEqual(staffWith(2).staff);
    await flow.load();
    expect(flow.$staff.get()).toEqual(staffWith(2).staff);
  });

  it("removes a colleague's passkeys, busy until the server answers, then shows the list as it now is", async () => {
    const removed: string[] = [];
    let stored = staffWith(2);
    const answer = held<WriteResult>();
    const flow = createStaffPasskeys({
      list: async () => stored,
      remove: (mobile) => (removed.push(mobile), answer.promise),
      onChange: () => () => undefined,
    });
    await flow.load();
    const removing = flow.remove('9000000002');
    expect(flow.$write.get().busy).toBe(true);
    stored = staffWith(0);
    answer.settle({ ok: true, message: 'Passkeys removed' });
    await removing;
    expect(removed).toEqual(['9000000002']);
    expect(flow.$write.get()).toEqual({ busy: false, result: { ok: true, message: 'Passkeys removed' } });
    expect(flow.$staff.get()[1]).toMatchObject({ mobile: '9000000002', passkeys: 0 });
  });

  it('keeps the list when the server refuses, and says why', async () => {
    let reads = 0;
    const flow = createStaffPasskeys({
      list: async () => (reads++, staffWith(2)),
      remove: async () => ({ ok: false, message: 'Only organisers can do this' }),
      onChange: () => () => undefined,
    });
    await flow.load();
    await flow.remove('9000000002');
    expect(reads).toBe(1);
    expect(flow.$write.get().result).toEqual({ ok: false, message: 'Only organisers can do this' });
  });
});
